import { useState } from 'react';
import { Button, Dropdown } from 'react-bootstrap';
import { FormattedMessage, useIntl } from 'react-intl';
import { mayManageContent, type PublishStatus } from '@app/shared';
import { useStores } from '../../../stores/store-context';
import { practicesApi, type CatalogName } from '../api';
import { actionsMessages as m } from '../messages';
import { ConfirmModal } from '../../../components/confirm-modal';

export interface CatalogItem {
  id: number;
  title: string;
  status: PublishStatus;
  owner_id: number;
}

type Action = 'publish' | 'unpublish' | 'duplicate' | 'delete';

const CONFIRM = { publish: m.confirmPublish, unpublish: m.confirmUnpublish, duplicate: m.confirmDuplicate, delete: m.confirmDelete };
const DONE = { publish: m.published, unpublish: m.unpublished, duplicate: m.duplicated, delete: m.deleted };
const LABEL = { publish: m.publish, unpublish: m.unpublish, duplicate: m.duplicate, delete: m.delete };

export interface CatalogActionsProps<T extends CatalogItem> {
  catalog: CatalogName;
  item: T;
  /** Buttons on a detail page, a menu in a list row. */
  layout: 'buttons' | 'menu';
  onChanged: (updated: T) => void;
  onDuplicated: (copy: T) => void;
  onDeleted: () => void;
  /** Unsaved edits: publishing would publish the stored version, so it waits. */
  disabled?: boolean;
}

/** Publish, move to drafts, duplicate and delete, each after a confirmation (spec section 4). */
export function CatalogActions<T extends CatalogItem>({
  catalog,
  item,
  layout,
  onChanged,
  onDuplicated,
  onDeleted,
  disabled,
}: CatalogActionsProps<T>) {
  const { api, ui, session } = useStores();
  const intl = useIntl();
  const [pending, setPending] = useState<Action | null>(null);
  const [busy, setBusy] = useState(false);
  // Someone else's content (a teacher's view of the library) can only be copied: only what the server allows is offered.
  const manages = !!session.user && mayManageContent({ id: session.user.id, roles: session.roles }, item);
  const actions: Action[] = manages ? [item.status === 'published' ? 'unpublish' : 'publish', 'duplicate', 'delete'] : ['duplicate'];

  async function run(action: Action) {
    const client = practicesApi(api);
    setBusy(true);
    try {
      if (action === 'publish') onChanged(await client.publish<T>(catalog, item.id));
      else if (action === 'unpublish') onChanged(await client.unpublish<T>(catalog, item.id));
      else if (action === 'duplicate') onDuplicated(await client.duplicate<T>(catalog, item.id));
      else {
        await client.remove(catalog, item.id);
        onDeleted();
      }
      ui.toast(intl.formatMessage(DONE[action]), 'success');
    } catch (error) {
      ui.handleError(error, { action: true });
    } finally {
      setBusy(false);
      setPending(null);
    }
  }

  const modal = (
    <ConfirmModal
      show={pending !== null}
      danger={pending === 'delete'}
      busy={busy}
      body={pending && <FormattedMessage {...CONFIRM[pending]} values={{ title: item.title }} />}
      onCancel={() => setPending(null)}
      onConfirm={() => pending && void run(pending)}
    />
  );

  if (layout === 'menu') {
    return (
      <>
        <Dropdown align="end">
          <Dropdown.Toggle variant="outline-secondary" size="sm" data-testid={`actions-${item.id}`}>
            <FormattedMessage {...m.more} />
          </Dropdown.Toggle>
          <Dropdown.Menu>
            {actions.map((a) => (
              <Dropdown.Item
                key={a}
                onClick={() => setPending(a)}
                className={a === 'delete' ? 'text-danger' : undefined}
                data-testid={`action-${a}-${item.id}`}
              >
                <FormattedMessage {...LABEL[a]} />
              </Dropdown.Item>
            ))}
          </Dropdown.Menu>
        </Dropdown>
        {modal}
      </>
    );
  }
  return (
    <div className="d-flex flex-wrap gap-2">
      {actions.map((a) => (
        <Button
          key={a}
          size="sm"
          variant={a === 'delete' ? 'outline-danger' : a === 'publish' ? 'success' : 'outline-secondary'}
          onClick={() => setPending(a)}
          disabled={disabled && a === 'publish'}
          data-testid={`action-${a}`}
        >
          <FormattedMessage {...LABEL[a]} />
        </Button>
      ))}
      {modal}
    </div>
  );
}
