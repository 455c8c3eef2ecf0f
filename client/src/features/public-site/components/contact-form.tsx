import { useCallback, useState, type FormEvent } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import { FormattedMessage, useIntl } from 'react-intl';
import { COURSE_SLUGS, isCourseSlug, type CourseSlug, type SiteTexts } from '@app/shared';
import { FieldRow } from '../../../components/form/field-row';
import { FormFooter } from '../../../components/form/form-footer';
import { TextField } from '../../../components/form/text-field';
import { useForm } from '../../../components/form/use-form';
import { useSubmit } from '../../../components/form/use-submit';
import { email, phone, validateForm, type Rule, type Schema } from '../../../components/form/validation';
import { useStores } from '../../../stores/store-context';
import { CaptchaField } from '../../auth';
import { siteApi } from '../api';
import { siteMessages as m } from '../messages';

const EMPTY = { name: '', email: '', phone: '', message: '', course: '', captcha: '' };
type Values = typeof EMPTY;

const blank = (v: string) => v.trim() === '';
/** Spec section 5's own messages for the required fields. */
const needs =
  (message: typeof m.nameRequired): Rule<Values> =>
  (v, _all, intl) =>
    blank(v) ? intl.formatMessage(message) : null;
const reach: Rule<Values> = (v, all, intl) => (blank(v) && blank(all.phone) ? intl.formatMessage(m.reachRequired) : null);

const SCHEMA: Schema<Values> = {
  name: [needs(m.nameRequired)],
  email: [reach, email],
  phone: [phone],
  message: [needs(m.messageRequired)],
  captcha: [needs(m.captchaRequired)],
};

/** The contact form (spec section 5): stored and mailed to the support address by the server. */
export function ContactForm({ texts, course }: { texts: SiteTexts; course?: CourseSlug }) {
  const { api } = useStores();
  const intl = useIntl();
  const [captchaKey, setCaptchaKey] = useState('');
  const [captchaReload, setCaptchaReload] = useState(0);
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm<Values>({ ...EMPTY, course: course ?? '' });
  const { submitting, formError, run } = useSubmit((errors) => form.setErrors({ ...errors, captcha: errors.captcha ?? errors.captcha_key ?? '' }));
  const { setValue } = form;
  const setCaptcha = useCallback((v: string) => setValue('captcha', v), [setValue]);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const errors = validateForm(form.values, SCHEMA, intl);
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    const v = form.values;
    let answer = '';
    const ok = await run(async () => {
      const res = await siteApi(api).contact({
        name: v.name.trim(),
        message: v.message.trim(),
        ...(v.email.trim() ? { email: v.email.trim() } : {}),
        ...(v.phone.trim() ? { phone: v.phone.trim() } : {}),
        ...(isCourseSlug(v.course) ? { course: v.course } : {}),
        captcha: v.captcha.trim(),
        captcha_key: captchaKey,
      });
      answer = res.message;
    });
    setCaptchaReload((n) => n + 1); // a captcha answers once
    if (ok) {
      setSent(answer);
      form.setValues({ ...EMPTY, course: v.course });
    }
  };

  if (sent)
    return (
      <Alert variant="success" data-testid="contact-sent">
        <div className="fw-semibold">{sent}</div>
        <div className="small">
          <FormattedMessage {...m.contactSentMore} />
        </div>
        <Button variant="link" className="px-0" onClick={() => setSent(null)}>
          <FormattedMessage {...m.contactAnother} />
        </Button>
      </Alert>
    );

  return (
    <Form noValidate onSubmit={onSubmit} data-testid="contact-form">
      <TextField {...form.field('name')} label={<FormattedMessage {...m.contactName} />} autoComplete="name" testId="contact-name" />
      <FieldRow>
        <TextField
          {...form.field('email')}
          type="email"
          optional
          label={<FormattedMessage {...m.contactEmail} />}
          autoComplete="email"
          testId="contact-email"
        />
        <TextField
          {...form.field('phone')}
          type="tel"
          optional
          label={<FormattedMessage {...m.contactPhone} />}
          autoComplete="tel"
          testId="contact-phone"
        />
      </FieldRow>
      <div className="small text-body-secondary mt-n2 mb-3">
        <FormattedMessage {...m.contactReachHelp} />
      </div>
      <Form.Group className="mb-3" controlId="contact-course">
        <Form.Label className="fw-medium">
          <FormattedMessage {...m.contactCourse} />
        </Form.Label>
        <Form.Select {...form.field('course')} data-testid="contact-course">
          <option value="">{intl.formatMessage(m.contactCourseNone)}</option>
          {COURSE_SLUGS.map((s) => (
            <option key={s} value={s}>
              {texts.courses[s].name}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <TextField {...form.field('message')} as="textarea" rows={4} label={<FormattedMessage {...m.contactMessage} />} testId="contact-message" />
      <CaptchaField
        value={form.values.captcha}
        onChange={setCaptcha}
        onKeyChange={setCaptchaKey}
        error={form.errors.captcha || undefined}
        reloadSignal={captchaReload}
      />
      <FormFooter error={formError} submitting={submitting} label={m.contactSubmit} testId="contact-submit" />
    </Form>
  );
}
