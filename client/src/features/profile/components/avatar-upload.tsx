import { useRef, useState, type ChangeEvent } from 'react';
import { Button, Spinner } from 'react-bootstrap';
import { FormattedMessage, useIntl } from 'react-intl';
import { MAX_UPLOAD_BYTES, type ImageDto } from '@app/shared';
import { useStores } from '../../../stores/store-context';
import { profileApi } from '../api';
import { profileMessages } from '../messages';

/** Picks and uploads a new avatar image; the caller saves its id with the profile. */
export function AvatarUpload({ url, initials, onUploaded }: { url: string | null; initials: string; onUploaded: (image: ImageDto) => void }) {
  const { api, ui } = useStores();
  const intl = useIntl();
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    if (file.size > MAX_UPLOAD_BYTES) {
      setError(intl.formatMessage(profileMessages.avatarTooLarge, { mb: MAX_UPLOAD_BYTES / 1024 / 1024 }));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const image = await profileApi(api).uploadImage(file);
      setPreview(image.url);
      onUploaded(image);
      ui.toast(profileMessages.avatarUploaded, 'info');
    } catch (err) {
      ui.handleError(err);
    } finally {
      setBusy(false);
    }
  };

  const shown = preview ?? url;
  return (
    <div className="d-flex align-items-center gap-3 mb-4">
      {shown ? (
        <img src={shown} alt={intl.formatMessage(profileMessages.avatar)} className="avatar-lg" />
      ) : (
        <span className="avatar-lg d-inline-flex align-items-center justify-content-center fw-semibold text-primary" aria-hidden="true">
          {initials}
        </span>
      )}
      <div>
        <input
          ref={input}
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          className="d-none"
          onChange={(e) => void onFile(e)}
          data-testid="avatar-input"
        />
        <Button variant="outline-primary" size="sm" onClick={() => input.current?.click()} disabled={busy}>
          {busy && <Spinner animation="border" size="sm" className="me-2" />}
          <FormattedMessage {...profileMessages.avatarChange} />
        </Button>
        <div className="small text-body-secondary mt-1">
          <FormattedMessage {...profileMessages.avatarHelp} values={{ mb: MAX_UPLOAD_BYTES / 1024 / 1024 }} />
        </div>
        {error && <div className="small text-danger mt-1">{error}</div>}
      </div>
    </div>
  );
}
