import { useState } from 'react';
import { Form, Spinner } from 'react-bootstrap';
import { FormattedMessage, useIntl } from 'react-intl';
import { Role, type AdminUserDto } from '@app/shared';
import { FormAlert } from '../../../components/form/form-alert';
import { useSubmit } from '../../../components/form/use-submit';
import { useStores } from '../../../stores/store-context';
import { graderMessages as m } from '../messages';

/**
 * Whether this teacher may open the grading queue (pending orders with students' answers). Only an admin
 * grants it; an account without the teacher role cannot hold it, so the switch is off and says why.
 */
export function GraderSwitch({ user, onChange }: { user: AdminUserDto; onChange: (grader: boolean) => Promise<void> }) {
  const intl = useIntl();
  const { ui } = useStores();
  const [error, setError] = useState<string | undefined>();
  const { submitting, formError, run } = useSubmit((errors) => setError(errors.grader));
  const isTeacher = user.all_roles.includes(Role.Teacher);

  const toggle = async (grader: boolean) => {
    setError(undefined);
    const ok = await run(() => onChange(grader));
    if (ok) ui.toast(grader ? m.granted : m.revoked, 'success');
  };

  return (
    <section className="border-top pt-3 mt-3" aria-labelledby="grader-title" data-testid="grader-control">
      <h3 className="h6" id="grader-title">
        <FormattedMessage {...m.title} />
      </h3>
      <div className="d-flex align-items-center gap-2">
        <Form.Check
          type="switch"
          id="grader-switch"
          label={intl.formatMessage(m.label)}
          checked={user.grader}
          disabled={submitting || (!isTeacher && !user.grader)}
          onChange={(e) => void toggle(e.target.checked)}
          aria-describedby="grader-hint"
          isInvalid={!!error}
          data-testid="grader-switch"
        />
        {submitting && <Spinner animation="border" size="sm" aria-hidden="true" />}
      </div>
      <p className="small text-body-secondary mt-1 mb-0" id="grader-hint">
        <FormattedMessage {...(isTeacher ? m.hint : m.teachersOnly)} />
      </p>
      {error && (
        <div className="text-danger small mt-1" role="alert" data-testid="grader-error">
          {error}
        </div>
      )}
      <FormAlert message={formError} testId="grader-form-error" />
    </section>
  );
}
