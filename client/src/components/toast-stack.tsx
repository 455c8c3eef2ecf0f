import { observer } from 'mobx-react-lite';
import { Toast, ToastContainer } from 'react-bootstrap';
import { useIntl } from 'react-intl';
import { appMessages } from '../i18n/app-messages';
import { TOAST_AUTOHIDE_MS } from '../config/env';
import { useStores } from '../stores/store-context';

const LIGHT_TEXT = new Set(['success', 'danger']);

export const ToastStack = observer(function ToastStack() {
  const { ui } = useStores();
  const intl = useIntl();
  return (
    <ToastContainer position="top-end" className="p-3 position-fixed toast-stack">
      {ui.toasts.map((t) => (
        <Toast
          key={t.id}
          bg={t.variant}
          autohide
          delay={TOAST_AUTOHIDE_MS}
          onClose={() => ui.dismissToast(t.id)}
          data-testid="toast"
          data-variant={t.variant}
        >
          <div className="d-flex align-items-start">
            <Toast.Body className={`flex-grow-1 ${LIGHT_TEXT.has(t.variant) ? 'text-white' : ''}`} role={t.variant === 'danger' ? 'alert' : 'status'}>
              {t.text}
            </Toast.Body>
            <button
              type="button"
              className={`btn-close me-2 mt-2 ${LIGHT_TEXT.has(t.variant) ? 'btn-close-white' : ''}`}
              aria-label={intl.formatMessage(appMessages.toastClose)}
              onClick={() => ui.dismissToast(t.id)}
            />
          </div>
        </Toast>
      ))}
    </ToastContainer>
  );
});
