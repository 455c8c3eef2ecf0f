import { Badge, Table } from 'react-bootstrap';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import type { ClassSummaryDto } from '@app/shared';
import { displayName } from '../../../lib/user-name';
import { commonMessages as cm, listMessages as m } from '../messages';
import { TableHead } from './table-head';

export function ClassDates({ c }: { c: Pick<ClassSummaryDto, 'start_date' | 'end_date'> }) {
  if (!c.start_date && !c.end_date) return <span className="text-body-secondary">—</span>;
  return (
    <span className="text-nowrap">
      {c.start_date ? <FormattedDate value={`${c.start_date}T00:00:00`} dateStyle="medium" /> : '…'} –{' '}
      {c.end_date ? <FormattedDate value={`${c.end_date}T00:00:00`} dateStyle="medium" /> : '…'}
    </span>
  );
}

export function ArchivedBadge({ archived }: { archived: boolean }) {
  if (!archived) return null;
  return (
    <Badge bg="secondary-subtle" text="secondary-emphasis" data-testid="class-archived">
      <FormattedMessage {...cm.archived} />
    </Badge>
  );
}

/** Classes as a table: name (linked by `linkOf`), method, dates, seats, open tests, owner. */
export function ClassListTable({
  classes,
  linkOf,
  showOwner,
}: {
  classes: ClassSummaryDto[];
  linkOf: (c: ClassSummaryDto) => string;
  showOwner?: boolean;
}) {
  return (
    <Table responsive hover className="mb-0 align-middle">
      <TableHead columns={[m.colName, m.colMethod, m.colDates, m.colStudents, m.colOpenTests, !!showOwner && m.colOwner]} />
      <tbody>
        {classes.map((c) => (
          <tr key={c.id} data-testid={`class-row-${c.id}`}>
            <td>
              <Link to={linkOf(c)} className="fw-medium">
                {c.name}
              </Link>{' '}
              <ArchivedBadge archived={c.archived} />
            </td>
            <td className="text-nowrap">
              <FormattedMessage {...cm[`method_${c.method}`]} />
            </td>
            <td className="small">
              <ClassDates c={c} />
            </td>
            <td className="text-nowrap">
              {c.student_count} / {c.capacity}
            </td>
            <td>{c.open_test_count}</td>
            {showOwner && <td className="text-nowrap">{displayName(c.owner)}</td>}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
