import { Alert, Button, Card } from 'react-bootstrap';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { FullPageSpinner } from '../../../components/full-page-spinner';
import { PATHS } from '../../../config/paths';
import { isApiError } from '../../../lib/api-error';
import { useLoad } from '../../../components/hooks/use-load';
import { useTaxonomy } from '../../../components/taxonomy/taxonomy';
import { ReviewQuestion } from '../../../components/report/review-question';
import { useResultsApi } from '../hooks/use-results-api';
import { explanationMessages as m, reportMessages } from '../messages';
import { PageHeader } from '../../../components/page-header';

/** A class test's explanations stay closed (403) until its window closes or the teacher releases them. */
const CLASS_LOCKED = 'class-locked' as const;
const lockedAs403 = (error: unknown): typeof CLASS_LOCKED => {
  if (isApiError(error) && error.status === 403) return CLASS_LOCKED;
  throw error;
};

function Explanation({ questionId, mobile, classExamId }: { questionId: number; mobile: boolean; classExamId?: number }) {
  const api = useResultsApi();
  const tax = useTaxonomy();
  const intl = useIntl();
  const { data, failed, reload } = useLoad(
    () => (classExamId ? api.classExplanation(questionId, classExamId).catch(lockedAs403) : api.explanation(questionId)),
    `${questionId}:${classExamId ?? ''}`,
    { pageLevel: true },
  );
  if (data === CLASS_LOCKED) {
    return (
      <Alert variant="info" className="mx-auto" style={{ maxWidth: 640 }} data-testid="class-explanation-locked">
        <FormattedMessage {...m.classLocked} />
      </Alert>
    );
  }
  if (!data) {
    return failed ? (
      <Button variant="outline-primary" onClick={reload}>
        <FormattedMessage {...reportMessages.retry} />
      </Button>
    ) : (
      <FullPageSpinner />
    );
  }
  const classification = [tax.section(data.section), data.domain && tax.domain(data.domain), data.skill && tax.skill(data.skill)]
    .filter(Boolean)
    .join(' · ');
  return (
    <div
      data-testid="explanation-page"
      data-layout={mobile ? 'mobile' : 'desktop'}
      className={mobile ? 'mx-auto' : undefined}
      style={mobile ? { maxWidth: 640 } : undefined}
    >
      <PageHeader className="mb-3" title={intl.formatMessage(m.title)} subtitle={<span className="small">{classification}</span>} />
      <Card className="shadow-soft">
        <Card.Body className={mobile ? 'p-3' : 'p-3 p-md-4'}>
          <ReviewQuestion question={data} stacked={mobile} />
        </Card.Body>
      </Card>
    </div>
  );
}

function useQuestionId(): number | null {
  const { questionId } = useParams();
  const id = Number(questionId);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * /explanation/question/:questionId and /class/explanation/question/:questionId: one question with its key
 * and explanation. A class test's link carries `?class_exam_id=`: the class route decides whether it is open yet.
 */
export function ExplanationPage() {
  const id = useQuestionId();
  const classExamId = Number(useSearchParams()[0].get('class_exam_id'));
  if (id === null) return <Navigate to={PATHS.notFound} replace />;
  const forClass = Number.isSafeInteger(classExamId) && classExamId > 0 ? classExamId : undefined;
  return <Explanation key={`${id}:${forClass}`} questionId={id} mobile={false} classExamId={forClass} />;
}

/** /explanation/m/question/:questionId: the same, laid out for a phone (passage above the question, narrow column). */
export function MobileExplanationPage() {
  const id = useQuestionId();
  if (id === null) return <Navigate to={PATHS.notFound} replace />;
  return <Explanation key={id} questionId={id} mobile />;
}
