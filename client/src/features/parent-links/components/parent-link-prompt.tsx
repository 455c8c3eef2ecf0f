import { useState } from 'react';
import { Alert, Button, Spinner } from 'react-bootstrap';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { observer } from 'mobx-react-lite';
import { Role, type ParentLinkRequestDto } from '@app/shared';
import { FormAlert } from '../../../components/form/form-alert';
import { useSubmit } from '../../../components/form/use-submit';
import { useLoad } from '../../../components/hooks/use-load';
import { useStores } from '../../../stores/store-context';
import { parentLinksApi, type ParentLinkAction } from '../api';
import { parentLinkMessages as m } from '../messages';

/**
 * On the student's home: each parent waiting for an answer, with Confirm and Decline. The parent sees
 * nothing of the student until it is confirmed; nothing shows when no one is waiting.
 */
export const ParentLinkPrompt = observer(function ParentLinkPrompt() {
  const { api, session } = useStores();
  const isStudent = session.user?.all_roles.includes(Role.Student) ?? false;
  const { data } = useLoad(() => parentLinksApi(api).pending(), 'parent-links', { skip: !isStudent });
  const [answered, setAnswered] = useState<number[]>([]);
  const waiting = (data?.data ?? []).filter((r) => !answered.includes(r.parent.id));
  if (!waiting.length) return null;
  return (
    <section className="mb-4 d-grid gap-3" data-testid="parent-link-prompt">
      {waiting.map((r) => (
        <Request key={r.parent.id} request={r} onAnswered={() => setAnswered((ids) => [...ids, r.parent.id])} />
      ))}
    </section>
  );
});

function Request({ request, onAnswered }: { request: ParentLinkRequestDto; onAnswered: () => void }) {
  const { api, ui } = useStores();
  const { submitting, formError, run } = useSubmit(() => undefined);
  const [busy, setBusy] = useState<ParentLinkAction | null>(null);
  const { parent } = request;
  const name = `${parent.first_name} ${parent.last_name}`.trim() || parent.username;

  const answer = async (action: ParentLinkAction) => {
    setBusy(action);
    const ok = await run(() => parentLinksApi(api).answer(parent.id, action));
    setBusy(null);
    if (!ok) return;
    ui.toast(action === 'confirm' ? m.confirmed : m.declined, 'success');
    onAnswered();
  };

  return (
    <Alert variant="info" className="mb-0 shadow-soft" data-testid={`parent-link-${parent.id}`}>
      <Alert.Heading as="h2" className="h6 fw-semibold">
        <FormattedMessage {...m.promptTitle} />
      </Alert.Heading>
      <p className="mb-1">
        <FormattedMessage
          {...m.promptText}
          values={{
            name: <strong>{name}</strong>,
            username: parent.username,
            date: <FormattedDate value={request.requested_at} dateStyle="medium" />,
          }}
        />
      </p>
      <p className="small text-body-secondary mb-3">
        <FormattedMessage {...m.promptHint} />
      </p>
      <FormAlert message={formError} testId={`parent-link-error-${parent.id}`} />
      <div className="d-flex flex-wrap gap-2">
        <Button variant="primary" disabled={submitting} onClick={() => void answer('confirm')} data-testid="parent-link-confirm">
          {busy === 'confirm' && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
          <FormattedMessage {...m.confirm} />
        </Button>
        <Button variant="outline-secondary" disabled={submitting} onClick={() => void answer('decline')} data-testid="parent-link-decline">
          {busy === 'decline' && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
          <FormattedMessage {...m.decline} />
        </Button>
      </div>
    </Alert>
  );
}
