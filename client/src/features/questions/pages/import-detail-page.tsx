import { useCallback, useEffect, useMemo, useState, type ChangeEvent, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Alert, Badge, Button, Card, Col, Form, ProgressBar, Row } from 'react-bootstrap';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { DIFFICULTIES, QUESTION_TYPES, type QuestionDraftDto, type QuestionDraftPatch, type QuestionImportDto, type QuestionType } from '@app/shared';
import { ConfirmModal } from '../../../components/confirm-modal';
import { FullPageSpinner } from '../../../components/full-page-spinner';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { useSubmit } from '../../../components/form/use-submit';
import { MathText } from '../../../components/math/math-text';
import { PageHeader } from '../../../components/page-header';
import { useTaxonomy } from '../../../components/taxonomy/taxonomy';
import { useStores } from '../../../stores/store-context';
import { AnswerKeyField, useAnswerKeyProblem } from '../components/answer-key-field';
import { ChoicesEditor, reletter } from '../components/choices-editor';
import { TaxonomyFields } from '../components/taxonomy-fields';
import { questionImportsApi } from '../import-api';
import { fallbackMessages, failureMessages, importMessages as m, sourceMessages, statusMessages } from '../import-messages';
import { useQuestionLinks } from '../links';
import { qbMessages } from '../messages';
import { STATUS_VARIANT } from './import-list-page';
import '../questions.css';

/** How often the page asks for the job's progress while it analyses or imports. */
export const IMPORT_POLL_MS = 1000;
const running = (imp: QuestionImportDto | null) => imp?.status === 'analyzing' || imp?.status === 'importing';
const ready = (d: QuestionDraftDto) => d.question_id === null && Object.keys(d.problems).length === 0;

