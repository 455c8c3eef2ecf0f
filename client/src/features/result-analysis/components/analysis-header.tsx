import type { ReactNode } from 'react';
import { Badge } from 'react-bootstrap';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import type { TestAnalysisDto } from '@app/shared';
import { PageHeader } from '../../../components/page-header';
import { VERSION_LABELS } from '../../../components/taxonomy/test-labels';
import { typeMessages } from '../messages';

/** Back link, the test's title with its type and version under it, and the page's buttons. */
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
    <PageHeader
      back={{ to: back, label: <FormattedMessage {...backLabel} />, testId: 'analysis-back' }}
      title={<FormattedMessage {...title} values={{ title: analysis.target.title }} />}
      subtitle={
        <span className="d-flex flex-wrap gap-1">
          <Badge bg="secondary-subtle" text="secondary-emphasis">
            {intl.formatMessage(typeMessages[analysis.target.type])}
          </Badge>
          <Badge bg="info-subtle" text="info-emphasis">
            {intl.formatMessage(VERSION_LABELS[analysis.target.version])}
          </Badge>
        </span>
      }
      actions={actions}
    />
  );
}
