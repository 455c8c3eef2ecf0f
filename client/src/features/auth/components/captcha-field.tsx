import { useCallback, useEffect, useId, useState } from 'react';
import { Button, Form, Spinner } from 'react-bootstrap';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CaptchaDto } from '@app/shared';
import { RefreshIcon } from '../../../components/icons';
import { useStores } from '../../../stores/store-context';
import { authApi } from '../api';
import { authMessages } from '../messages';

export interface CaptchaFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** Reports the key of the captcha on screen (empty while none is). */
  onKeyChange: (key: string) => void;
  error?: string;
  /** Bump to fetch a new captcha (after a failed submit: each captcha is single-use). */
  reloadSignal?: number;
}

/** The captcha image, a refresh button and the answer input; a failed load offers a retry. */
export function CaptchaField({ value, onChange, onKeyChange, error, reloadSignal = 0 }: CaptchaFieldProps) {
  const { api } = useStores();
  const intl = useIntl();
  const id = `captcha-${useId()}`;
  const [captcha, setCaptcha] = useState<CaptchaDto | null>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');

  const load = useCallback(() => {
    setStatus('loading');
    onKeyChange('');
    authApi(api)
      .captcha()
      .then((c) => {
        setCaptcha(c);
        onKeyChange(c.key);
        setStatus('ready');
      })
      .catch(() => {
        setCaptcha(null);
        setStatus('failed');
      });
  }, [api, onKeyChange]);

  useEffect(() => {
    load();
    onChange('');
    // reloadSignal is the trigger; load and onChange are stable enough not to refetch on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reloadSignal]);

  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label className="fw-medium">
        <FormattedMessage {...authMessages.captcha} />
      </Form.Label>
      <div className="d-flex gap-2 align-items-start">
        <div className="flex-grow-1">
          <Form.Control
            name="captcha"
            value={value}
            onChange={(e) => onChange(e.target.value)}
            isInvalid={!!error}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            placeholder={intl.formatMessage(authMessages.captchaPlaceholder)}
            data-testid="register-captcha"
            style={{ height: 46 }}
          />
          {error && <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>}
        </div>
        <div className="captcha-image" data-testid="register-captcha-image" data-status={status}>
          {status === 'loading' && <Spinner animation="border" size="sm" variant="secondary" />}
          {status === 'ready' && captcha && <img src={captcha.img} alt={intl.formatMessage(authMessages.captchaAlt)} />}
          {status === 'failed' && (
            <Button variant="link" size="sm" className="text-decoration-none small px-2" onClick={load} data-testid="register-captcha-retry">
              <FormattedMessage {...authMessages.captchaRetry} />
            </Button>
          )}
        </div>
        <Button
          variant="outline-secondary"
          onClick={load}
          disabled={status === 'loading'}
          aria-label={intl.formatMessage(authMessages.captchaRefresh)}
          title={intl.formatMessage(authMessages.captchaRefresh)}
          data-testid="register-captcha-refresh"
          style={{ height: 46 }}
        >
          <RefreshIcon />
        </Button>
      </div>
      {status === 'failed' && (
        <div className="small text-danger mt-1" role="alert">
          <FormattedMessage {...authMessages.captchaFailed} />
        </div>
      )}
    </Form.Group>
  );
}
