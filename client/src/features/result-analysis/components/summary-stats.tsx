import type { ReactNode } from 'react';
import { Card, Col, Row } from 'react-bootstrap';
import { FormattedMessage, FormattedNumber, type MessageDescriptor } from 'react-intl';
import type { TestAnalysisDto } from '@app/shared';
import { analysisMessages as m } from '../messages';
import { formatSeconds } from '../../../lib/duration';

function Stat({ label, children, testId }: { label: MessageDescriptor; children: ReactNode; testId: string }) {
  return (
    <Col xs={6} lg={3}>
      <Card body className="shadow-soft h-100">
        <div className="small text-body-secondary">
          <FormattedMessage {...label} />
        </div>
        <div className="h4 fw-semibold mb-0" data-testid={testId}>
          {children}
        </div>
      </Card>
    </Col>
  );
}

/** Graded attempts, students, average time per question and the omitted share, as four figures. */
export function SummaryStats({ analysis }: { analysis: TestAnalysisDto }) {
  return (
    <Row className="g-3 mb-4">
      <Stat label={m.attempts} testId="stat-attempts">
        <FormattedNumber value={analysis.attempts} />
      </Stat>
      <Stat label={m.students} testId="stat-students">
        <FormattedNumber value={analysis.students} />
      </Stat>
      <Stat label={m.averageTime} testId="stat-time">
        {formatSeconds(analysis.averageTimeSeconds)}
      </Stat>
      <Stat label={m.omittedRate} testId="stat-omitted">
        <FormattedMessage {...m.percent} values={{ value: analysis.omittedRate }} />
      </Stat>
    </Row>
  );
}
