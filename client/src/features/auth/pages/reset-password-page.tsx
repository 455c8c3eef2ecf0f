import { useState, type FormEvent } from 'react';
import { Alert, Form } from 'react-bootstrap';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { ErrorCode, PASSWORD_MIN_LENGTH } from '@app/shared';
import { CenteredCard } from '../../../components/centered-card';
import { FormFooter } from '../../../components/form/form-footer';
import { TextField } from '../../../components/form/text-field';
import { useForm } from '../../../components/form/use-form';
import { useSubmit } from '../../../components/form/use-submit';
import { password, required, sameAs, validateForm } from '../../../components/form/validation';
import { LockIcon } from '../../../components/icons';
import { PATHS } from '../../../config/paths';
import { ApiError } from '../../../lib/api-error';
import { useStores } from '../../../stores/store-context';
import { authApi } from '../api';
import { authMessages } from '../messages';

type Values = { password: string; password_confirmation: string };

/**
 * /password/reset and /password/set: both links carry ?token=&email= and end in the same call.
 * Note the `token` here is a reset token, not a partner login token: this route opts out of partner login.
 */
export function ResetPasswordPage({ mode }: { mode: 'reset' | 'set' }) {
  const { api } = useStores();
  const intl = useIntl();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const emailParam = params.get('email') ?? '';
  const form = useForm<Values>({ password: '', password_confirmation: '' });
  const [done, setDone] = useState<string | null>(null);
  const [expired, setExpired] = useState(false);
  const { submitting, formError, run } = useSubmit(form.setErrors);
  const title = <FormattedMessage {...(mode === 'set' ? authMessages.setTitle : authMessages.resetTitle)} />;

  const requestNew = (
    <Link to={PATHS.passwordForgot} className="btn btn-outline-primary" data-testid="request-new-link">
      <FormattedMessage {...authMessages.requestNewLink} />
    </Link>
  );

  if (!token || !emailParam) {
    return (
      <CenteredCard title={title} icon={<LockIcon />} testId="reset-invalid">
        <Alert variant="warning">
          <FormattedMessage {...authMessages.resetInvalidLink} />
        </Alert>
        {requestNew}
      </CenteredCard>
    );
  }
  if (done) {
    return (
      <CenteredCard title={<FormattedMessage {...authMessages.resetDoneTitle} />} icon={<LockIcon />} testId="reset-done">
        <Alert variant="success">{done}</Alert>
        <Link to={PATHS.login} className="btn btn-primary">
          <FormattedMessage {...authMessages.goToLogin} />
        </Link>
      </CenteredCard>
    );
  }

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const errors = validateForm(form.values, { password: [required, password], password_confirmation: [required, sameAs<Values>('password')] }, intl);
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    await run(
      async () => {
        const { message } = await authApi(api).resetPassword({ email: emailParam, token, ...form.values });
        setDone(message);
      },
      (error) => {
        const isExpired = error instanceof ApiError && error.code === ErrorCode.LINK_EXPIRED;
        if (isExpired) setExpired(true);
        return isExpired;
      },
    );
  };

  return (
    <CenteredCard
      title={title}
      subtitle={<FormattedMessage {...authMessages.resetSubtitle} values={{ email: <strong>{emailParam}</strong> }} />}
      icon={<LockIcon />}
    >
      {expired && (
        <Alert variant="warning" data-testid="reset-expired">
          <p className="mb-3">
            <FormattedMessage {...authMessages.resetExpired} />
          </p>
          {requestNew}
        </Alert>
      )}
      <Form noValidate onSubmit={onSubmit} data-testid="reset-form">
        <input type="text" name="username" autoComplete="username" value={emailParam} readOnly hidden />
        <TextField
          {...form.field('password')}
          type="password"
          autoComplete="new-password"
          label={<FormattedMessage {...authMessages.resetPassword} />}
          help={<FormattedMessage {...authMessages.passwordHelp} values={{ min: PASSWORD_MIN_LENGTH }} />}
          testId="reset-password"
          autoFocus
        />
        <TextField
          {...form.field('password_confirmation')}
          type="password"
          autoComplete="new-password"
          label={<FormattedMessage {...authMessages.resetPasswordConfirmation} />}
          testId="reset-password-confirmation"
        />
        <FormFooter error={formError} submitting={submitting} label={authMessages.resetSubmit} testId="reset-submit" />
      </Form>
    </CenteredCard>
  );
}

export const SetPasswordRoute = () => <ResetPasswordPage mode="set" />;
export const ResetPasswordRoute = () => <ResetPasswordPage mode="reset" />;
