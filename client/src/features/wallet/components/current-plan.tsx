import { Card } from 'react-bootstrap';
import { FormattedMessage, useIntl } from 'react-intl';
import { FREE_DAILY_FULL_TESTS, FREE_DAILY_SECTION_PRACTICES, type WalletDto } from '@app/shared';
import { planMessages as m } from '../messages';
import { satPlanActive } from '../plan-state';

/** The signed-in user's plan: pro (until or for life), the SAT plan's end, or free; and report unlocks left. */
export function CurrentPlan({ wallet }: { wallet: WalletDto }) {
  const intl = useIntl();
  const date = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium' });
  const lines: string[] = [];
  if (wallet.is_pro) {
    lines.push(wallet.pro_expired_at ? intl.formatMessage(m.proUntil, { date: date(wallet.pro_expired_at) }) : intl.formatMessage(m.proLifetime));
  }
  if (wallet.sat_plan_expired_at && satPlanActive(wallet)) {
    lines.push(intl.formatMessage(m.satUntil, { date: date(wallet.sat_plan_expired_at) }));
  }
  if (lines.length === 0) {
    lines.push(intl.formatMessage(m.freePlan, { full: FREE_DAILY_FULL_TESTS, section: FREE_DAILY_SECTION_PRACTICES }));
  }
  return (
    <Card className="shadow-soft mb-4" data-testid="current-plan">
      <Card.Body className="p-3 p-md-4">
        <h2 className="h6 text-uppercase text-body-secondary fw-semibold mb-2">
          <FormattedMessage {...m.yourPlan} />
        </h2>
        {lines.map((l) => (
          <p key={l} className="fw-semibold mb-1">
            {l}
          </p>
        ))}
        <p className="small text-body-secondary mb-0">
          <FormattedMessage {...m.allowance} values={{ n: wallet.report_allowance }} />
        </p>
      </Card.Body>
    </Card>
  );
}
