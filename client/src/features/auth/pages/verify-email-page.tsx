import { useEffect, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Alert, Button, Spinner } from 'react-bootstrap';
import { FormattedMessage } from 'react-intl';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { CenteredCard } from '../../../components/centered-card';
import { CheckIcon, MailIcon } from '../../../components/icons';
import { PATHS } from '../../../config/paths';
import { errorAction } from '../../../lib/error-policy';
import { useStores } from '../../../stores/store-context';
import { authApi } from '../api';
import { authMessages } from '../messages';
import { useVerificationRequest } from '../hooks/use-verification-request';

type State = { status: 'verifying' } | { status: 'verified' } | { status: 'failed'; message: string };

/** Landing page of the verification mail: posts the link's id, hash, expiry and signature through. */
export const VerifyEmailPage = observer(function VerifyEmailPage() {
  const { api, session, ui } = useStores();
  const { id = '', hash = '' } = useParams();
  const [params] = useSearchParams();
  const [state, setState] = useState<State>({ status: 'verifying' });
  const started = useRef(false);
  const resend = useVerificationRequest();

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    authApi(api)
      .verifyEmail(id, hash, Object.fromEntries(params.entries()))
      .then(({ user }) => {
        session.updateUser(user);
        setState({ status: 'verified' });
      })
      .catch((error: unknown) => {
        const action = errorAction(error);
        if (action.kind === 'notice') ui.apply(action);
        setState({ status: 'failed', message: action.kind === 'message' ? ui.describe(action) : '' });
      });
  }, [api, hash, id, params, session, ui]);

  const home = (
    <Link to={PATHS.home} className="btn btn-primary" data-testid="verify-home">
      <FormattedMessage {...authMessages.verifyGoHome} />
    </Link>
  );

  if (state.status === 'verifying') {
    return (
      <CenteredCard title={<FormattedMessage {...authMessages.verifying} />} icon={<MailIcon />} testId="verify-page">
        <Spinner animation="border" variant="primary" />
      </CenteredCard>
    );
  }
  if (state.status === 'verified') {
    return (
      <CenteredCard title={<FormattedMessage {...authMessages.verifiedTitle} />} icon={<CheckIcon />} testId="verify-page">
        <p className="text-body-secondary" data-testid="verify-success">
          <FormattedMessage {...authMessages.verifiedBody} values={{ email: <strong>{session.user?.email}</strong> }} />
        </p>
        {home}
      </CenteredCard>
    );
  }
  const canResend = session.user && !session.user.email_verified_at;
  return (
    <CenteredCard title={<FormattedMessage {...authMessages.verifyFailedTitle} />} icon={<MailIcon />} testId="verify-page">
      {state.message && (
        <Alert variant="warning" data-testid="verify-failed">
          {state.message}
        </Alert>
      )}
      <div className="d-flex flex-wrap gap-2">
        {home}
        {canResend && (
          <Button variant="outline-primary" onClick={resend.ask}>
            <FormattedMessage {...authMessages.verifyResend} />
          </Button>
        )}
      </div>
      {resend.dialog}
    </CenteredCard>
  );
});
