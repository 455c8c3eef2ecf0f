import { useState, type FormEvent } from 'react';
import { Form } from 'react-bootstrap';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ProfileDto } from '@app/shared';
import { FieldRow } from '../../../components/form/field-row';
import { FormFooter } from '../../../components/form/form-footer';
import { formMessages } from '../../../components/form/messages';
import { TextField } from '../../../components/form/text-field';
import { useForm } from '../../../components/form/use-form';
import { validateForm } from '../../../components/form/validation';
import { NameFields, nameRules, toNamePayload } from '../../profile-fields';
import { useStores } from '../../../stores/store-context';
import { profileApi } from '../api';
import { useProfileSave } from '../hooks/use-profile-save';
import { profileMessages } from '../messages';
import { AvatarUpload } from './avatar-upload';

export interface TabProps {
  profile: ProfileDto;
  onSaved: (profile: ProfileDto) => void;
}

export function BasicTab({ profile, onSaved }: TabProps) {
  const { api, locale } = useStores();
  const intl = useIntl();
  const { user } = profile;
  const form = useForm({ first_name: user.first_name, last_name: user.last_name });
  const [avatarId, setAvatarId] = useState<number | undefined>();
  const { submitting, formError, save } = useProfileSave(form.setErrors, onSaved);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const errors = validateForm(form.values, nameRules, intl);
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    await save(() =>
      profileApi(api).updateBasic({
        ...toNamePayload(form.values),
        timezone: user.timezone,
        lang: locale.lang,
        ...(avatarId !== undefined ? { avatar_image_id: avatarId } : {}),
      }),
    );
  };

  const initials = `${user.first_name[0] ?? ''}${user.last_name[0] ?? ''}`.toUpperCase() || user.username.slice(0, 2).toUpperCase();
  return (
    <Form noValidate onSubmit={onSubmit} data-testid="profile-basic-form">
      <AvatarUpload url={profile.avatar_url} initials={initials} onUploaded={(image) => setAvatarId(image.id)} />
      <NameFields field={form.field} labels={profileMessages} testIdPrefix="profile" />
      <FieldRow>
        <TextField name="email" value={user.email} readOnly plaintext label={<FormattedMessage {...profileMessages.email} />} />
        <TextField name="username" value={user.username} readOnly plaintext label={<FormattedMessage {...profileMessages.username} />} />
      </FieldRow>
      <FormFooter error={formError} submitting={submitting} label={formMessages.save} className="px-4" testId="profile-basic-save" />
    </Form>
  );
}
