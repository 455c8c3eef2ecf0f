import { Spinner } from 'react-bootstrap';
import { useIntl } from 'react-intl';
import { appMessages } from '../i18n/app-messages';

export function FullPageSpinner() {
  const intl = useIntl();
  return (
    <div className="full-page-spinner" data-testid="page-loading">
      <Spinner animation="border" variant="primary" role="status">
        <span className="visually-hidden">{intl.formatMessage(appMessages.loading)}</span>
      </Spinner>
    </div>
  );
}
