import { useState, type FormEvent } from 'react';
import { Button, Form } from 'react-bootstrap';
import { FormattedMessage } from 'react-intl';
import type { Lang } from '@app/shared';
import { FieldRow } from '../../../components/form/field-row';
import { FormFooter } from '../../../components/form/form-footer';
import { formMessages } from '../../../components/form/messages';
import { timezoneOptions } from '../../../components/form/option-lists';
import { SelectField } from '../../../components/form/select-field';
import { useForm } from '../../../components/form/use-form';
import { LANGUAGE_OPTIONS } from '../../../config/languages';
import { browserTimeZone } from '../../../lib/time-zone';
import { useStores } from '../../../stores/store-context';
import { profileApi } from '../api';
import { useProfileSave } from '../hooks/use-profile-save';
import { profileMessages } from '../messages';
import type { TabProps } from './basic-tab';

const LANGS = LANGUAGE_OPTIONS.map((o) => ({ value: o.value, label: o.title }));

export function SettingsTab({ profile, onSaved }: TabProps) {
  const { api, ui, locale } = useStores();
  const { user } = profile;
  const [zones] = useState(timezoneOptions);
  const form = useForm({ lang: locale.lang as string, timezone: user.timezone || browserTimeZone() || '' });
  const { submitting, formError, save } = useProfileSave(form.setErrors, onSaved);
  const [sending, setSending] = useState(false);

  const options =
    zones.some((z) => z.value === form.values.timezone) || !form.values.timezone
      ? zones
      : [{ value: form.values.timezone, label: form.values.timezone }, ...zones];

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    await save(() =>
      profileApi(api).updateBasic({
        first_name: user.first_name,
        last_name: user.last_name,
        lang: form.values.lang as Lang,
        timezone: form.values.timezone,
      }),
    );
  };

  const detect = async () => {
    try {
      const geo = await profileApi(api).geo();
      form.setValue('timezone', geo.timezone);
    } catch (error) {
      ui.handleError(error);
    }
  };

  const sendPasswordLink = async () => {
    setSending(true);
    try {
      const { message } = await profileApi(api).requestSetPasswordLink();
      ui.toast(message, 'success');
    } catch (error) {
      ui.handleError(error);
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <Form noValidate onSubmit={onSubmit} data-testid="profile-settings-form">
        <FieldRow>
          <SelectField {...form.field('lang')} options={LANGS} label={<FormattedMessage {...profileMessages.language} />} testId="profile-language" />
          <SelectField
            {...form.field('timezone')}
            options={options}
            label={<FormattedMessage {...profileMessages.timezone} />}
            help={
              <Button variant="link" size="sm" className="p-0 small" onClick={() => void detect()}>
                <FormattedMessage {...profileMessages.detectTimezone} />
              </Button>
            }
            testId="profile-timezone"
          />
        </FieldRow>
        <FormFooter error={formError} submitting={submitting} label={formMessages.save} className="px-4" testId="profile-settings-save" />
      </Form>
      <div className="border-top mt-4 pt-4">
        <h2 className="h6 fw-semibold">
          <FormattedMessage {...profileMessages.password} />
        </h2>
        <p className="text-body-secondary small">
          <FormattedMessage {...profileMessages.passwordHelp} />
        </p>
        <Button variant="outline-primary" onClick={() => void sendPasswordLink()} disabled={sending} data-testid="profile-send-password-link">
          <FormattedMessage {...profileMessages.sendPasswordLink} />
        </Button>
      </div>
    </>
  );
}
