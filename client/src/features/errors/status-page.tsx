import type { MessageDescriptor } from 'react-intl';
import { FormattedMessage } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from 'react-bootstrap';
import { PATHS } from '../../config/paths';
import { errorPageMessages } from './messages';

/** The frame of the 403 and 404 pages. */
export function StatusPage({ code, title, body, testId }: { code: string; title: MessageDescriptor; body: MessageDescriptor; testId: string }) {
  const navigate = useNavigate();
  return (
    <div className="text-center py-5 mx-auto" style={{ maxWidth: 560 }} data-testid={testId}>
      <div className="status-code mb-3" aria-hidden="true">
        {code}
      </div>
      <h1 className="h3 fw-semibold mb-3">
        <FormattedMessage {...title} />
      </h1>
      <p className="text-body-secondary mb-4">
        <FormattedMessage {...body} />
      </p>
      <div className="d-flex gap-2 justify-content-center">
        <Button variant="outline-secondary" onClick={() => navigate(-1)}>
          <FormattedMessage {...errorPageMessages.back} />
        </Button>
        <Link to={PATHS.home} className="btn btn-primary">
          <FormattedMessage {...errorPageMessages.home} />
        </Link>
      </div>
    </div>
  );
}
