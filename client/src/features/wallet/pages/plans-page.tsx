import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { PRO_GRADING_DISCOUNT_PERCENT } from '@app/shared';
import { PlanShop } from '../components/plan-shop';
import { WALLET_PATHS } from '../paths';
import { planMessages as m } from '../messages';

/** /plans: every plan for sale (spec section 2, public). */
export function PlansPage() {
  return (
    <div data-testid="plans-page">
      <div className="d-flex flex-wrap justify-content-between align-items-end gap-2 mb-4">
        <div>
          <h1 className="h3 fw-semibold mb-1">
            <FormattedMessage {...m.title} />
          </h1>
          <p className="text-body-secondary mb-0">
            <FormattedMessage {...m.subtitle} />
          </p>
        </div>
        <Link to={WALLET_PATHS.pro} className="btn btn-outline-warning">
          <FormattedMessage {...m.aboutPro} />
        </Link>
      </div>
      <PlanShop />
    </div>
  );
}

/** /Pro: what Pro membership gives (spec section 6) and the Pro plans (public). */
export function ProPage() {
  const intl = useIntl();
  return (
    <div data-testid="pro-page">
      <div className="mb-4">
        <h1 className="h3 fw-semibold mb-1">
          <FormattedMessage {...m.proTitle} />
        </h1>
        <p className="text-body-secondary mb-2">{intl.formatMessage(m.proSubtitle, { percent: PRO_GRADING_DISCOUNT_PERCENT })}</p>
        <Link to={WALLET_PATHS.plans} className="small">
          <FormattedMessage {...m.allPlans} />
        </Link>
      </div>
      <PlanShop kinds={['pro']} />
    </div>
  );
}
