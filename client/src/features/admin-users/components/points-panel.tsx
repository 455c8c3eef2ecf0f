import { useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Card, Form } from 'react-bootstrap';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { ADMIN_POINT_MAX, ErrorCode } from '@app/shared';
import { ConfirmModal } from '../../../components/confirm-modal';
import { FormAlert } from '../../../components/form/form-alert';
import { TextField } from '../../../components/form/text-field';
import { useSubmit } from '../../../components/form/use-submit';
import { ApiError } from '../../../lib/api-error';
import { newIdempotencyKey } from '../../../lib/idempotency';
import type { PointsAction, PointsChange } from '../api';
import { parsePoints, type PointsError } from '../points';
import { pointsMessages as m } from '../messages';

const ERROR_TEXT: Record<PointsError, keyof typeof m> = { required: 'required', integer: 'integer', positive: 'positive', max: 'max' };

interface Pending extends PointsChange {
  key: string;
}

/** The server refuses one key for two different requests: a retry must be the very same change. */
const sameChange = (a: PointsChange, b: PointsChange) => a.action === b.action && a.points === b.points && (a.notes ?? '') === (b.notes ?? '');

export interface PointsPanelProps {
  username: string;
  balance: number;
  /** Gives or deducts; answers the new balance. */
  onChange: (change: PointsChange, idempotencyKey: string) => Promise<number>;
  /** Re-reads the balance after a refused deduction. */
  onRefreshBalance: () => Promise<number>;
}

/** Balance, an amount, Give points / Deduct points, a confirmation naming the new balance, the result. */
export function PointsPanel({ username, balance, onChange, onRefreshBalance }: PointsPanelProps) {
  const intl = useIntl();
  const [amount, setAmount] = useState('');
  const [notes, setNotes] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState<Pending | null>(null);
  const [done, setDone] = useState<{ action: PointsAction; balance: number } | null>(null);
  const [notesError, setNotesError] = useState<string | undefined>();
  const { submitting, formError, setFormError, run } = useSubmit((errors) => {
    setError(errors.point);
    setNotesError(errors.notes);
  });
  // The Idempotency-Key of a change whose answer never came (network, time-out): asking for the very
  // same change again reuses it, so the server applies it at most once (architecture.md "Data rules").
  const unanswered = useRef<Pending | null>(null);

  const ask = (action: PointsAction) => (e?: FormEvent) => {
    e?.preventDefault();
    setDone(null);
    setFormError(null);
    const parsed = parsePoints(amount);
    if ('error' in parsed) {
      setError(intl.formatMessage(m[ERROR_TEXT[parsed.error]], { max: ADMIN_POINT_MAX }));
      return;
    }
    setError(undefined);
    const change: PointsChange = { action, points: parsed.value, notes: notes.trim() || undefined };
    const u = unanswered.current;
    setPending(u && sameChange(u, change) ? u : { ...change, key: newIdempotencyKey() });
  };

  const confirm = async () => {
    if (!pending) return;
    const { key, ...change } = pending;
    unanswered.current = pending;
    await run(
      async () => {
        const next = await onChange(change, key);
        unanswered.current = null;
        setDone({ action: change.action, balance: next });
        setAmount('');
        setNotes('');
      },
      (e) => {
        if (e instanceof ApiError && e.status > 0) unanswered.current = null;
        if (!(e instanceof ApiError) || e.code !== ErrorCode.POINT_IS_NOT_ENOUGH) return false;
        // The shown balance may be stale: say what the balance really is.
        void onRefreshBalance()
          .then((now) => setFormError(intl.formatMessage(m.notEnough, { balance: now })))
          .catch(() => setFormError(intl.formatMessage(m.notEnough, { balance })));
        return true;
      },
    );
    // Closed either way: the result or the reason shows in the panel.
    setPending(null);
  };

  const after = pending ? balance + (pending.action === 'give' ? pending.points : -pending.points) : balance;
  const values = { username, points: pending?.points ?? 0, balance, after };

  return (
    <Card className="shadow-soft h-100" as="section" aria-labelledby="points-title">
      <Card.Body>
        <h2 className="h5 mb-3" id="points-title">
          <FormattedMessage {...m.title} />
        </h2>
        <p className="mb-3">
          <span className="text-body-secondary me-2">
            <FormattedMessage {...m.balance} />
          </span>
          <strong className="fs-4" data-testid="points-balance">
            <FormattedNumber value={balance} />
          </strong>
        </p>
        <Form onSubmit={ask('give')} noValidate data-testid="points-form">
          <TextField
            name="point"
            label={<FormattedMessage {...m.amount} />}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            value={amount}
            error={error}
            aria-invalid={!!error}
            onChange={(e) => {
              setAmount(e.target.value);
              setError(undefined);
            }}
            testId="points-amount"
          />
          <TextField
            name="notes"
            label={<FormattedMessage {...m.notes} />}
            optional
            maxLength={255}
            value={notes}
            error={notesError}
            onChange={(e) => {
              setNotes(e.target.value);
              setNotesError(undefined);
            }}
            testId="points-notes"
          />
          <FormAlert message={formError} testId="points-error" />
          {done && (
            <Alert variant="success" className="py-2 small" role="status" data-testid="points-done">
              <FormattedMessage {...(done.action === 'give' ? m.given : m.deducted)} values={{ balance: done.balance }} />
            </Alert>
          )}
          <div className="d-flex flex-wrap gap-2">
            <Button type="submit" disabled={submitting} data-testid="points-give">
              <FormattedMessage {...m.give} />
            </Button>
            <Button variant="outline-danger" disabled={submitting} onClick={() => ask('deduct')()} data-testid="points-deduct">
              <FormattedMessage {...m.deduct} />
            </Button>
          </div>
        </Form>
      </Card.Body>
      <ConfirmModal
        show={pending !== null}
        title={<FormattedMessage {...(pending?.action === 'deduct' ? m.deductTitle : m.giveTitle)} values={values} />}
        body={<FormattedMessage {...(pending?.action === 'deduct' ? m.deductBody : m.giveBody)} values={values} />}
        confirmLabel={<FormattedMessage {...(pending?.action === 'deduct' ? m.deduct : m.give)} />}
        danger={pending?.action === 'deduct'}
        busy={submitting}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      />
    </Card>
  );
}
