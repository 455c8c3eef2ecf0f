import { Badge, ListGroup } from 'react-bootstrap';
import { FormattedDate, FormattedMessage, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router-dom';
import type { ClassTestDto } from '@app/shared';
import { dueState, type DueState } from '../due';
import { commonMessages as cm } from '../messages';
import { lockPath } from '../paths';

const DUE_BADGE: Record<DueState, { bg: string; text?: string; label: MessageDescriptor }> = {
  upcoming: { bg: 'info', text: 'dark', label: cm.due_upcoming },
  open: { bg: 'primary', label: cm.due_open },
  dueSoon: { bg: 'warning', text: 'dark', label: cm.due_dueSoon },
  overdue: { bg: 'danger', label: cm.due_overdue },
  done: { bg: 'success', label: cm.due_done },
};

export function DueBadge({ test, now = new Date() }: { test: Pick<ClassTestDto, 'opens_at' | 'due_at' | 'my_progress'>; now?: Date }) {
  const state = dueState(test, now);
  const b = DUE_BADGE[state];
  return (
    <Badge bg={b.bg} text={b.text as 'dark' | undefined} data-due={state}>
      <FormattedMessage {...b.label} />
    </Badge>
  );
}

/**
 * Class tests with their due dates, for students (a link to each lock page) and parents (`linked` false,
 * with the score beside it when there is one).
 */
export function ClassTestList({
  tests,
  linked = true,
  scoreOf,
}: {
  tests: ClassTestDto[];
  linked?: boolean;
  scoreOf?: (t: ClassTestDto) => number | null;
}) {
  return (
    <ListGroup variant="flush">
      {tests.map((t) => (
        <ListGroup.Item
          key={t.id}
          className="px-0 d-flex flex-wrap align-items-center justify-content-between gap-2"
          data-testid={`my-class-test-${t.id}`}
        >
          <div>
            <div className="fw-medium">{linked ? <Link to={lockPath(t.id)}>{t.title}</Link> : t.title}</div>
            <div className="small text-body-secondary">
              {t.class_name} ·{' '}
              <FormattedMessage {...cm.dueOn} values={{ date: <FormattedDate value={t.due_at} dateStyle="medium" timeStyle="short" /> }} />
            </div>
          </div>
          <div className="d-flex align-items-center gap-2">
            {scoreOf && scoreOf(t) !== null && (
              <span className="fw-semibold" data-testid={`class-test-score-${t.id}`}>
                {scoreOf(t)}
              </span>
            )}
            <DueBadge test={t} />
          </div>
        </ListGroup.Item>
      ))}
    </ListGroup>
  );
}
