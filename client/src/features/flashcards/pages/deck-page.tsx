import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { Button, Card, Col, Form, Row, Spinner, Table } from 'react-bootstrap';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useParams } from 'react-router-dom';
import {
  classPath,
  FLASH_LIMITS as L,
  PARTS_OF_SPEECH,
  Role,
  type CardInput,
  type ClassSummaryDto,
  type FlashCardDto,
  type PartOfSpeech,
} from '@app/shared';
import { ConfirmModal } from '../../../components/confirm-modal';
import { ApiError } from '../../../lib/api-error';
import { PageHeader } from '../../../components/page-header';
import { useLoad } from '../../../components/hooks/use-load';
import { useStores } from '../../../stores/store-context';
import { flashcardsApi } from '../api';
import { deckMessages, manageMessages as m, posMessages, studyMessages } from '../messages';
import { FLASH_PATHS, studyPath } from '../paths';

const EMPTY: CardInput = { term: '', part_of_speech: 'noun', definition: '', example: '', gloss_zh_cn: '', gloss_zh_tw: '' };

/** A teacher's deck: the classes it is shared with (only classes the teacher owns). */
function ShareWithClasses({ deckId, shared }: { deckId: number; shared: number[] }) {
  const { api, ui } = useStores();
  const intl = useIntl();
  const { data: classes } = useLoad(() => api.get<ClassSummaryDto[]>(classPath('createdClasses')), 'flash-share-classes');
  const [picked, setPicked] = useState<number[]>(shared);
  useEffect(() => setPicked(shared), [shared]);
  if (!classes || classes.length === 0) return null;
  async function save() {
    try {
      await flashcardsApi(api).shareDeck(deckId, picked);
      ui.toast(intl.formatMessage(m.shared), 'success');
    } catch (error) {
      ui.handleError(error);
    }
  }
  return (
    <Card className="shadow-soft mb-4" data-testid="deck-share">
      <Card.Body>
        <h2 className="h6 fw-semibold">
          <FormattedMessage {...m.share} />
        </h2>
        <div className="d-flex flex-wrap gap-3 mb-2">
          {classes.map((c) => (
            <Form.Check
              key={c.id}
              id={`share-${c.id}`}
              label={c.name}
              checked={picked.includes(c.id)}
              onChange={() => setPicked((p) => (p.includes(c.id) ? p.filter((x) => x !== c.id) : [...p, c.id]))}
            />
          ))}
        </div>
        <Button size="sm" onClick={() => void save()}>
          <FormattedMessage {...m.shareSave} />
        </Button>
      </Card.Body>
    </Card>
  );
}

