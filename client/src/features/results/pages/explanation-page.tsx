import { Button, Card } from 'react-bootstrap';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, useParams } from 'react-router-dom';
import { FullPageSpinner } from '../../../components/full-page-spinner';
import { PATHS } from '../../../config/paths';
import { useLoad } from '../../../components/hooks/use-load';
import { useTaxonomy } from '../../../components/taxonomy/taxonomy';
import { ReviewQuestion } from '../../../components/report/review-question';
import { useResultsApi } from '../hooks/use-results-api';
import { explanationMessages as m, reportMessages } from '../messages';
import { PageHeader } from '../../../components/page-header';

function Explanation({ questionId, mobile }: { questionId: number; mobile: boolean }) {
  const api = useResultsApi();
  const tax = useTaxonomy();
  const intl = useIntl();
  const { data, failed, reload } = useLoad(() => api.explanation(questionId), String(questionId), { pageLevel: true });
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

/** /explanation/question/:questionId and /class/explanation/question/:questionId: one question with its key and explanation. */
export function ExplanationPage() {
  const id = useQuestionId();
  if (id === null) return <Navigate to={PATHS.notFound} replace />;
  return <Explanation key={id} questionId={id} mobile={false} />;
}

/** /explanation/m/question/:questionId: the same, laid out for a phone (passage above the question, narrow column). */
export function MobileExplanationPage() {
  const id = useQuestionId();
  if (id === null) return <Navigate to={PATHS.notFound} replace />;
  return <Explanation key={id} questionId={id} mobile />;
}
