import { observer } from 'mobx-react-lite';
import { Card } from 'react-bootstrap';
import { useIntl } from 'react-intl';
import { useStores } from '../../../stores/store-context';
import type { ClassPageStore } from '../class-page-store';
import { classFormOf } from '../class-form';
import { classPageMessages as m } from '../messages';
import { ClassForm } from './class-form';

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** The settings tab: the class's fields, editable by its teachers until it is archived. */
export const SettingsPanel = observer(function SettingsPanel({ store }: { store: ClassPageStore }) {
  const { ui } = useStores();
  const intl = useIntl();
  const detail = store.detail!;
  return (
    <Card className="shadow-soft" data-testid="settings-panel">
      <Card.Body>
        <fieldset disabled={store.readOnly}>
          <ClassForm
            key={detail.id}
            initial={classFormOf(detail, browserZone())}
            submitLabel={m.save}
            testId="class-edit-form"
            onSubmit={async (input) => {
              await store.update(input);
              ui.toast(intl.formatMessage(m.saved), 'success');
            }}
          />
        </fieldset>
      </Card.Body>
    </Card>
  );
});
