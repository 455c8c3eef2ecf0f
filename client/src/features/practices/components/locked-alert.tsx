import { Alert } from 'react-bootstrap';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { builderMessages } from '../messages';

/** Why a builder no longer lets its structure change: someone has taken it. */
export function LockedAlert({ body, testId }: { body: MessageDescriptor; testId?: string }) {
  return (
    <Alert variant="warning" data-testid={testId}>
      <Alert.Heading as="h2" className="h6 fw-semibold">
        <FormattedMessage {...builderMessages.lockedTitle} />
      </Alert.Heading>
      <p className="mb-0 small">
        <FormattedMessage {...body} />
      </p>
    </Alert>
  );
}