/** /flashCards/decks/{deckId}: a deck's cards; its editor adds and deletes cards, shares a teacher deck with classes, deletes the deck. */
export const DeckPage = observer(function DeckPage() {
  const { api, session, ui } = useStores();
  const navigate = useNavigate();
  const deckId = Number(useParams().deckId);
  const fc = flashcardsApi(api);
  const { data: deck, reload } = useLoad(() => fc.deck(deckId), `flash-deck-${deckId}`, { pageLevel: true });
  const [draft, setDraft] = useState<CardInput>(EMPTY);
  /** The card the form edits; null: the form adds a card. */
  const [editing, setEditing] = useState<FlashCardDto | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const set = (patch: Partial<CardInput>) => setDraft((d) => ({ ...d, ...patch }));

  function startEdit(card: FlashCardDto) {
    setEditing(card);
    setErrors({});
    const { term, part_of_speech, definition, example, gloss_zh_cn, gloss_zh_tw } = card;
    setDraft({ term, part_of_speech, definition, example, gloss_zh_cn, gloss_zh_tw });
    document.getElementById('card-term')?.focus();
  }
  function stopEdit() {
    setEditing(null);
    setErrors({});
    setDraft(EMPTY);
  }

  /** Adds the card, or saves the one being edited; a 422 shows beside each field it names. */
  async function save(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      if (editing) await fc.updateCard(editing.id, draft);
      else await fc.addCard(deckId, draft);
      stopEdit();
      reload();
    } catch (error) {
      if (error instanceof ApiError && error.errors) setErrors(error.fieldMessages());
      else ui.handleError(error);
    } finally {
      setBusy(false);
    }
  }
  async function act(fn: () => Promise<unknown>, after: () => void) {
    try {
      await fn();
      after();
    } catch (error) {
      ui.handleError(error);
    }
  }

  if (!deck) return <Spinner animation="border" className="d-block mx-auto my-5" />;
  const text = (field: keyof CardInput, label: typeof m.term, max: number, required = false) => (
    <Form.Group controlId={`card-${field}`}>
      <Form.Label className="small fw-semibold">
        <FormattedMessage {...label} />
      </Form.Label>
      <Form.Control
        value={draft[field]}
        maxLength={max}
        required={required}
        isInvalid={!!errors[field]}
        onChange={(e) => set({ [field]: e.target.value })}
      />
      <Form.Control.Feedback type="invalid" data-testid={`card-error-${field}`}>
        {errors[field]}
      </Form.Control.Feedback>
    </Form.Group>
  );
  return (
    <div className="container py-4" data-testid="deck-page">
      <PageHeader
        title={<FormattedMessage {...m.title} values={{ deck: deck.name }} />}
        subtitle={<FormattedMessage {...deckMessages.cards} values={{ count: deck.card_count }} />}
        back={{ to: FLASH_PATHS.home, label: <FormattedMessage {...studyMessages.back} /> }}
        actions={
          <>
            <Link to={studyPath(deck.id)} className="btn btn-primary">
              <FormattedMessage {...deckMessages.study} />
            </Link>
            {deck.editable && (
              <Button variant="outline-danger" onClick={() => setConfirming(true)}>
                <FormattedMessage {...m.deleteDeck} />
              </Button>
            )}
          </>
        }
      />
      {deck.editable && deck.kind === 'teacher' && session.hasAnyRole([Role.Teacher]) && (
        <ShareWithClasses deckId={deck.id} shared={deck.class_ids ?? []} />
      )}
      {deck.editable && (
        <Card className="shadow-soft mb-4">
          <Card.Body>
            <h2 className="h6 fw-semibold">
              {editing ? <FormattedMessage {...m.editCard} values={{ term: editing.term }} /> : <FormattedMessage {...m.add} />}
            </h2>
            <Form noValidate onSubmit={(e) => void save(e)} data-testid="card-form">
              <Row className="g-2">
                <Col md={4}>{text('term', m.term, L.termMax, true)}</Col>
                <Col md={3}>
                  <Form.Group controlId="card-pos">
                    <Form.Label className="small fw-semibold">
                      <FormattedMessage {...m.pos} />
                    </Form.Label>
                    <Form.Select
                      value={draft.part_of_speech}
                      isInvalid={!!errors.part_of_speech}
                      onChange={(e) => set({ part_of_speech: e.target.value as PartOfSpeech })}
                    >
                      {PARTS_OF_SPEECH.map((p) => (
                        <FormattedMessage key={p} {...posMessages[p]}>
                          {(t) => <option value={p}>{t}</option>}
                        </FormattedMessage>
                      ))}
                    </Form.Select>
                  </Form.Group>
                </Col>
                <Col md={5}>{text('definition', m.definition, L.definitionMax, true)}</Col>
                <Col md={6}>{text('example', m.example, L.exampleMax)}</Col>
                <Col xs={6} md={3}>
                  {text('gloss_zh_cn', m.glossCn, L.glossMax)}
                </Col>
                <Col xs={6} md={3}>
                  {text('gloss_zh_tw', m.glossTw, L.glossMax)}
                </Col>
              </Row>
              <div className="d-flex gap-2 mt-2">
                <Button type="submit" size="sm" disabled={busy} data-testid="card-save">
                  <FormattedMessage {...m.save} />
                </Button>
                {editing && (
                  <Button size="sm" variant="outline-secondary" onClick={stopEdit} data-testid="card-cancel">
                    <FormattedMessage {...m.cancelEdit} />
                  </Button>
                )}
              </div>
            </Form>
          </Card.Body>
        </Card>
      )}
      {deck.cards.length === 0 ? (
        <p className="text-body-secondary">
          <FormattedMessage {...m.noCards} />
        </p>
      ) : (
        <Table responsive size="sm" className="align-middle" data-testid="deck-cards">
          <thead>
            <tr>
              <th>
                <FormattedMessage {...m.term} />
              </th>
              <th>
                <FormattedMessage {...m.definition} />
              </th>
              <th className="d-none d-md-table-cell">
                <FormattedMessage {...m.glossCn} />
              </th>
              <th className="d-none d-md-table-cell">
                <FormattedMessage {...m.glossTw} />
              </th>
              {deck.editable && <th />}
            </tr>
          </thead>
          <tbody>
            {deck.cards.map((c) => (
              <tr key={c.id}>
                <td>
                  <div className="fw-semibold">{c.term}</div>
                  <div className="small fst-italic text-body-secondary">
                    <FormattedMessage {...posMessages[c.part_of_speech]} />
                  </div>
                </td>
                <td className="small">{c.definition}</td>
                <td className="small d-none d-md-table-cell" lang="zh-CN">
                  {c.gloss_zh_cn}
                </td>
                <td className="small d-none d-md-table-cell" lang="zh-TW">
                  {c.gloss_zh_tw}
                </td>
                {deck.editable && (
                  <td className="text-end text-nowrap">
                    <Button size="sm" variant="link" onClick={() => startEdit(c)} data-testid={`card-edit-${c.id}`}>
                      <FormattedMessage {...m.edit} />
                    </Button>
                    <Button size="sm" variant="link" className="text-danger" onClick={() => void act(() => fc.deleteCard(c.id), reload)}>
                      <FormattedMessage {...m.delete} />
                    </Button>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <ConfirmModal
        show={confirming}
        danger
        body={<FormattedMessage {...m.confirmDeleteDeck} />}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          void act(
            () => fc.deleteDeck(deck.id),
            () => navigate(FLASH_PATHS.home),
          )
        }
      />
    </div>
  );
});
