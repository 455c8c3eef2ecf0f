import { observer } from 'mobx-react-lite';
import { Alert, Button, Container } from 'react-bootstrap';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { MailIcon } from '../../../components/icons';
import { useStores } from '../../../stores/store-context';
import { useVerificationRequest } from '../hooks/use-verification-request';
import { authMessages } from '../messages';

/** Offers logged-in users with an unverified e-mail to send the verification mail. */
export const VerificationBanner = observer(function VerificationBanner() {
  const { session } = useStores();
  const { pathname } = useLocation();
  const request = useVerificationRequest();
  const user = session.user;
  if (!user || user.email_verified_at || pathname.startsWith('/email/verify/')) return null;
  return (
    <Container className="pt-3">
      <Alert
        variant="warning"
        className="d-flex flex-column flex-md-row align-items-md-center gap-2 gap-md-3 mb-0 shadow-sm"
        data-testid="verify-banner"
      >
        <MailIcon className="flex-shrink-0 d-none d-md-block" />
        <div className="flex-grow-1">
          <FormattedMessage {...authMessages.verifyBannerText} values={{ email: <strong>{user.email}</strong> }} />
        </div>
        <Button
          variant="warning"
          size="sm"
          className="fw-semibold text-nowrap align-self-start align-self-md-center"
          onClick={request.ask}
          data-testid="verify-banner-send"
        >
          <FormattedMessage {...authMessages.verifyBannerButton} />
        </Button>
      </Alert>
      {request.dialog}
    </Container>
  );
});
