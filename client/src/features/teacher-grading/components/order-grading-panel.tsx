import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Alert, Badge, Button, Card, ListGroup } from 'react-bootstrap';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  GRADING_SERVICE_PRICES,
  gradingServicesFor,
  PRO_GRADING_DISCOUNT_PERCENT,
  gradingDueAt,
  gradingPrice,
  type GradingOrderDto,
  type GradingService,
  type WalletDto,
  type StudentGradingDto,
} from '@app/shared';
import { ConfirmModal } from '../../../components/confirm-modal';
import { useStores } from '../../../stores/store-context';
import { walletApi, InsufficientCoinsModal, SpendAction } from '../../wallet';
import { teacherGradingApi } from '../api';
import { panelMessages as m, reviewDescriptions, serviceDescriptions, serviceMessages } from '../messages';
import { coinMessages } from '../../../components/messages';

/**
 * "Order teacher grading" for a finished attempt (spec sections 4 and 6): the three services with their
 * prices (pro pays 20% less and is graded first), bought with coins under one Idempotency-Key per purchase;
 * short of coins, the wallet's insufficient-coins prompt leads to a deposit. Hidden once the attempt has
 * an order (the feedback view shows its progress); `onOrdered` lets the page refresh that view.
 * A machine-scored test (`machineScored`) is offered the teacher's review only, without a score: its
 * score is the automatic one above (issue 12 item 13).
 */
export const OrderGradingPanel = observer(function OrderGradingPanel({
  attemptId,
  existing,
  machineScored,
  onOrdered,
}: {
  attemptId: number;
  machineScored: boolean;
  /** The attempt's order as the section loaded it: undefined while loading, null when there is none. */
  existing: StudentGradingDto | null | undefined;
  onOrdered?: (order: GradingOrderDto) => void;
}) {
  const { api, session, ui } = useStores();
  const intl = useIntl();
  const [spend] = useState(() => new SpendAction());
  const [wallet, setWallet] = useState<WalletDto | null>(null);
  const [chosen, setChosen] = useState<GradingService | null>(null);
  const [short, setShort] = useState(false);
  const [ordered, setOrdered] = useState<GradingOrderDto | null>(null);
  const coins = (n: number) => intl.formatMessage(coinMessages.coins, { n });

  useEffect(() => {
    walletApi(api)
      .wallet()
      .then(setWallet, (error: unknown) => ui.handleError(error));
  }, [api, ui]);

  const dueText = (o: GradingOrderDto) => intl.formatDate(gradingDueAt(o.created_at, o.priority), { dateStyle: 'medium', timeStyle: 'short' });

  if (ordered) {
    return (
      <Alert variant="success" data-testid="grading-ordered">
        <FormattedMessage {...m.ordered} values={{ date: dueText(ordered) }} />
      </Alert>
    );
  }
  // Still loading (undefined), or the attempt already has an order (one open order per attempt).
  if (existing !== null || !wallet) return null;

  const pro = wallet.is_pro;
  const price = (s: GradingService) => gradingPrice(s, pro);

  const choose = (service: GradingService) => {
    setChosen(service);
    if (wallet.balance < price(service)) return setShort(true);
    spend.begin();
  };

  const close = () => {
    setChosen(null);
    setShort(false);
    spend.end();
  };

  const buy = async () => {
    if (!chosen) return;
    const outcome = await spend.run((key) => teacherGradingApi(api).orderGrading(attemptId, chosen, key));
    if (outcome.kind === 'done') {
      setOrdered(outcome.result);
      setChosen(null);
      ui.toast(intl.formatMessage(m.ordered, { date: dueText(outcome.result) }), 'success');
      // The order answers no balance: read it again for the header (a failed read only leaves it stale).
      const fresh = await walletApi(api)
        .wallet()
        .catch(() => null);
      if (fresh && session.user) session.updateUser({ ...session.user, balance: fresh.balance });
      onOrdered?.(outcome.result);
    } else if (outcome.kind === 'insufficient') setShort(true);
    else {
      close();
      ui.handleError(outcome.error);
    }
  };

  return (
    <Card className="shadow-soft mb-4" data-testid="order-grading-panel">
      <Card.Body>
        <h2 className="h5 mb-1">
          <FormattedMessage {...(machineScored ? m.reviewTitle : m.title)} />
        </h2>
        <p className="text-body-secondary small mb-2" data-testid="grading-intro">
          <FormattedMessage {...(machineScored ? m.reviewIntro : m.intro)} />
        </p>
        {pro && (
          <p className="small mb-2" data-testid="grading-pro-perks">
            <Badge bg="warning" text="dark" className="me-1">
              Pro
            </Badge>
            <FormattedMessage {...m.proPerks} values={{ percent: PRO_GRADING_DISCOUNT_PERCENT }} />
          </p>
        )}
      </Card.Body>
      <ListGroup variant="flush">
        {gradingServicesFor(machineScored).map((s) => (
          <ListGroup.Item key={s} className="d-flex flex-wrap align-items-center gap-3" data-testid={`grading-service-${s}`}>
            <div className="flex-grow-1">
              <div className="fw-semibold">
                <FormattedMessage {...serviceMessages[s]} />
              </div>
              <div className="small text-body-secondary">
                <FormattedMessage {...(machineScored && s !== 'score' ? reviewDescriptions[s] : serviceDescriptions[s])} />
              </div>
            </div>
            <div className="text-end" data-testid={`grading-price-${s}`}>
              {pro && price(s) < GRADING_SERVICE_PRICES[s] && (
                <del className="small text-body-secondary me-2" aria-label={intl.formatMessage(m.listPrice, { price: GRADING_SERVICE_PRICES[s] })}>
                  {coins(GRADING_SERVICE_PRICES[s])}
                </del>
              )}
              <span className="fw-semibold">{coins(price(s))}</span>
            </div>
            <Button variant="outline-primary" size="sm" onClick={() => choose(s)} data-testid={`order-grading-${s}`}>
              <FormattedMessage {...m.order} />
            </Button>
          </ListGroup.Item>
        ))}
      </ListGroup>
      <ConfirmModal
        show={chosen !== null && !short}
        title={chosen && <FormattedMessage {...m.confirmTitle} values={{ service: intl.formatMessage(serviceMessages[chosen]) }} />}
        body={
          chosen && (
            <p className="mb-0" data-testid="grading-confirm-body">
              <FormattedMessage {...m.confirmBody} values={{ price: coins(price(chosen)), balance: coins(wallet.balance) }} />
            </p>
          )
        }
        confirmLabel={<FormattedMessage {...m.confirm} />}
        busy={spend.busy}
        onConfirm={() => void buy()}
        onCancel={close}
      />
      <InsufficientCoinsModal show={short} price={chosen ? price(chosen) : undefined} balance={wallet.balance} onCancel={close} />
    </Card>
  );
});
