import { Alert, Button, Spinner } from 'react-bootstrap';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, Navigate, useParams } from 'react-router-dom';
import { isMachineScored, LEAVE_GRACE_SECONDS, type ResultDto } from '@app/shared';
import { FullPageSpinner } from '../../../components/full-page-spinner';
import { PATHS } from '../../../config/paths';
import type { ResultsApi } from '../api';
import { BreakdownBars } from '../components/breakdown-bars';
import { PdfDownload } from '../components/pdf-download';
import { QuestionTable } from '../components/question-table';
import { ScoreSummary } from '../../../components/report/score-summary';
import { TeacherGradingSection } from '../../teacher-grading';
import { useGradedResult } from '../hooks/use-graded-result';
import { useResultsApi } from '../hooks/use-results-api';
import { reportMessages as m } from '../messages';
import { reviewPath } from '../paths';
import { PageHeader } from '../../../components/page-header';

function Grading() {
  return (
    <div className="text-center py-5" role="status" data-testid="grading">
      <Spinner className="mb-3" aria-hidden="true" />
      <p className="h5 mb-1">
        <FormattedMessage {...m.grading} />
      </p>
      <p className="text-body-secondary mb-0">
        <FormattedMessage {...m.gradingHint} />
      </p>
    </div>
  );
}

/** The graded report: scores, the leaves note, actions, teacher grading, breakdown bars and the question table. */
function GradedReport({ api, result }: { api: ResultsApi; result: ResultDto }) {
  return (
    <>
      <ScoreSummary result={result} />
      {result.leaveCount > 0 && (
        <Alert variant="warning" className="mt-3 mb-0 py-2" data-testid="leaves-note">
          <FormattedMessage {...m.leaves} values={{ count: result.leaveCount, seconds: LEAVE_GRACE_SECONDS }} />
        </Alert>
      )}
      <div className="d-flex flex-wrap gap-2 mt-3">
        <Link to={reviewPath(result.attemptId)} className="btn btn-primary" data-testid="review-questions">
          <FormattedMessage {...m.review} />
        </Link>
        <PdfDownload api={api} attemptId={result.attemptId} />
      </div>
      <TeacherGradingSection
        attemptId={result.attemptId}
        ownerId={result.userId}
        machineScored={isMachineScored(result.questions.map((q) => q.type))}
      />
      <BreakdownBars domains={result.domains} skills={result.skills} />
      <QuestionTable attemptId={result.attemptId} questions={result.questions} />
    </>
  );
}

function ScoreReport({ attemptId }: { attemptId: number }) {
  const intl = useIntl();
  const api = useResultsApi();
  const { result, failed, retry } = useGradedResult(api, attemptId);
  if (!result) {
    return failed ? (
      <Button variant="outline-primary" onClick={retry}>
        <FormattedMessage {...m.retry} />
      </Button>
    ) : (
      <FullPageSpinner />
    );
  }
  return (
    <div data-testid="score-report" data-status={result.status}>
      <PageHeader
        back={{ to: PATHS.testResults, label: <FormattedMessage {...m.allResults} /> }}
        title={<FormattedMessage {...m.title} />}
        subtitle={
          <>
            <span className="fw-semibold">{result.target.title}</span>
            {' · '}
            <span data-testid="report-finished">
              <FormattedMessage {...m.finished} values={{ date: intl.formatDate(result.finishedAt, { dateStyle: 'medium', timeStyle: 'short' }) }} />
            </span>
          </>
        }
      />
      {result.status === 'grading' ? <Grading /> : <GradedReport api={api} result={result} />}
      {failed && (
        <Button variant="outline-primary" className="mt-3" onClick={retry}>
          <FormattedMessage {...m.retry} />
        </Button>
      )}
    </div>
  );
}

/** /result/:id, the score report of one attempt (graded, or "Grading your test..." until it is). */
export function ScoreReportPage() {
  const { id } = useParams();
  const attemptId = Number(id);
  if (!Number.isSafeInteger(attemptId) || attemptId <= 0) return <Navigate to={PATHS.notFound} replace />;
  // Keyed: another attempt's report starts from its own first load, not the previous one's state.
  return <ScoreReport key={attemptId} attemptId={attemptId} />;
}
