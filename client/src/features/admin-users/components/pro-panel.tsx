import { useEffect, useState, type FormEvent } from 'react';
import { Button, Card, Form } from 'react-bootstrap';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AdminUserDto } from '@app/shared';
import { ConfirmModal } from '../../../components/confirm-modal';
import { FormAlert } from '../../../components/form/form-alert';
import { TextField } from '../../../components/form/text-field';
import { useSubmit } from '../../../components/form/use-submit';
import { useStores } from '../../../stores/store-context';
import { businessDayOf, businessToday, checkProDay, proStatus } from '../pro';
import { proPanelMessages as m } from '../messages';
import { ProBadge } from './user-badges';

/** Pro membership: the current state, a last-day picker to set or extend it, and removal. */
export function ProPanel({ user, onSet, onRemove }: { user: AdminUserDto; onSet: (day: string) => Promise<void>; onRemove: () => Promise<void> }) {
  const intl = useIntl();
  const { ui } = useStores();
  const now = new Date();
  // Setting pro here writes both expiry dates; a bought plan writes pro_expired_at only.
  const current = businessDayOf(user.pro_expired_at ?? user.taken_unlimited_expire_at);
  const [day, setDay] = useState(current);
  useEffect(() => setDay(current), [current]);
  const [error, setError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);
  const { submitting, formError, run } = useSubmit((errors) => setError(errors.taken_unlimited_expire_at));
  const active = proStatus(user, now).active;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = checkProDay(day, now);
    if (problem) return setError(intl.formatMessage(problem === 'past' ? m.datePast : m.dateRequired));
    if (await run(() => onSet(day))) ui.toast(m.saved, 'success');
  };

  const remove = async () => {
    const ok = await run(onRemove);
    setConfirming(false);
    if (ok) ui.toast(m.removed, 'success');
  };

  return (
    <Card className="shadow-soft h-100" as="section" aria-labelledby="pro-title">
      <Card.Body>
        <h2 className="h5 mb-3" id="pro-title">
          <FormattedMessage {...m.title} />
        </h2>
        <div className="mb-3">
          <ProBadge user={user} now={now} />
        </div>
        <Form onSubmit={(e) => void submit(e)} noValidate data-testid="pro-form">
          <TextField
            name="taken_unlimited_expire_at"
            type="date"
            label={<FormattedMessage {...m.date} />}
            min={businessToday(now)}
            value={day}
            error={error}
            onChange={(e) => {
              setDay(e.target.value);
              setError(undefined);
            }}
            testId="pro-date"
          />
          <FormAlert message={formError} testId="pro-error" />
          <div className="d-flex flex-wrap gap-2">
            <Button type="submit" disabled={submitting} data-testid="pro-set">
              <FormattedMessage {...m.set} />
            </Button>
            {active && (
              <Button variant="outline-danger" disabled={submitting} onClick={() => setConfirming(true)} data-testid="pro-remove">
                <FormattedMessage {...m.remove} />
              </Button>
            )}
          </div>
        </Form>
      </Card.Body>
      <ConfirmModal
        show={confirming}
        title={<FormattedMessage {...m.removeTitle} />}
        body={<FormattedMessage {...m.removeBody} values={{ username: user.username }} />}
        confirmLabel={<FormattedMessage {...m.remove} />}
        danger
        busy={submitting}
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
      />
    </Card>
  );
}
