import { Badge } from 'react-bootstrap';
import { FormattedMessage } from 'react-intl';
import type { CatalogEntryDto } from '@app/shared';
import { ClockIcon } from '../../../components/icons';
import { SECTION_LABELS, VERSION_LABELS } from '../../../components/taxonomy/test-labels';
import { CATALOG_KIND_LABELS } from '../labels';
import { catalogMessages as m } from '../messages';
import { testLabelMessages } from '../../../components/taxonomy/test-label-messages';
import { minutesOf } from '../../../lib/duration';

/** "Math", or "All sections" for a full test. */
export function SectionName({ entry }: { entry: CatalogEntryDto }) {
  return <FormattedMessage {...(entry.section ? SECTION_LABELS[entry.section] : m.allSections)} />;
}

/** Kind, section and version as badges. */
export function EntryBadges({ entry }: { entry: CatalogEntryDto }) {
  return (
    <div className="d-flex flex-wrap gap-1">
      <Badge bg="primary" className="fw-medium">
        <FormattedMessage {...CATALOG_KIND_LABELS[entry.kind]} />
      </Badge>
      <Badge bg="light" text="dark" className="border fw-medium">
        <SectionName entry={entry} />
      </Badge>
      <Badge bg="light" text="dark" className="border fw-medium">
        <FormattedMessage {...VERSION_LABELS[entry.version]} />
      </Badge>
    </div>
  );
}

/** "98 questions · 134 min". */
export function EntrySize({ entry }: { entry: CatalogEntryDto }) {
  return (
    <span className="d-inline-flex flex-wrap gap-3 small text-body-secondary">
      <span>
        <FormattedMessage {...testLabelMessages.questions} values={{ count: entry.questionCount }} />
      </span>
      <span className="d-inline-flex align-items-center gap-1">
        <ClockIcon size={14} />
        <FormattedMessage {...testLabelMessages.minutes} values={{ minutes: minutesOf(entry.timeLimitSeconds) }} />
      </span>
    </span>
  );
}

export function Takes({ count }: { count: number }) {
  return (
    <span className="small text-body-secondary">
      <FormattedMessage {...m.takes} values={{ count }} />
    </span>
  );
}
