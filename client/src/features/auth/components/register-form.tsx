import { useCallback, useState, type FormEvent } from 'react';
import { Form } from 'react-bootstrap';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PASSWORD_MIN_LENGTH, type RegistrableRole } from '@app/shared';
import { FieldRow } from '../../../components/form/field-row';
import { FormFooter } from '../../../components/form/form-footer';
import { TextField } from '../../../components/form/text-field';
import { useForm } from '../../../components/form/use-form';
import { useSubmit } from '../../../components/form/use-submit';
import { email, password, required, sameAs, validateForm, type Schema } from '../../../components/form/validation';
import { PATHS } from '../../../config/paths';
import { NameFields, nameRules, toNamePayload } from '../../profile-fields';
import { useStores } from '../../../stores/store-context';
import { useUsernameCheck } from '../hooks/use-username-check';
import { authMessages } from '../messages';
import { CaptchaField } from './captcha-field';
import { RolePicker } from './role-picker';
import { browserTimeZone } from '../../../lib/time-zone';

const EMPTY = {
  first_name: '',
  last_name: '',
  username: '',
  email: '',
  password: '',
  password_confirmation: '',
  referral_code: '',
  captcha: '',
};
type Values = typeof EMPTY;

const SCHEMA: Schema<Values> = {
  ...nameRules,
  username: [required],
  email: [required, email],
  password: [required, password],
  password_confirmation: [required, sameAs<Values>('password')],
  captcha: [required],
};

export function RegisterForm() {
  const { session, ui } = useStores();
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [role, setRole] = useState<RegistrableRole>('student');
  const [captchaKey, setCaptchaKey] = useState('');
  const [captchaReload, setCaptchaReload] = useState(0);
  const form = useForm<Values>({ ...EMPTY, referral_code: params.get('ref') ?? '' });
  const username = useUsernameCheck();
  const { submitting, formError, run } = useSubmit((errors) => form.setErrors({ ...errors, captcha: errors.captcha ?? errors.captcha_key ?? '' }));
  const { setValue } = form;
  const setCaptcha = useCallback((v: string) => setValue('captcha', v), [setValue]);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const errors = validateForm(form.values, SCHEMA, intl);
    if (username.error) errors.username ??= username.error;
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    const v = form.values;
    const ok = await run(async () => {
      await session.register({
        role,
        ...toNamePayload(v),
        username: v.username.trim(),
        email: v.email.trim(),
        password: v.password,
        password_confirmation: v.password_confirmation,
        captcha: v.captcha.trim(),
        captcha_key: captchaKey,
        ...(v.referral_code.trim() ? { referral_code: v.referral_code.trim() } : {}),
        // The account's dates are shown in the zone it was created in, until the profile changes it.
        timezone: browserTimeZone(),
      });
    });
    if (ok) {
      ui.toast(authMessages.registered, 'success');
      navigate(PATHS.registerDetails, { replace: true });
    } else {
      setCaptchaReload((n) => n + 1); // a captcha answers once
    }
  };

  const usernameError = form.errors.username || username.error;

  return (
    <Form noValidate onSubmit={onSubmit} data-testid="register-form">
      <RolePicker value={role} onChange={setRole} />
      <NameFields field={form.field} labels={authMessages} testIdPrefix="register" />
      <TextField
        {...form.field('username')}
        onChange={(e) => {
          form.setValue('username', e.target.value);
          username.reset();
        }}
        onBlur={(e) => void username.check(e.target.value)}
        error={usernameError || undefined}
        validMessage={username.available ? <FormattedMessage {...authMessages.usernameAvailable} /> : undefined}
        help={<FormattedMessage {...authMessages.usernameHelp} />}
        label={<FormattedMessage {...authMessages.username} />}
        autoComplete="username"
        autoCapitalize="off"
        spellCheck={false}
        testId="register-username"
      />
      <TextField
        {...form.field('email')}
        type="email"
        label={<FormattedMessage {...authMessages.email} />}
        autoComplete="email"
        testId="register-email"
      />
      <FieldRow>
        <TextField
          {...form.field('password')}
          type="password"
          label={<FormattedMessage {...authMessages.newPassword} />}
          help={<FormattedMessage {...authMessages.passwordHelp} values={{ min: PASSWORD_MIN_LENGTH }} />}
          autoComplete="new-password"
          testId="register-password"
        />
        <TextField
          {...form.field('password_confirmation')}
          type="password"
          label={<FormattedMessage {...authMessages.passwordConfirmation} />}
          autoComplete="new-password"
          testId="register-password-confirmation"
        />
      </FieldRow>
      <TextField
        {...form.field('referral_code')}
        optional
        label={<FormattedMessage {...authMessages.referral} />}
        autoComplete="off"
        testId="register-referral"
      />
      <CaptchaField
        value={form.values.captcha}
        onChange={setCaptcha}
        onKeyChange={setCaptchaKey}
        error={form.errors.captcha || undefined}
        reloadSignal={captchaReload}
      />
      <FormFooter error={formError} submitting={submitting} label={authMessages.registerSubmit} testId="register-submit" />
    </Form>
  );
}
