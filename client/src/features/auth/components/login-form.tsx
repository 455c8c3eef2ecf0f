import { useLayoutEffect, useRef, type FormEvent } from 'react';
import { Form } from 'react-bootstrap';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { FormFooter } from '../../../components/form/form-footer';
import { TextField } from '../../../components/form/text-field';
import { useForm } from '../../../components/form/use-form';
import { useSubmit } from '../../../components/form/use-submit';
import { required, validateForm } from '../../../components/form/validation';
import { pathAfterLogin } from '../../../components/guards/last-path';
import { PATHS } from '../../../config/paths';
import { takeServerFields } from '../../../lib/server-fields';
import { useStores } from '../../../stores/store-context';
import { authMessages } from '../messages';

export function LoginForm() {
  const { session } = useStores();
  const intl = useIntl();
  const navigate = useNavigate();
  const form = useForm({ identifier: '', password: '' });
  const { setValues } = form;
  const formRef = useRef<HTMLFormElement>(null);
  // The server-rendered login page took input before the app started: its values and focus carry over,
  // before this form is first painted (a layout effect), so no keystroke is lost or lands elsewhere.
  useLayoutEffect(() => {
    const kept = takeServerFields();
    if (!kept) return;
    setValues({ identifier: kept.values.identifier ?? '', password: kept.values.password ?? '' });
    if (kept.focused) formRef.current?.querySelector<HTMLInputElement>(`input[name="${kept.focused}"]`)?.focus();
  }, [setValues]);
  const { submitting, formError, run } = useSubmit((errors) =>
    // The server names the identifier `email` or `username`; it is one field here.
    form.setErrors({ identifier: errors.email ?? errors.username ?? '', password: errors.password ?? '' }),
  );

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const errors = validateForm(form.values, { identifier: [required], password: [required] }, intl);
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    const ok = await run(async () => {
      await session.login(form.values.identifier, form.values.password);
    });
    if (ok) navigate(pathAfterLogin(), { replace: true });
  };

  return (
    <Form ref={formRef} noValidate onSubmit={onSubmit} data-testid="login-form">
      <TextField
        {...form.field('identifier')}
        error={form.errors.identifier || undefined}
        label={<FormattedMessage {...authMessages.identifier} />}
        autoComplete="username"
        autoCapitalize="off"
        spellCheck={false}
        testId="login-identifier"
        autoFocus
      />
      <TextField
        {...form.field('password')}
        error={form.errors.password || undefined}
        type="password"
        label={<FormattedMessage {...authMessages.password} />}
        autoComplete="current-password"
        testId="login-password"
        className="mb-2"
      />
      <div className="text-end mb-3">
        <Link to={PATHS.passwordForgot} className="small" data-testid="login-forgot">
          <FormattedMessage {...authMessages.forgot} />
        </Link>
      </div>
      <FormFooter error={formError} submitting={submitting} label={authMessages.loginSubmit} testId="login-submit" />
    </Form>
  );
}
