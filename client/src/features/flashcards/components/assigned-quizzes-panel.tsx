import { observer } from 'mobx-react-lite';
import { Badge, Card, ListGroup } from 'react-bootstrap';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { Role } from '@app/shared';
import { useLoad } from '../../../components/hooks/use-load';
import { useStores } from '../../../stores/store-context';
import { flashcardsApi } from '../api';
import { assignedMessages as m } from '../messages';
import { quizDayPath } from '../paths';

/** How many quiz days the panel lists (the newest; older ones are history). */
const SHOWN = 6;

/** A student's vocabulary quizzes (on /flashCards and the practice home): the newest days, to do or with the score. Nothing for others. */
export const AssignedQuizzesPanel = observer(function AssignedQuizzesPanel() {
  const { api, session } = useStores();
  const isStudent = session.isLoggedIn && session.hasAnyRole([Role.Student]);
  const { data } = useLoad(() => flashcardsApi(api).myQuizzes(), 'flash-my-quizzes', { skip: !isStudent });
  if (!isStudent || !data || data.length === 0) return null;
  return (
    <Card className="shadow-soft mb-4 border-primary-subtle" data-testid="assigned-quizzes">
      <Card.Body className="p-4">
        <h2 className="h5 fw-semibold mb-3">
          <FormattedMessage {...m.title} />
        </h2>
        <ListGroup variant="flush">
          {data.slice(0, SHOWN).map((q) => (
            <ListGroup.Item
              key={`${q.assignment_id}-${q.date}`}
              className="d-flex flex-wrap justify-content-between align-items-center gap-2 px-0"
              data-testid={`assigned-${q.assignment_id}-${q.date}`}
            >
              <div>
                <div className="fw-semibold">{q.title}</div>
                <div className="small text-body-secondary">
                  <FormattedMessage
                    {...m.meta}
                    values={{
                      className: q.class_name,
                      deck: q.deck_name,
                      date: <FormattedDate value={`${q.date}T12:00:00Z`} dateStyle="medium" timeZone="UTC" />,
                    }}
                  />
                </div>
              </div>
              <div className="d-flex align-items-center gap-2">
                {q.score === null ? (
                  <Badge bg="warning" text="dark">
                    <FormattedMessage {...m.todo} />
                  </Badge>
                ) : (
                  <Badge bg="success" data-testid="assigned-score">
                    <FormattedMessage {...m.score} values={{ score: q.score, total: q.question_count }} />
                  </Badge>
                )}
                <Link to={quizDayPath(q.assignment_id, q.date)} className="btn btn-sm btn-outline-primary" data-testid="assigned-open">
                  <FormattedMessage {...(q.score === null ? m.take : m.review)} />
                </Link>
              </div>
            </ListGroup.Item>
          ))}
        </ListGroup>
      </Card.Body>
    </Card>
  );
});
