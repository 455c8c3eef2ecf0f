import { Badge, Card } from 'react-bootstrap';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { FLASH_LIMITS, type DeckSummaryDto } from '@app/shared';
import { deckMessages as m } from '../messages';
import { deckPath, quizPath, studyPath } from '../paths';

/** One deck on the flashcards page: its counts and the ways in (study, quiz, the card list for the signed-in). */
export function DeckCard({ deck, signedIn }: { deck: DeckSummaryDto; signedIn: boolean }) {
  return (
    <Card className="shadow-soft h-100" data-testid={`deck-${deck.id}`}>
      <Card.Body className="d-flex flex-column gap-2">
        <div className="d-flex justify-content-between align-items-start gap-2">
          <h2 className="h5 fw-semibold mb-0">{deck.name}</h2>
          <Badge bg="light" text="dark" className="border">
            <FormattedMessage {...m[`kind_${deck.kind}`]} />
          </Badge>
        </div>
        {deck.owner_name && (
          <div className="small text-body-secondary">
            <FormattedMessage {...m.by} values={{ name: deck.owner_name }} />
          </div>
        )}
        {deck.description && <p className="small text-body-secondary mb-0">{deck.description}</p>}
        <div className="small d-flex flex-wrap gap-3" data-testid="deck-counts">
          <span>
            <FormattedMessage {...m.cards} values={{ count: deck.card_count }} />
          </span>
          {signedIn && (
            <>
              <span className="text-primary fw-semibold" data-testid="deck-due">
                <FormattedMessage {...m.due} values={{ count: deck.due_count }} />
              </span>
              <span data-testid="deck-new">
                <FormattedMessage {...m.new} values={{ count: deck.new_count }} />
              </span>
            </>
          )}
        </div>
        <div className="mt-auto d-flex flex-wrap gap-2 pt-2">
          <Link to={studyPath(deck.id)} className="btn btn-primary btn-sm" data-testid="deck-study">
            <FormattedMessage {...m.study} />
          </Link>
          {deck.card_count >= FLASH_LIMITS.quizDeckMin && (
            <Link to={quizPath(deck.id)} className="btn btn-outline-primary btn-sm" data-testid="deck-quiz">
              <FormattedMessage {...m.quiz} />
            </Link>
          )}
          {signedIn && (
            <Link to={deckPath(deck.id)} className="btn btn-outline-secondary btn-sm" data-testid="deck-manage">
              <FormattedMessage {...m.manage} />
            </Link>
          )}
        </div>
      </Card.Body>
    </Card>
  );
}
