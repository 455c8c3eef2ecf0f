import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { CatalogEntryDto } from '@app/shared';
import { catalogMessages as m } from '../messages';
import { runnerPath, startPath } from '../paths';

/** The score report of an attempt (the results feature's /result/:id). */
const reportPath = (attemptId: number) => `/result/${attemptId}`;

/**
 * Start opens the test's start page (rules, setup, system check); Resume goes straight back into the
 * running attempt; a completed test offers its last report (Review) and another take (Retake, through the
 * start page) instead of a Start that hides that it was done. The accessible names carry the title, so a
 * list of rows has distinct buttons.
 */
export function EntryAction({ entry, size }: { entry: CatalogEntryDto; size?: 'sm' }) {
  const intl = useIntl();
  const btn = (variant: string) => `btn ${variant}${size ? ` btn-${size}` : ''} text-nowrap`;
  const running = entry.activeAttemptId !== null;
  if (!running && entry.lastFinishedAttemptId !== null) {
    return (
      <span className="d-inline-flex flex-wrap gap-1">
        <Link
          to={reportPath(entry.lastFinishedAttemptId)}
          className={btn('btn-outline-primary')}
          aria-label={intl.formatMessage(m.reviewLabel, { title: entry.title })}
          data-testid={`${entry.type}-${entry.id}-review`}
        >
          {intl.formatMessage(m.review)}
        </Link>
        <Link
          to={startPath(entry.type, entry.id)}
          className={btn('btn-primary')}
          aria-label={intl.formatMessage(m.retakeLabel, { title: entry.title })}
          data-testid={`${entry.type}-${entry.id}-retake`}
        >
          {intl.formatMessage(m.retake)}
        </Link>
      </span>
    );
  }
  const label = running ? m.resumeLabel : m.startLabel;
  return (
    <Link
      to={running ? runnerPath(entry.type, entry.id) : startPath(entry.type, entry.id)}
      className={btn(running ? 'btn-warning' : 'btn-primary')}
      aria-label={intl.formatMessage(label, { title: entry.title })}
      data-testid={`${entry.type}-${entry.id}-${running ? 'resume' : 'start'}`}
    >
      {intl.formatMessage(running ? m.resume : m.start)}
    </Link>
  );
}
