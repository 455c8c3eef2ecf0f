import { Badge } from 'react-bootstrap';
import type { PublishStatus } from '@app/shared';
import { useTaxonomy } from '../taxonomy';

export function StatusBadge({ status }: { status: PublishStatus }) {
  const tax = useTaxonomy();
  return (
    <Badge
      bg={status === 'published' ? 'success-subtle' : 'warning-subtle'}
      text={status === 'published' ? 'success-emphasis' : 'warning-emphasis'}
      data-status={status}
    >
      {tax.status(status)}
    </Badge>
  );
}
