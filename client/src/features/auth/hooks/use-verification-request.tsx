import { useState } from 'react';
import { useStores } from '../../../stores/store-context';
import { authApi } from '../api';
import { authMessages } from '../messages';
import { VerifyConfirmDialog } from '../components/verify-confirm-dialog';

/**
 * "Send a verification e-mail" after a confirmation prompt (spec section 4):
 * success says 'Verification email sent', cancel says 'Canceled'.
 */
export function useVerificationRequest() {
  const { api, session, ui } = useStores();
  const [open, setOpen] = useState(false);

  const cancel = () => {
    setOpen(false);
    ui.toast(authMessages.verifyCanceled, 'info');
  };

  const confirm = async () => {
    setOpen(false);
    const user = session.user;
    if (!user) return;
    try {
      await authApi(api).requestVerify(user.id);
      ui.toast(authMessages.verifySent, 'success');
    } catch (error) {
      ui.handleError(error);
    }
  };

  const dialog = <VerifyConfirmDialog show={open} email={session.user?.email ?? ''} onConfirm={() => void confirm()} onCancel={cancel} />;
  return { ask: () => setOpen(true), dialog };
}
