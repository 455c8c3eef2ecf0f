import type { ReactNode } from 'react';
import { Badge, Card, Spinner } from 'react-bootstrap';
import { FormattedDate, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { localizedText, type CourseState, type CourseSummaryDto, type Locale, type LocalizedText } from '@app/shared';
import { formatMoney } from '../../wallet';
import { commonMessages as cm, stateMessages } from '../messages';

const STATE_COLOR: Record<CourseState, string> = {
  in_progress: 'success',
  incomplete: 'warning',
  completed: 'primary',
  expired: 'secondary',
  ended: 'secondary',
};

/** The course's title (or description) in the reader's language, falling back as the server does. */
export function useLocalized() {
  const intl = useIntl();
  return (text: LocalizedText) => localizedText(text, intl.locale as Locale);
}

export function StateBadge({ state }: { state: CourseState }) {
  return (
    <Badge bg={`${STATE_COLOR[state]}-subtle`} text={`${STATE_COLOR[state]}-emphasis` as 'dark'} data-testid="course-state" data-state={state}>
      <FormattedMessage {...stateMessages[state]} />
    </Badge>
  );
}

export function InactiveBadge({ active }: { active: boolean }) {
  if (active) return null;
  return (
    <Badge bg="secondary-subtle" text={'secondary-emphasis' as 'dark'} data-testid="course-inactive">
      <FormattedMessage {...cm.inactive} />
    </Badge>
  );
}

export function Fee({ c }: { c: Pick<CourseSummaryDto, 'fee' | 'currency'> }) {
  const intl = useIntl();
  return <span className="text-nowrap">{formatMoney(intl, c.fee, c.currency)}</span>;
}

export function CourseDates({ c }: { c: Pick<CourseSummaryDto, 'start_date' | 'end_date'> }) {
  if (!c.start_date && !c.end_date) return <FormattedMessage {...cm.noDates} />;
  return (
    <span>
      <span className="text-nowrap">{c.start_date ? <FormattedDate value={`${c.start_date}T00:00:00`} dateStyle="medium" /> : '…'}</span> –{' '}
      <span className="text-nowrap">{c.end_date ? <FormattedDate value={`${c.end_date}T00:00:00`} dateStyle="medium" /> : '…'}</span>
    </span>
  );
}

export function Seats({ c }: { c: Pick<CourseSummaryDto, 'accepted_count' | 'capacity'> }) {
  return <FormattedMessage {...cm.seats} values={{ accepted: c.accepted_count, capacity: c.capacity }} />;
}

/** A card's list: a spinner while it loads, the `empty` line when it has no rows, else the rows drawn. */
export function CardRows<T>({
  data,
  empty,
  children,
}: {
  data: T[] | null | undefined;
  empty: MessageDescriptor;
  children: (rows: T[]) => ReactNode;
}) {
  if (!data) return <Spinner animation="border" className="d-block mx-auto my-4" />;
  if (data.length === 0)
    return (
      <Card.Body className="text-body-secondary">
        <FormattedMessage {...empty} />
      </Card.Body>
    );
  return <>{children(data)}</>;
}
