import { Badge, Table } from 'react-bootstrap';
import { FormattedMessage, useIntl } from 'react-intl';
import { PAGE_SIZE, type ReferralDto, type ReferralPageDto, type ReferralStatus } from '@app/shared';
import { Pager } from '../../../components/pager';
import { invitationMessages as m, referralStatusMessages } from '../messages';

const STATUS_BG: Record<ReferralStatus, string> = { pending: 'warning', completed: 'success', invalid: 'secondary' };

function inviteeName(r: ReferralDto): string | null {
  if (!r.invitee) return null;
  return `${r.invitee.first_name} ${r.invitee.last_name}`.trim() || r.invitee.username;
}

/** The friends who registered with the user's code, with their referral status (spec section 4). */
export function ReferralList({ page, onPage }: { page: ReferralPageDto; onPage: (page: number) => void }) {
  const intl = useIntl();
  if (page.data.length === 0) {
    return (
      <p className="text-body-secondary mb-0" data-testid="referrals-empty">
        <FormattedMessage {...m.listEmpty} />
      </p>
    );
  }
  return (
    <>
      <Table responsive size="sm" className="align-middle mb-3" data-testid="referral-list">
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage {...m.colFriend} />
            </th>
            <th scope="col">
              <FormattedMessage {...m.colStatus} />
            </th>
            <th scope="col">
              <FormattedMessage {...m.colDate} />
            </th>
          </tr>
        </thead>
        <tbody>
          {page.data.map((r) => (
            <tr key={r.id} data-testid={`referral-${r.id}`}>
              <td className="text-break">{inviteeName(r) ?? intl.formatMessage(m.unregistered)}</td>
              <td>
                <Badge bg={`${STATUS_BG[r.status]}-subtle`} text={`${STATUS_BG[r.status]}-emphasis`} data-status={r.status}>
                  {intl.formatMessage(referralStatusMessages[r.status])}
                </Badge>
              </td>
              <td className="text-nowrap">{intl.formatDate(r.created_at, { dateStyle: 'medium' })}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      <Pager page={page.current_page} total={page.total} perPage={PAGE_SIZE} onPage={onPage} />
    </>
  );
}
