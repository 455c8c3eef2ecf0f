import { useState } from 'react';
import { Alert, Button, Spinner } from 'react-bootstrap';
import { FormattedMessage } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { CenteredCard } from '../../../components/centered-card';
import { FormAlert } from '../../../components/form/form-alert';
import { useSubmit } from '../../../components/form/use-submit';
import { PATHS } from '../../../config/paths';
import { useStores } from '../../../stores/store-context';
import { parentLinksApi, signedLinkFrom } from '../api';
import { parentLinkMessages as m } from '../messages';

/** `/parent-link?…`: the signed link mailed to a student answers a parent's request without logging in. */
export function ParentLinkPage() {
  const { api } = useStores();
  const [params] = useSearchParams();
  const link = signedLinkFrom(params);
  const { submitting, formError, run } = useSubmit(() => undefined);
  const [done, setDone] = useState<boolean | null>(null);
  const [busy, setBusy] = useState<boolean | null>(null);

  const answer = async (accept: boolean) => {
    if (!link) return;
    setBusy(accept);
    const ok = await run(() => parentLinksApi(api).answerSigned(link, accept));
    setBusy(null);
    if (ok) setDone(accept);
  };

  const home = (
    <Link to={PATHS.home} className="small">
      <FormattedMessage {...m.home} />
    </Link>
  );

  return (
    <CenteredCard title={<FormattedMessage {...m.pageTitle} />} testId="parent-link-page">
      {!link ? (
        <Alert variant="warning">
          <FormattedMessage {...m.pageInvalid} />
        </Alert>
      ) : done !== null ? (
        <Alert variant="success" data-testid="parent-link-done">
          <FormattedMessage {...(done ? m.confirmed : m.declined)} />
        </Alert>
      ) : (
        <>
          <p>
            <FormattedMessage {...m.pageText} />
          </p>
          <p className="small text-body-secondary">
            <FormattedMessage {...m.promptHint} />
          </p>
          <FormAlert message={formError} testId="parent-link-page-error" />
          <div className="d-flex flex-wrap gap-2 mb-3">
            <Button disabled={submitting} onClick={() => void answer(true)} data-testid="parent-link-confirm">
              {busy === true && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
              <FormattedMessage {...m.confirm} />
            </Button>
            <Button variant="outline-secondary" disabled={submitting} onClick={() => void answer(false)} data-testid="parent-link-decline">
              {busy === false && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
              <FormattedMessage {...m.decline} />
            </Button>
          </div>
        </>
      )}
      {home}
    </CenteredCard>
  );
}
