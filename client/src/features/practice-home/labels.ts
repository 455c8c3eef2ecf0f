import type { MessageDescriptor } from 'react-intl';
import type { CatalogKind, CatalogProgress } from '@app/shared';
import { KIND_LABELS } from '../../components/taxonomy/test-labels';
import { catalogMessages as m } from './messages';

export const CATALOG_KIND_LABELS: Record<CatalogKind, MessageDescriptor> = { full: m.kindFull, ...KIND_LABELS };

export const PROGRESS_LABELS: Record<CatalogProgress, MessageDescriptor> = {
  not_started: m.progressNotStarted,
  in_progress: m.progressInProgress,
  completed: m.progressCompleted,
};
