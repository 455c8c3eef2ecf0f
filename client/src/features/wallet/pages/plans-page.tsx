import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { PRO_GRADING_DISCOUNT_PERCENT } from '@app/shared';
import { PlanShop } from '../components/plan-shop';
import { WALLET_PATHS } from '../paths';
import { planMessages as m } from '../messages';
import { PageHeader } from '../../../components/page-header';

/** /plans: every plan for sale (spec section 2, public). */
export function PlansPage() {
  return (
    <div data-testid="plans-page">
      <PageHeader
        title={<FormattedMessage {...m.title} />}
        subtitle={<FormattedMessage {...m.subtitle} />}
        actions={
          <Link to={WALLET_PATHS.pro} className="btn btn-outline-warning">
            <FormattedMessage {...m.aboutPro} />
          </Link>
        }
      />
      <PlanShop />
    </div>
  );
}

/** /Pro: what Pro membership gives (spec section 6) and the Pro plans (public). */
export function ProPage() {
  const intl = useIntl();
  return (
    <div data-testid="pro-page">
      <PageHeader
        title={<FormattedMessage {...m.proTitle} />}
        subtitle={intl.formatMessage(m.proSubtitle, { percent: PRO_GRADING_DISCOUNT_PERCENT })}
      >
        <Link to={WALLET_PATHS.plans} className="small d-inline-block mt-2">
          <FormattedMessage {...m.allPlans} />
        </Link>
      </PageHeader>
      <PlanShop kinds={['pro']} />
    </div>
  );
}