/** One import: its state and the job's progress bar, the source text beside the drafts, fixes, and the bulk import. */
export const ImportDetailPage = observer(function ImportDetailPage() {
  const { api, ui } = useStores();
  const intl = useIntl();
  const navigate = useNavigate();
  const links = useQuestionLinks();
  const imports = useMemo(() => questionImportsApi(api), [api]);
  const id = Number(useParams().importId);
  // Just uploaded: the upload's answer (analysing, 0 done) shows at once and the first poll comes a beat later.
  const created = (useLocation().state as { created?: QuestionImportDto } | null)?.created;
  const [imp, setImp] = useState<QuestionImportDto | null>(created?.id === id ? created : null);
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [editing, setEditing] = useState<number | null>(null);
  const [pollFailed, setPollFailed] = useState(false);
  const [tick, setTick] = useState(0);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const [busy, setBusy] = useState(false);

  // The first load shows the loading overlay; the polls while a job runs are quiet.
  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = (background: boolean) =>
      imports.get(id, { background }).then(
        (value) => {
          if (!live) return;
          setPollFailed(false);
          setImp(value);
          if (running(value)) timer = setTimeout(() => void load(true), IMPORT_POLL_MS);
        },
        (error: unknown) => {
          if (!live) return;
          if (background) setPollFailed(true);
          else ui.handleError(error);
        },
      );
    if (tick === 0 && created?.id === id) timer = setTimeout(() => void load(true), IMPORT_POLL_MS);
    else void load(tick !== 0);
    return () => {
      live = false;
      clearTimeout(timer);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `created` only seeds the first render
  }, [id, imports, tick, ui]);

  const replaceDraft = useCallback(
    (d: QuestionDraftDto) => setImp((cur) => cur && { ...cur, drafts: cur.drafts.map((x) => (x.id === d.id ? d : x)) }),
    [],
  );

  if (!Number.isInteger(id) || id <= 0) return null;
  if (!imp) return <FullPageSpinner />;

  const readyDrafts = imp.drafts.filter(ready);
  const open = imp.status === 'saved' || imp.status === 'completed';
  const chosenReady = readyDrafts.filter((d) => chosen.has(d.id));
  const toggle = (draftId: number, on: boolean) =>
    setChosen((cur) => {
      const next = new Set(cur);
      if (on) next.add(draftId);
      else next.delete(draftId);
      return next;
    });
  const allChosen = readyDrafts.length > 0 && chosenReady.length === readyDrafts.length;

  const startImport = async () => {
    setBusy(true);
    try {
      const started = await imports.startImport(
        imp.id,
        chosenReady.map((d) => d.id),
      );
      setImp(started);
      setChosen(new Set());
      ui.toast(m.importStarted, 'success');
      setTick((n) => n + 1);
    } catch (error) {
      ui.handleError(error);
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    setBusy(true);
    try {
      await imports.remove(imp.id);
      ui.toast(m.removed, 'success');
      navigate(links.imports ?? links.list);
    } catch (error) {
      ui.handleError(error);
    } finally {
      setBusy(false);
      setConfirmRemove(false);
    }
  };

  // A finished import keeps its full bar: a job of a few drafts can end before the first poll, and the author
  // should still see how many of the chosen drafts went in.
  const showProgress = running(imp) || (imp.status === 'completed' && imp.progress.total > 0);
  const progressTitle = imp.status === 'analyzing' ? m.progressAnalyzing : imp.status === 'importing' ? m.progressImporting : m.progressImported;
  const percent = imp.progress.total > 0 ? Math.round((imp.progress.done / imp.progress.total) * 100) : 0;

  return (
    <>
      <PageHeader
        title={imp.title}
        badges={
          <Badge bg={STATUS_VARIANT[imp.status]} className="ms-2 fs-6 align-middle" data-testid="import-status" data-status={imp.status}>
            <FormattedMessage {...statusMessages[imp.status]} />
          </Badge>
        }
        subtitle={
          <>
            <FormattedMessage {...sourceMessages[imp.source_kind]} />
            {imp.analyzer && (
              <>
                {' · '}
                <FormattedMessage {...(imp.analyzer === 'ai' ? m.analyzerAi : m.analyzerParser)} />
              </>
            )}
          </>
        }
        back={{ to: links.imports ?? links.list, label: <FormattedMessage {...m.back} />, testId: 'import-back' }}
        actions={
          !running(imp) && (
            <Button variant="outline-danger" onClick={() => setConfirmRemove(true)} data-testid="import-remove">
              <FormattedMessage {...m.remove} />
            </Button>
          )
        }
      />

      {showProgress && (
        <Card className="shadow-soft mb-4" data-testid="import-progress-card">
          <Card.Body>
            <div className="d-flex justify-content-between mb-2">
              <span className="fw-medium">
                <FormattedMessage {...progressTitle} />
              </span>
              <span className="text-body-secondary small" aria-hidden="true">
                <FormattedMessage {...m.progressLabel} values={{ done: imp.progress.done, total: imp.progress.total }} />
              </span>
            </div>
            <ProgressBar
              now={percent}
              animated={running(imp)}
              striped={running(imp)}
              label={`${percent}%`}
              visuallyHidden={percent < 8}
              data-testid="import-progress"
              data-done={imp.progress.done}
              data-total={imp.progress.total}
              aria-label={intl.formatMessage(m.progressLabel, { done: imp.progress.done, total: imp.progress.total })}
            />
            {pollFailed && running(imp) && (
              <div className="mt-2 small text-danger">
                <FormattedMessage {...m.pollFailed} />{' '}
                <Button variant="link" size="sm" className="p-0 align-baseline" onClick={() => setTick((n) => n + 1)}>
                  <FormattedMessage {...m.checkAgain} />
                </Button>
              </div>
            )}
          </Card.Body>
        </Card>
      )}
      {imp.status === 'failed' && imp.failure && (
        <Alert variant="danger" data-testid="import-failure">
          <FormattedMessage {...failureMessages[imp.failure]} />
        </Alert>
      )}
      {imp.ai_fallback && (
        <Alert variant="warning" data-testid="import-fallback">
          <FormattedMessage {...fallbackMessages[imp.ai_fallback]} />
        </Alert>
      )}
      {imp.status === 'saved' && (
        <Alert variant="info" data-testid="import-saved-note">
          <FormattedMessage {...m.savedNote} values={{ count: imp.draft_count }} />
        </Alert>
      )}
      {imp.status === 'completed' && (
        <Alert variant="success" data-testid="import-completed-note">
          <FormattedMessage {...m.completedNote} values={{ count: imp.imported_count }} />{' '}
          <Link to={links.list} className="alert-link" data-testid="import-to-bank-link">
            <FormattedMessage {...m.toBank} />
          </Link>
        </Alert>
      )}

      {imp.drafts.length > 0 && (
        <Row className="g-4">
          <Col lg={5} className="order-lg-2">
            <Card className="shadow-soft import-source">
              <Card.Header className="bg-transparent fw-medium">
                <FormattedMessage {...m.sourceText} />
              </Card.Header>
              <Card.Body>
                <pre className="import-source-text mb-0" data-testid="import-source-text">
                  {imp.source_text}
                </pre>
              </Card.Body>
            </Card>
          </Col>
          <Col lg={7} className="order-lg-1">
            <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
              <h2 className="h5 mb-0">
                <FormattedMessage {...m.drafts} /> <span className="text-body-secondary fw-normal">({imp.drafts.length})</span>
              </h2>
              {open && readyDrafts.length > 0 && (
                <div className="d-flex flex-wrap align-items-center gap-3">
                  <Form.Check
                    id="import-select-all"
                    label={intl.formatMessage(m.selectReady, { count: readyDrafts.length })}
                    checked={allChosen}
                    onChange={(e) => setChosen(e.target.checked ? new Set(readyDrafts.map((d) => d.id)) : new Set())}
                    data-testid="import-select-all"
                  />
                  <Button onClick={() => void startImport()} disabled={busy || chosenReady.length === 0} data-testid="import-start">
                    <FormattedMessage {...m.importChosen} values={{ count: chosenReady.length }} />
                  </Button>
                </div>
              )}
            </div>
            {imp.drafts.map((d) =>
              editing === d.id ? (
                <DraftEditor
                  key={d.id}
                  importId={imp.id}
                  draft={d}
                  onSaved={(saved) => {
                    replaceDraft(saved);
                    setEditing(null);
                    ui.toast(m.saved, 'success');
                  }}
                  onCancel={() => setEditing(null)}
                />
              ) : (
                <DraftCard
                  key={d.id}
                  draft={d}
                  open={open}
                  chosen={chosen.has(d.id)}
                  onChoose={(on) => toggle(d.id, on)}
                  onEdit={() => setEditing(d.id)}
                  viewLink={d.question_id ? links.view(d.question_id) : null}
                />
              ),
            )}
          </Col>
        </Row>
      )}

      <ConfirmModal
        show={confirmRemove}
        title={<FormattedMessage {...m.remove} />}
        body={<FormattedMessage {...m.removeConfirm} />}
        confirmLabel={<FormattedMessage {...m.remove} />}
        danger
        busy={busy}
        onConfirm={() => void remove()}
        onCancel={() => setConfirmRemove(false)}
      />
    </>
  );
});

