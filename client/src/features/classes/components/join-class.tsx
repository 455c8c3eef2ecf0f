import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Button, Card, Form, InputGroup, Spinner } from 'react-bootstrap';
import { FormattedMessage, useIntl } from 'react-intl';
import { CLASS_CODE_LENGTH, normalizeClassCode, type ClassPreviewDto } from '@app/shared';
import { displayName } from '../../../lib/user-name';
import { useStores } from '../../../stores/store-context';
import { classesApi } from '../api';
import { joinProblem } from '../class-errors';
import { commonMessages as cm, joinMessages as m } from '../messages';

/**
 * Join by class code, or by an invitation link (`/classes?join={code}&invitation={token}` opens here with the
 * code filled in and the class shown). The class is shown before joining; every refusal says why.
 */
export function JoinClass({ initialCode, invitation, onJoined }: { initialCode: string; invitation?: string; onJoined: (pending: boolean) => void }) {
  const { api, ui } = useStores();
  const intl = useIntl();
  const [code, setCode] = useState(initialCode);
  const [preview, setPreview] = useState<{ code: string; cls: ClassPreviewDto } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const calls = classesApi(api);

  const fail = (error: unknown) => {
    const known = joinProblem(error);
    if (known) setProblem(intl.formatMessage(known));
    else ui.handleError(error);
  };
  const look = async (raw: string) => {
    const value = normalizeClassCode(raw);
    setProblem(null);
    setPreview(null);
    if (!value) return;
    setBusy(true);
    try {
      const cls = await calls.preview(value);
      setPreview({ code: value, cls });
      if (cls.archived) setProblem(intl.formatMessage(m.archived));
      else if (cls.seats_left <= 0) setProblem(intl.formatMessage(m.full));
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };
  useEffect(() => {
    if (initialCode) void look(initialCode);
    // Only the link's code, once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [initialCode]);

  const join = async () => {
    if (!preview) return;
    setBusy(true);
    setProblem(null);
    try {
      const answer = await calls.join(preview.code, invitation);
      setPreview(null);
      setCode('');
      onJoined(answer.status === 'pending');
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void look(code);
  };
  const cls = preview?.cls;
  const blocked = !!cls && (cls.archived || cls.seats_left <= 0);
  return (
    <Card className="shadow-soft mb-4" data-testid="join-class">
      <Card.Body>
        <h2 className="h6 fw-semibold mb-2">
          <FormattedMessage {...m.title} />
        </h2>
        <Form onSubmit={submit} noValidate>
          <InputGroup style={{ maxWidth: 420 }}>
            <Form.Control
              value={code}
              onChange={(e) => setCode(e.target.value)}
              maxLength={CLASS_CODE_LENGTH + 4}
              placeholder={intl.formatMessage(m.placeholder)}
              aria-label={intl.formatMessage(m.placeholder)}
              className="text-uppercase"
              autoCapitalize="characters"
              data-testid="join-code"
            />
            <Button type="submit" variant="outline-primary" disabled={busy || !code.trim()} data-testid="join-find">
              <FormattedMessage {...m.find} />
            </Button>
          </InputGroup>
        </Form>
        {busy && <Spinner size="sm" className="mt-2" />}
        {cls && (
          <div className="border rounded p-3 mt-3" style={{ maxWidth: 520 }} data-testid="join-preview">
            <div className="fw-semibold">{cls.name}</div>
            <div className="small text-body-secondary mb-2">
              <FormattedMessage {...m.teacher} values={{ name: displayName(cls.owner) }} /> · <FormattedMessage {...cm[`method_${cls.method}`]} /> ·{' '}
              <FormattedMessage {...m.seatsLeft} values={{ n: Math.max(0, cls.seats_left) }} />
            </div>
            {cls.requires_approval && !invitation && (
              <p className="small mb-2">
                <FormattedMessage {...m.needsApproval} />
              </p>
            )}
            {!blocked && (
              <Button onClick={() => void join()} disabled={busy} data-testid="join-submit">
                <FormattedMessage {...m.join} />
              </Button>
            )}
          </div>
        )}
        {problem && (
          <Alert variant="danger" className="mt-3 mb-0 py-2 small" style={{ maxWidth: 520 }} data-testid="join-error">
            {problem}
          </Alert>
        )}
      </Card.Body>
    </Card>
  );
}
