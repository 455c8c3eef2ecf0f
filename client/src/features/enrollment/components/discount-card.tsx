import { Card, Table } from 'react-bootstrap';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatMinorAmount, type EnrollmentDiscountDto } from '@app/shared';
import { discountMessages as m } from '../messages';

/**
 * The discount with its arithmetic (spec section 9: group and referral), as the server computed it (or, while
 * the family types in step 3, as the same shared rule will). Amounts are minor units of the course's currency.
 */
export function DiscountCard({
  discount,
  tuition,
  preview,
  office,
  className = 'mb-4',
}: {
  discount: EnrollmentDiscountDto;
  /** Fee × students before the discount (minor units); left out when the course has no fee. */
  tuition?: number;
  preview?: boolean;
  /** The back office's view: worded about the family, not to them. */
  office?: boolean;
  className?: string;
}) {
  const intl = useIntl();
  const money = (n: number) => formatMinorAmount(n, discount.currency);
  return (
    <Card className={`enroll-discount border-success-subtle ${className}`} data-testid="enroll-discount">
      <Card.Body>
        <h2 className="h6 fw-semibold mb-2">
          <FormattedMessage {...(office ? m.officeTitle : m.title)} />
        </h2>
        {discount.lines.length === 0 ? (
          <p className="small text-body-secondary mb-0" data-testid="enroll-discount-none">
            <FormattedMessage {...m.none} />
          </p>
        ) : (
          <Table size="sm" className="mb-2 small align-middle">
            <tbody>
              {discount.lines.map((l) => (
                <tr key={l.kind} data-testid={`enroll-discount-${l.kind}`}>
                  <td>{l.kind === 'group' ? intl.formatMessage(m.group, { size: l.group_size ?? l.students }) : intl.formatMessage(m.referral)}</td>
                  <td className="text-body-secondary text-nowrap">
                    {intl.formatMessage(m.each, { per: money(l.per_student), students: l.students })}
                  </td>
                  <td className="text-end text-nowrap">−{money(l.amount)}</td>
                </tr>
              ))}
              <tr className="fw-semibold">
                <td colSpan={2}>
                  <FormattedMessage {...m.total} />
                </td>
                <td className="text-end text-nowrap text-success" data-testid="enroll-discount-total">
                  −{money(discount.total)}
                </td>
              </tr>
            </tbody>
          </Table>
        )}
        {tuition !== undefined && tuition > 0 && (
          <div className="small text-body-secondary">{intl.formatMessage(m.tuition, { amount: money(tuition) })}</div>
        )}
        {discount.referrer_bonus > 0 && (
          <div className="small text-body-secondary">
            {intl.formatMessage(office ? m.officeBonus : m.bonus, { amount: money(discount.referrer_bonus) })}
          </div>
        )}
        <div className="small text-body-secondary mt-1">
          <FormattedMessage {...(preview ? m.preview : office ? m.officeNote : m.note)} />
        </div>
      </Card.Body>
    </Card>
  );
}