function DraftCard(props: {
  draft: QuestionDraftDto;
  open: boolean;
  chosen: boolean;
  onChoose: (on: boolean) => void;
  onEdit: () => void;
  viewLink: string | null;
}) {
  const { draft: d, open } = props;
  const intl = useIntl();
  const tax = useTaxonomy();
  const problems = Object.keys(d.problems);
  const isReady = ready(d);
  return (
    <Card className="shadow-soft mb-3" data-testid={`draft-${d.position}`} data-ready={isReady} data-imported={d.question_id !== null}>
      <Card.Body>
        <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
          {open && isReady && (
            <Form.Check
              id={`draft-choose-${d.id}`}
              aria-label={intl.formatMessage(m.choose, { n: d.position })}
              checked={props.chosen}
              onChange={(e) => props.onChoose(e.target.checked)}
              data-testid={`draft-choose-${d.position}`}
            />
          )}
          <span className="fw-semibold">
            <FormattedMessage {...m.draftNumber} values={{ n: d.position }} />
          </span>
          {d.question_id !== null ? (
            <Badge bg="success">
              <FormattedMessage {...m.imported} />
            </Badge>
          ) : isReady ? (
            <Badge bg="primary">
              <FormattedMessage {...m.ready} />
            </Badge>
          ) : (
            <Badge bg="warning" text="dark" data-testid={`draft-needs-fix-${d.position}`}>
              <FormattedMessage {...m.needsFix} />
            </Badge>
          )}
          <span className="small text-body-secondary">
            {tax.section(d.section)} · {tax.domain(d.domain)} · {tax.skill(d.skill)} · {tax.difficulty(d.difficulty)}
          </span>
          <span className="ms-auto d-flex gap-2">
            {open && d.question_id === null && (
              <Button size="sm" variant="outline-primary" onClick={props.onEdit} data-testid={`draft-edit-${d.position}`}>
                <FormattedMessage {...m.edit} />
              </Button>
            )}
            {props.viewLink && (
              <Link to={props.viewLink} className="btn btn-sm btn-outline-secondary">
                <FormattedMessage {...m.viewQuestion} />
              </Link>
            )}
          </span>
        </div>
        {d.passage && (
          <details className="mb-2 small">
            <summary className="text-body-secondary">
              <FormattedMessage {...m.passage} />: {d.passage.title}
            </summary>
            <MathText as="div" className="import-passage mt-1" html={d.passage.body} />
          </details>
        )}
        <MathText as="div" className="mb-2" html={d.stem} />
        {d.choices.length > 0 && (
          <ol className="import-choices mb-2" type="A">
            {d.choices.map((c) => (
              <li key={c.label}>
                <MathText as="span" html={c.text} />
              </li>
            ))}
          </ol>
        )}
        <div className="small">
          <span className="text-body-secondary">
            <FormattedMessage {...qbMessages.answerKey} />:
          </span>{' '}
          {d.answer_key ? (
            <code data-testid={`draft-key-${d.position}`}>{d.answer_key}</code>
          ) : (
            <span className="text-danger">
              <FormattedMessage {...m.noKey} />
            </span>
          )}
        </div>
        {problems.length > 0 && d.question_id === null && (
          <ul className="small text-danger mb-0 mt-2" data-testid={`draft-problems-${d.position}`}>
            {problems.map((field) => (
              <li key={field}>{problemText(intl, field, d.problems[field])}</li>
            ))}
          </ul>
        )}
        <details className="mt-2 small">
          <summary className="text-body-secondary">
            <FormattedMessage {...m.fromDocument} />
          </summary>
          <pre className="import-source-text import-excerpt mt-1 mb-0">{d.source_excerpt}</pre>
        </details>
      </Card.Body>
    </Card>
  );
}

