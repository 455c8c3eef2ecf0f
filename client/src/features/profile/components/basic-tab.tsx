import { useState, type FormEvent } from 'react';
import { Col, Form, Row } from 'react-bootstrap';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ProfileDto } from '@app/shared';
import { FormAlert } from '../../../components/form/form-alert';
import { formMessages } from '../../../components/form/messages';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { useForm } from '../../../components/form/use-form';
import { required, validateForm } from '../../../components/form/validation';
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
    const errors = validateForm(form.values, { first_name: [required], last_name: [required] }, intl);
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    await save(() =>
      profileApi(api).updateBasic({
        first_name: form.values.first_name.trim(),
        last_name: form.values.last_name.trim(),
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
      <Row className="g-sm-3">
        <Col sm={6}>
          <TextField
            {...form.field('first_name')}
            label={<FormattedMessage {...profileMessages.firstName} />}
            autoComplete="given-name"
            testId="profile-first-name"
          />
        </Col>
        <Col sm={6}>
          <TextField
            {...form.field('last_name')}
            label={<FormattedMessage {...profileMessages.lastName} />}
            autoComplete="family-name"
            testId="profile-last-name"
          />
        </Col>
      </Row>
      <Row className="g-sm-3">
        <Col sm={6}>
          <TextField name="email" value={user.email} readOnly plaintext label={<FormattedMessage {...profileMessages.email} />} />
        </Col>
        <Col sm={6}>
          <TextField name="username" value={user.username} readOnly plaintext label={<FormattedMessage {...profileMessages.username} />} />
        </Col>
      </Row>
      <FormAlert message={formError} />
      <SubmitButton submitting={submitting} className="px-4" testId="profile-basic-save">
        <FormattedMessage {...formMessages.save} />
      </SubmitButton>
    </Form>
  );
}
