import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CompanyMemberDto } from '@app/shared';
import { ConfirmModal } from '../../../components/confirm-modal';
import { displayName } from '../../../lib/user-name';
import { useStores } from '../../../stores/store-context';
import { membersMessages as m } from '../messages';

/**
 * Asks before a member leaves the company (shown while `member` is set), then calls `remove`, says so and
 * closes; `onRemoved` reloads the list. Used by the company-admin's and the admin's member lists.
 */
export function RemoveMemberConfirm({
  member,
  remove,
  onClose,
  onRemoved,
}: {
  member: CompanyMemberDto | null;
  remove: (userId: number) => Promise<unknown>;
  onClose: () => void;
  onRemoved: () => void;
}) {
  const { ui } = useStores();
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (!member) return;
    setBusy(true);
    try {
      await remove(member.id);
      ui.toast(intl.formatMessage(m.removed, { name: displayName(member) }), 'success');
      onClose();
      onRemoved();
    } catch (e) {
      ui.handleError(e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <ConfirmModal
      show={member !== null}
      danger
      title={<FormattedMessage {...m.removeTitle} />}
      body={<FormattedMessage {...m.removeBody} values={{ name: member ? displayName(member) : '' }} />}
      confirmLabel={<FormattedMessage {...m.remove} />}
      busy={busy}
      onCancel={onClose}
      onConfirm={() => void confirm()}
    />
  );
}
