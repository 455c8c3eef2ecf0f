import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { Alert, Button, Col, Form, Row, Spinner } from 'react-bootstrap';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { FLASH_LIMITS, Role } from '@app/shared';
import { PageHeader } from '../../../components/page-header';
import { useLoad } from '../../../components/hooks/use-load';
import { PATHS } from '../../../config/paths';
import { useStores } from '../../../stores/store-context';
import { flashcardsApi } from '../api';
import { AssignedQuizzesPanel } from '../components/assigned-quizzes-panel';
import { DeckCard } from '../components/deck-card';
import { homeMessages as m } from '../messages';
import { deckPath, FLASH_PATHS } from '../paths';

/** /flashCards: the decks (the library for a visitor), a student's assigned quizzes, a new deck of one's own. */
export const FlashcardsPage = observer(function FlashcardsPage() {
  const { api, session, ui } = useStores();
  const intl = useIntl();
  const navigate = useNavigate();
  const signedIn = session.isLoggedIn;
  const fc = flashcardsApi(api);
  const { data: decks } = useLoad(() => (signedIn ? fc.decks() : fc.library()), `flash-decks-${signedIn}`, { pageLevel: true });
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const mayCreate = signedIn && session.hasAnyRole([Role.Student, Role.Teacher, Role.Admin, Role.SuperAdmin]);

  async function create(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    try {
      const deck = await fc.createDeck({ name });
      navigate(deckPath(deck.id));
    } catch (error) {
      ui.handleError(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="container py-4" data-testid="flashcards-page">
      <PageHeader
        title={<FormattedMessage {...m.title} />}
        subtitle={<FormattedMessage {...m.subtitle} />}
        actions={
          signedIn && session.hasAnyRole([Role.Teacher]) ? (
            <Link to={FLASH_PATHS.quizzes} className="btn btn-outline-primary" data-testid="flash-quizzes-link">
              <FormattedMessage {...m.quizzesLink} />
            </Link>
          ) : undefined
        }
      />
      {!signedIn && (
        <Alert variant="info" className="d-flex flex-wrap align-items-center justify-content-between gap-2" data-testid="visitor-note">
          <span>
            <FormattedMessage {...m.visitorNote} />
          </span>
          <Link to={PATHS.register} className="btn btn-primary btn-sm" data-testid="visitor-signup">
            <FormattedMessage {...m.signUp} />
          </Link>
        </Alert>
      )}
      <AssignedQuizzesPanel />
      {!decks ? (
        <Spinner animation="border" className="d-block mx-auto my-4" />
      ) : decks.length === 0 ? (
        <p className="text-body-secondary">
          <FormattedMessage {...m.empty} />
        </p>
      ) : (
        <Row xs={1} md={2} lg={3} className="g-3 mb-4">
          {decks.map((d) => (
            <Col key={d.id}>
              <DeckCard deck={d} signedIn={signedIn} />
            </Col>
          ))}
        </Row>
      )}
      {mayCreate && (
        <Form onSubmit={create} className="d-flex flex-wrap gap-2 align-items-end" data-testid="new-deck-form">
          <Form.Group controlId="new-deck-name" className="flex-grow-1" style={{ maxWidth: 360 }}>
            <Form.Label className="small fw-semibold">
              <FormattedMessage {...m.newDeck} />
            </Form.Label>
            <Form.Control
              value={name}
              maxLength={FLASH_LIMITS.deckNameMax}
              placeholder={intl.formatMessage(m.deckName)}
              onChange={(e) => setName(e.target.value)}
              required
            />
          </Form.Group>
          <Button type="submit" disabled={busy || !name.trim()}>
            <FormattedMessage {...m.create} />
          </Button>
        </Form>
      )}
    </div>
  );
});
