import type { ReactNode } from 'react';
import { Badge } from 'react-bootstrap';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router-dom';
import type { TestAnalysisDto } from '@app/shared';
import { VERSION_LABELS } from '../../../components/taxonomy/test-labels';
import { typeMessages } from '../messages';

/** Back link, the test's title with its type and version, and the page's buttons. */
export function AnalysisHeader({
  analysis,
  title,
  back,
  backLabel,
  actions,
}: {
  analysis: TestAnalysisDto;
  title: MessageDescriptor;
  back: string;
  backLabel: MessageDescriptor;
  actions?: ReactNode;
}) {
  const intl = useIntl();
  return (
    <div className="mb-4">
      <Link to={back} className="small text-decoration-none" data-testid="analysis-back">
        ← <FormattedMessage {...backLabel} />
      </Link>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-3 mt-2">
        <div>
          <h1 className="h3 fw-semibold mb-1">
            <FormattedMessage {...title} values={{ title: analysis.target.title }} />
          </h1>
          <div className="d-flex flex-wrap gap-1">
            <Badge bg="secondary-subtle" text="secondary-emphasis">
              {intl.formatMessage(typeMessages[analysis.target.type])}
            </Badge>
            <Badge bg="info-subtle" text="info-emphasis">
              {intl.formatMessage(VERSION_LABELS[analysis.target.version])}
            </Badge>
          </div>
        </div>
        {actions && <div className="d-flex flex-wrap gap-2">{actions}</div>}
      </div>
    </div>
  );
}
