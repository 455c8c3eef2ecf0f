import { Badge, Button, Table } from 'react-bootstrap';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import type { CompanyMemberDto } from '@app/shared';
import { displayName } from '../../../lib/user-name';
import { membersMessages as m, roleMessages } from '../messages';

/** A company's members: name (linked when `linkTo` is given), e-mail, roles, when and how they joined, a remove button. */
export function MembersTable({
  rows,
  linkTo,
  onRemove,
  showRoles = false,
}: {
  rows: CompanyMemberDto[];
  linkTo?: (id: number) => string;
  onRemove?: (member: CompanyMemberDto) => void;
  showRoles?: boolean;
}) {
  // A positioned scroller: the visually hidden header is absolutely positioned and would widen a 375 px page.
  return (
    <div className="table-responsive position-relative">
      <Table hover className="mb-0 align-middle">
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage {...m.colName} />
            </th>
            <th scope="col" className="d-none d-md-table-cell">
              <FormattedMessage {...m.colEmail} />
            </th>
            {showRoles && (
              <th scope="col">
                <FormattedMessage {...m.colRoles} />
              </th>
            )}
            <th scope="col">
              <FormattedMessage {...m.colJoined} />
            </th>
            {onRemove && (
              <th scope="col" className="text-end">
                <span className="visually-hidden">
                  <FormattedMessage {...m.colActions} />
                </span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((u) => (
            <tr key={u.id} data-testid={`company-member-${u.id}`}>
              <td>
                {linkTo ? <Link to={linkTo(u.id)}>{displayName(u)}</Link> : displayName(u)}{' '}
                <span className="small text-body-secondary">@{u.username}</span>
                {/* Narrow screens: the e-mail under the name instead of a column of its own. */}
                <div className="small text-body-secondary d-md-none">{u.email}</div>
              </td>
              <td className="small d-none d-md-table-cell">{u.email}</td>
              {showRoles && (
                <td className="small">
                  {u.roles
                    .filter((r) => r in roleMessages)
                    .map((r) => (
                      <Badge key={r} bg="light" text="dark" className="border me-1">
                        <FormattedMessage {...roleMessages[r as keyof typeof roleMessages]} />
                      </Badge>
                    ))}
                </td>
              )}
              <td className="small text-nowrap">
                <FormattedDate value={u.joined_at} dateStyle="medium" />
                {u.joined_by === 'code' && (
                  <Badge bg="info-subtle" text="info-emphasis" className="ms-2">
                    <FormattedMessage {...m.byCode} />
                  </Badge>
                )}
              </td>
              {onRemove && (
                <td className="text-end">
                  <Button
                    size="sm"
                    variant="outline-danger"
                    className="text-nowrap"
                    onClick={() => onRemove(u)}
                    data-testid={`company-member-remove-${u.id}`}
                  >
                    <FormattedMessage {...m.remove} />
                  </Button>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}
