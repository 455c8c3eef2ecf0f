import { useId } from 'react';
import { Badge, Button, Card } from 'react-bootstrap';
import { FormattedMessage, useIntl } from 'react-intl';
import { COIN_PRICE_MINOR, formatMoney, type Locale, type PaymentCurrency, type PlanDto } from '@app/shared';
import { CheckIcon } from '../../../components/icons';
import { planFeatures, planTitle } from '../plan-labels';
import { planMessages as m } from '../messages';
import { coinMessages } from '../../../components/messages';

/**
 * One plan: title, price in coins, what it includes, and Buy. The card is a labelled region, so "Buy" is found
 * inside the plan it belongs to. `active`: the user holds this kind of plan, so buying again extends it.
 */
export function PlanCard({
  plan,
  active,
  onBuy,
  currency,
}: {
  plan: PlanDto;
  active: boolean;
  onBuy: (plan: PlanDto) => void;
  /** The visitor's currency: the coin price is shown in it too. */
  currency: PaymentCurrency;
}) {
  const intl = useIntl();
  const titleId = useId();
  const pro = plan.kind === 'pro';
  return (
    <Card
      as="article"
      aria-labelledby={titleId}
      className={`shadow-soft h-100 ${pro ? 'border-warning border-2' : ''}`}
      data-testid={`plan-card-${plan.id}`}
    >
      <Card.Body className="p-4 d-flex flex-column">
        <div className="d-flex justify-content-between align-items-start gap-2 mb-2">
          <h2 className="h5 fw-semibold mb-0" id={titleId}>
            {planTitle(intl, plan)}
          </h2>
          {active && (
            <Badge bg="success-subtle" text="success-emphasis">
              <FormattedMessage {...m.activeBadge} />
            </Badge>
          )}
        </div>
        <div className="fs-4 fw-semibold mb-3" data-testid="plan-price">
          {plan.price === 0 ? intl.formatMessage(m.priceFree) : intl.formatMessage(coinMessages.coins, { n: plan.price })}
          {plan.price > 0 && (
            <span className="fs-6 fw-normal text-body-secondary ms-2" data-testid="plan-price-money">
              {intl.formatMessage(m.priceInMoney, {
                money: formatMoney({ amountMinor: plan.price * COIN_PRICE_MINOR[currency], currency }, intl.locale as Locale),
              })}
            </span>
          )}
        </div>
        <ul className="list-unstyled d-flex flex-column gap-2 mb-4">
          {planFeatures(intl, plan).map((line) => (
            <li key={line} className="d-flex gap-2">
              <CheckIcon className="text-success flex-shrink-0 mt-1" />
              <span>{line}</span>
            </li>
          ))}
        </ul>
        {plan.price > 0 && (
          <div className="mt-auto">
            {active && (
              <p className="small text-body-secondary mb-2">
                <FormattedMessage {...m.extendNote} />
              </p>
            )}
            <Button
              variant={pro ? 'warning' : 'primary'}
              className="w-100 fw-semibold"
              onClick={() => onBuy(plan)}
              data-testid={`plan-buy-${plan.id}`}
            >
              <FormattedMessage {...m.buy} />
            </Button>
          </div>
        )}
      </Card.Body>
    </Card>
  );
}
