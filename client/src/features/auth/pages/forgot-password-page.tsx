import { useState, type FormEvent } from 'react';
import { Alert, Form } from 'react-bootstrap';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { CenteredCard } from '../../../components/centered-card';
import { FormFooter } from '../../../components/form/form-footer';
import { TextField } from '../../../components/form/text-field';
import { useForm } from '../../../components/form/use-form';
import { useSubmit } from '../../../components/form/use-submit';
import { email, required, validateForm } from '../../../components/form/validation';
import { LockIcon } from '../../../components/icons';
import { PATHS } from '../../../config/paths';
import { useStores } from '../../../stores/store-context';
import { authApi } from '../api';
import { authMessages } from '../messages';

export function ForgotPasswordPage() {
  const { api } = useStores();
  const intl = useIntl();
  const form = useForm({ email: '' });
  const [sent, setSent] = useState<string | null>(null);
  const { submitting, formError, run } = useSubmit(form.setErrors);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const errors = validateForm(form.values, { email: [required, email] }, intl);
    form.setErrors(errors);
    if (errors.email) return;
    await run(async () => {
      const { message } = await authApi(api).requestReset(form.values.email.trim());
      setSent(message);
    });
  };

  const backLink = (
    <Link to={PATHS.login} className="small" data-testid="back-to-login">
      <FormattedMessage {...authMessages.backToLogin} />
    </Link>
  );

  if (sent) {
    return (
      <CenteredCard title={<FormattedMessage {...authMessages.forgotSentTitle} />} icon={<LockIcon />} testId="forgot-sent">
        <Alert variant="success">{sent}</Alert>
        {backLink}
      </CenteredCard>
    );
  }
  return (
    <CenteredCard
      title={<FormattedMessage {...authMessages.forgotTitle} />}
      subtitle={<FormattedMessage {...authMessages.forgotSubtitle} />}
      icon={<LockIcon />}
    >
      <Form noValidate onSubmit={onSubmit} data-testid="forgot-form">
        <TextField
          {...form.field('email')}
          type="email"
          autoComplete="email"
          label={<FormattedMessage {...authMessages.email} />}
          testId="forgot-email"
          autoFocus
        />
        <FormFooter error={formError} submitting={submitting} label={authMessages.forgotSubmit} testId="forgot-submit" />
      </Form>
      <div className="text-center mt-4">{backLink}</div>
    </CenteredCard>
  );
}
