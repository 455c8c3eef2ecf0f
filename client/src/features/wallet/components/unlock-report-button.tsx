import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Button } from 'react-bootstrap';
import { FormattedMessage, useIntl } from 'react-intl';
import { SCORE_REPORT_PRICE, type ReportUnlockDto, type ReportUnlockMethod, type WalletDto } from '@app/shared';
import { ConfirmModal } from '../../../components/confirm-modal';
import { LockIcon } from '../../../components/icons';
import { useStores } from '../../../stores/store-context';
import { walletApi } from '../api';
import { reportMessages as m } from '../messages';
import { SpendAction } from '../spend-action';
import { InsufficientCoinsModal } from './purchase-dialogs';

/** How the server will pay for the unlock, in its order: a plan allowance, else pro's free report, else coins. */
export function unlockMethodFor(wallet: WalletDto): ReportUnlockMethod {
  if (wallet.report_allowance > 0) return 'allowance';
  if (wallet.pro_free_report_available) return 'pro_free';
  return 'coins';
}

/**
 * Unlocks an attempt's score report PDF (spec section 6: 10 coins or one plan allowance; pro's one free
 * report). For the results pages: show it while the report is locked; `onUnlocked` gets the new state.
 * The dialog says what the unlock will use before anything is charged; short of coins, it leads to a deposit.
 */
export const UnlockReportButton = observer(function UnlockReportButton({
  attemptId,
  onUnlocked,
  className,
}: {
  attemptId: number;
  onUnlocked?: (report: ReportUnlockDto) => void;
  className?: string;
}) {
  const { api, session, ui } = useStores();
  const intl = useIntl();
  const [spend] = useState(() => new SpendAction());
  const [wallet, setWallet] = useState<WalletDto | null>(null);
  const [open, setOpen] = useState(false);
  const [short, setShort] = useState(false);
  const calls = walletApi(api);

  const finish = (report: ReportUnlockDto) => {
    const user = session.user;
    if (user) session.updateUser({ ...user, balance: report.balance });
    setOpen(false);
    onUnlocked?.(report);
  };

  /** Asks for the report's state and the wallet, so the dialog names what will really be used. */
  const start = async () => {
    try {
      const [report, current] = await Promise.all([calls.report(attemptId), calls.wallet()]);
      if (report.unlocked) return finish(report);
      setWallet(current);
      if (unlockMethodFor(current) === 'coins' && current.balance < SCORE_REPORT_PRICE) return setShort(true);
      spend.begin();
      setOpen(true);
    } catch (error) {
      ui.handleError(error);
    }
  };

  const unlock = async () => {
    const outcome = await spend.run((key) => calls.unlockReport(attemptId, key));
    if (outcome.kind === 'done') {
      ui.toast(intl.formatMessage(m.unlocked), 'success');
      finish(outcome.result);
    } else if (outcome.kind === 'insufficient') {
      setOpen(false);
      setShort(true);
    } else ui.handleError(outcome.error);
  };

  const close = () => {
    setOpen(false);
    setShort(false);
    spend.end();
  };

  const method = wallet && unlockMethodFor(wallet);
  return (
    <>
      <Button variant="primary" className={className} onClick={() => void start()} data-testid={`unlock-report-${attemptId}`}>
        <LockIcon className="me-1" />
        <FormattedMessage {...m.unlock} />
      </Button>
      <ConfirmModal
        show={open && wallet !== null}
        title={<FormattedMessage {...m.title} />}
        body={
          wallet && (
            <div data-testid="unlock-method" data-method={method}>
              <div className="small text-body-secondary">
                <FormattedMessage {...m.choose} />
              </div>
              <p className="fw-semibold mb-0">
                {method === 'allowance' && intl.formatMessage(m.useAllowance, { n: wallet.report_allowance })}
                {method === 'pro_free' && intl.formatMessage(m.useProFree)}
                {method === 'coins' && intl.formatMessage(m.useCoins, { price: SCORE_REPORT_PRICE, balance: wallet.balance })}
              </p>
            </div>
          )
        }
        confirmLabel={<FormattedMessage {...m.confirm} />}
        busy={spend.busy}
        onConfirm={() => void unlock()}
        onCancel={close}
      />
      <InsufficientCoinsModal show={short} price={SCORE_REPORT_PRICE} balance={wallet?.balance ?? null} onCancel={close} />
    </>
  );
});
