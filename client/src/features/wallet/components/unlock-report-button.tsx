import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, Form } from 'react-bootstrap';
import { FormattedMessage, useIntl } from 'react-intl';
import { SCORE_REPORT_PRICE, type ReportUnlockDto, type ReportUnlockMethod } from '@app/shared';
import { ConfirmModal } from '../../../components/confirm-modal';
import { LockIcon } from '../../../components/icons';
import { useStores } from '../../../stores/store-context';
import { walletApi } from '../api';
import { reportMessages as m } from '../messages';
import { SpendAction } from '../spend-action';
import { InsufficientCoinsModal } from './purchase-dialogs';

/**
 * Unlocks an attempt's score report PDF (spec section 6): 10 coins, or one plan allowance (a plan's reports or
 * pro's free one). For the results pages: they show it while the report is locked and get the unlocked state
 * back through `onUnlocked`.
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
  const [status, setStatus] = useState<ReportUnlockDto | null>(null);
  const [method, setMethod] = useState<ReportUnlockMethod>('coins');
  const [open, setOpen] = useState(false);
  const reports = walletApi(api);

  const finish = (report: ReportUnlockDto) => {
    const user = session.user;
    if (user) session.updateUser({ ...user, balance: report.balance });
    setOpen(false);
    onUnlocked?.(report);
  };

  /** Asks for the current balance and allowance, so the choices shown are the ones that work. */
  const start = async () => {
    try {
      const current = await reports.report(attemptId);
      if (current.unlocked) return finish(current);
      setStatus(current);
      setMethod(current.report_allowance > 0 ? 'allowance' : 'coins');
      spend.begin();
      setOpen(true);
    } catch (error) {
      ui.handleError(error);
    }
  };

  const unlock = async () => {
    const outcome = await spend.run((key) => reports.unlockReport(attemptId, method, key));
    if (outcome.kind === 'done') {
      ui.toast(intl.formatMessage(m.unlocked), 'success');
      finish(outcome.result);
    } else if (outcome.kind === 'insufficient') setOpen(false);
    else ui.handleError(outcome.error);
  };

  const close = () => {
    setOpen(false);
    spend.end();
  };

  return (
    <>
      <Button variant="primary" className={className} onClick={() => void start()} data-testid={`unlock-report-${attemptId}`}>
        <LockIcon className="me-1" />
        <FormattedMessage {...m.unlock} />
      </Button>
      <ConfirmModal
        show={open && status !== null}
        title={<FormattedMessage {...m.title} />}
        body={
          status && (
            <fieldset data-testid="unlock-choices">
              <legend className="fs-6 fw-medium">
                <FormattedMessage {...m.choose} />
              </legend>
              <Form.Check
                type="radio"
                id={`unlock-${attemptId}-allowance`}
                name={`unlock-${attemptId}`}
                checked={method === 'allowance'}
                disabled={status.report_allowance === 0}
                onChange={() => setMethod('allowance')}
                label={intl.formatMessage(m.useAllowance, { n: status.report_allowance })}
              />
              <Form.Check
                type="radio"
                id={`unlock-${attemptId}-coins`}
                name={`unlock-${attemptId}`}
                checked={method === 'coins'}
                onChange={() => setMethod('coins')}
                label={intl.formatMessage(m.useCoins, { price: SCORE_REPORT_PRICE, balance: status.balance })}
              />
            </fieldset>
          )
        }
        confirmLabel={<FormattedMessage {...m.confirm} />}
        busy={spend.busy}
        onConfirm={() => void unlock()}
        onCancel={close}
      />
      <InsufficientCoinsModal show={spend.insufficient} price={SCORE_REPORT_PRICE} balance={status?.balance ?? null} onCancel={spend.end} />
    </>
  );
});