/** A problem as the author reads it: the field's name and the server rule's message (the same ids the 422s use). */
function problemText(intl: ReturnType<typeof useIntl>, field: string, messageId: string): string {
  const names: Record<string, { id: string }> = {
    answer_key: qbMessages.answerKey as { id: string },
    choices: qbMessages.choices as { id: string },
    domain: qbMessages.domain as { id: string },
    skill: qbMessages.skill as { id: string },
    type: qbMessages.type as { id: string },
    stem: qbMessages.stem as { id: string },
    passage: m.passage as { id: string },
  };
  const label = names[field] ? intl.formatMessage(names[field]) : field;
  const hasText = Object.hasOwn(intl.messages, messageId);
  return `${label}: ${hasText ? intl.formatMessage({ id: messageId }) : intl.formatMessage(m.needsFix)}`;
}

function DraftEditor({
  importId,
  draft,
  onSaved,
  onCancel,
}: {
  importId: number;
  draft: QuestionDraftDto;
  onSaved: (d: QuestionDraftDto) => void;
  onCancel: () => void;
}) {
  const { api } = useStores();
  const intl = useIntl();
  const tax = useTaxonomy();
  const [v, setV] = useState(() => ({
    type: draft.type,
    section: draft.section as string,
    domain: draft.domain,
    skill: draft.skill,
    difficulty: draft.difficulty as string,
    stem: draft.stem,
    choices: draft.choices,
    answer_key: draft.answer_key,
    explanation: draft.explanation,
    passage: draft.passage,
  }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [touched, setTouched] = useState(false);
  const keyProblem = useAnswerKeyProblem(v.answer_key, v.type);
  const { submitting, formError, run } = useSubmit(setErrors);
  const set = <K extends keyof typeof v>(k: K, value: (typeof v)[K]) => setV((cur) => ({ ...cur, [k]: value }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (keyProblem) return;
    const patch = { ...v, choices: v.type === 'grid-in' ? [] : v.choices } as QuestionDraftPatch;
    void run(async () => onSaved(await questionImportsApi(api).updateDraft(importId, draft.id, patch)));
  };

  return (
    <Card className="shadow-soft mb-3 border-primary" data-testid={`draft-editor-${draft.position}`}>
      <Card.Body>
        <Form noValidate onSubmit={submit}>
          <h3 className="h6 mb-3">
            <FormattedMessage {...m.draftNumber} values={{ n: draft.position }} />
          </h3>
          <Row className="g-2">
            <Col sm={6}>
              <SelectField
                name="type"
                label={<FormattedMessage {...qbMessages.type} />}
                options={QUESTION_TYPES.map((t) => ({ value: t, label: tax.type(t) }))}
                value={v.type}
                onChange={(e: ChangeEvent<HTMLSelectElement>) => {
                  const type = e.target.value as QuestionType;
                  setV((cur) => ({
                    ...cur,
                    type,
                    choices: type === 'multiple-choice' && cur.choices.length === 0 ? reletter(['', '', '', '']) : cur.choices,
                  }));
                }}
                error={errors.type}
                className="mb-3"
                testId="draft-type"
              />
            </Col>
            <Col sm={6}>
              <SelectField
                name="difficulty"
                label={<FormattedMessage {...qbMessages.difficulty} />}
                options={DIFFICULTIES.map((x) => ({ value: x, label: tax.difficulty(x) }))}
                value={v.difficulty}
                onChange={(e: ChangeEvent<HTMLSelectElement>) => set('difficulty', e.target.value)}
                error={errors.difficulty}
                className="mb-3"
                testId="draft-difficulty"
              />
            </Col>
          </Row>
          <TaxonomyFields
            mode="edit"
            value={{ section: v.section, domain: v.domain, skill: v.skill }}
            onChange={(next) => setV((cur) => ({ ...cur, ...next }))}
            errors={{ section: errors.section, domain: errors.domain, skill: errors.skill }}
          />
          <TextField
            name="stem"
            as="textarea"
            rows={4}
            label={<FormattedMessage {...qbMessages.stem} />}
            value={v.stem}
            onChange={(e) => set('stem', e.target.value)}
            error={errors.stem}
            className="mb-3"
            testId="draft-stem"
          />
          {v.type === 'multiple-choice' && <ChoicesEditor choices={v.choices} onChange={(c) => set('choices', c)} error={errors.choices} />}
          <AnswerKeyField
            value={v.answer_key}
            onChange={(k) => set('answer_key', k)}
            type={v.type}
            serverError={errors.answer_key}
            touched={touched}
          />
          <TextField
            name="explanation"
            as="textarea"
            rows={2}
            optional
            label={<FormattedMessage {...qbMessages.explanation} />}
            value={v.explanation}
            onChange={(e) => set('explanation', e.target.value)}
            error={errors.explanation}
            className="mb-3"
          />
          {v.passage ? (
            <fieldset className="mb-3">
              <legend className="fs-6 fw-medium mb-2">
                <FormattedMessage {...m.passage} />
              </legend>
              <TextField
                name="passage_title"
                label={<FormattedMessage {...m.passageTitle} />}
                value={v.passage.title}
                onChange={(e) => set('passage', { ...v.passage!, title: e.target.value })}
                className="mb-2"
              />
              <TextField
                name="passage_body"
                as="textarea"
                rows={4}
                label={<FormattedMessage {...m.passageBody} />}
                value={v.passage.body}
                onChange={(e) => set('passage', { ...v.passage!, body: e.target.value })}
                error={errors.passage}
                className="mb-2"
              />
              <Button variant="link" size="sm" className="p-0 text-danger" onClick={() => set('passage', null)}>
                <FormattedMessage {...m.removePassage} />
              </Button>
            </fieldset>
          ) : (
            <Button variant="link" size="sm" className="p-0 mb-3" onClick={() => set('passage', { title: '', body: '' })}>
              <FormattedMessage {...m.addPassage} />
            </Button>
          )}
          {formError && <div className="text-danger mb-3">{formError}</div>}
          <div className="d-flex gap-2">
            <Button type="submit" disabled={submitting} data-testid="draft-save">
              <FormattedMessage {...m.save} />
            </Button>
            <Button variant="outline-secondary" onClick={onCancel} aria-label={intl.formatMessage(m.cancel)}>
              <FormattedMessage {...m.cancel} />
            </Button>
          </div>
        </Form>
      </Card.Body>
    </Card>
  );
}
