import { Card } from 'react-bootstrap';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router-dom';
import { PATHS } from '../../../config/paths';
import { walletMessages as m } from '../messages';

/** Public wallet pages ask a visitor to log in where the content is personal. */
export function LoginPrompt({ text }: { text: MessageDescriptor }) {
  return (
    <Card className="shadow-soft" data-testid="wallet-login-prompt">
      <Card.Body className="p-4 d-flex flex-wrap align-items-center justify-content-between gap-3">
        <span>
          <FormattedMessage {...text} />
        </span>
        <Link to={PATHS.login} className="btn btn-primary">
          <FormattedMessage {...m.login} />
        </Link>
      </Card.Body>
    </Card>
  );
}
