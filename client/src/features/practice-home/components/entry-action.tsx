import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { CatalogEntryDto } from '@app/shared';
import { catalogMessages as m } from '../messages';
import { runnerPath, startPath } from '../paths';

/**
 * Start opens the test's start page (rules, setup, system check); Resume goes straight back into the
 * running attempt. The accessible name carries the title, so a list of rows has distinct buttons.
 */
export function EntryAction({ entry, size }: { entry: CatalogEntryDto; size?: 'sm' }) {
  const intl = useIntl();
  const running = entry.activeAttemptId !== null;
  const label = running ? m.resumeLabel : m.startLabel;
  return (
    <Link
      to={running ? runnerPath(entry.type, entry.id) : startPath(entry.type, entry.id)}
      className={`btn ${running ? 'btn-warning' : 'btn-primary'}${size ? ` btn-${size}` : ''} text-nowrap`}
      aria-label={intl.formatMessage(label, { title: entry.title })}
      data-testid={`${entry.type}-${entry.id}-${running ? 'resume' : 'start'}`}
    >
      {intl.formatMessage(running ? m.resume : m.start)}
    </Link>
  );
}
