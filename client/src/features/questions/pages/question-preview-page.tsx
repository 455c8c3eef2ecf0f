import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Badge, Button, Card, Col, Row } from 'react-bootstrap';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { ErrorCode, type PassageDto, type QuestionDto } from '@app/shared';
import { ApiError } from '../../../lib/api-error';
import { FullPageSpinner } from '../../../components/full-page-spinner';
import { MathText } from '../../../components/math/math-text';
import { useStores } from '../../../stores/store-context';
import { passagesApi, questionsApi } from '../api';
import { QuestionView } from '../components/question-view';
import { StatusBadge } from '../../../components/status-badge';
import { useQuestionLinks } from '../links';
import { qbMessages } from '../messages';
import { canManage } from '../permissions';
import { useTaxonomy } from '../../../components/taxonomy/taxonomy';
import { PageHeader } from '../../../components/page-header';
import '../questions.css';

function useQuestionWithPassage(id: number | null) {
  const { api, ui } = useStores();
  const [state, setState] = useState<{ question: QuestionDto; passage: PassageDto | null } | null>(null);
  useEffect(() => {
    if (id === null) {
      ui.handleError(new ApiError({ status: 404, code: ErrorCode.NOT_FOUND, message: 'Not found' }), { pageLevel: true });
      return;
    }
    let live = true;
    (async () => {
      const question = await questionsApi(api).get(id);
      const passage = question.passage ? await passagesApi(api).get(question.passage.id) : null;
      if (live) setState({ question, passage });
    })().catch((e: unknown) => live && ui.handleError(e, { pageLevel: true }));
    return () => {
      live = false;
    };
  }, [api, ui, id]);
  return state;
}

const toId = (raw: string | null | undefined) => {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/** /preview/question/:questionId: the question alone, as a student sees it on test day. */
export function QuestionPreviewPage() {
  const { questionId } = useParams();
  const data = useQuestionWithPassage(toId(questionId));
  const [reveal, setReveal] = useState(false);
  if (!data) return <FullPageSpinner />;
  const { question, passage } = data;
  return (
    <>
      <PageHeader
        className="mb-3"
        title={<FormattedMessage {...qbMessages.previewTitle} values={{ id: question.id }} />}
        subtitle={
          <span className="small">
            <FormattedMessage {...qbMessages.previewNote} />
          </span>
        }
        actions={
          <Button variant="outline-secondary" size="sm" onClick={() => setReveal((r) => !r)} data-testid="preview-reveal">
            <FormattedMessage {...(reveal ? qbMessages.hideAnswer : qbMessages.showAnswer)} />
          </Button>
        }
      />
      <QuestionView question={question} passageHtml={passage?.body} reveal={reveal ? question.answer_key : null} />
      {reveal && question.explanation.trim() && (
        <Card className="mt-3 shadow-soft">
          <Card.Body>
            <h2 className="h6 fw-semibold">
              <FormattedMessage {...qbMessages.explanation} />
            </h2>
            <MathText html={question.explanation} className="qb-rich" />
          </Card.Body>
        </Card>
      )}
    </>
  );
}

/** /browse/question?id=: the test-day view with the author's details, key and explanation. */
export const QuestionDetailPage = observer(function QuestionDetailPage() {
  const { session } = useStores();
  const [params] = useSearchParams();
  const links = useQuestionLinks();
  const tax = useTaxonomy();
  const data = useQuestionWithPassage(toId(params.get('id')));
  if (!data) return <FullPageSpinner />;
  const { question: q, passage } = data;
  return (
    <>
      <PageHeader
        className="mb-3"
        back={{ to: links.list, label: <FormattedMessage {...qbMessages.backToList} /> }}
        title={<FormattedMessage {...qbMessages.previewTitle} values={{ id: q.id }} />}
        badges={<StatusBadge status={q.status} />}
        actions={
          <>
            <Link to={links.preview(q.id)} className="btn btn-sm btn-outline-secondary">
              <FormattedMessage {...qbMessages.openPreview} />
            </Link>
            {canManage(session.user, q) && (
              <Link to={links.edit(q.id)} className="btn btn-sm btn-primary">
                <FormattedMessage {...qbMessages.edit} />
              </Link>
            )}
          </>
        }
      />
      <Row className="g-4">
        <Col xl={8}>
          <QuestionView question={q} passageHtml={passage?.body} reveal={q.answer_key} />
        </Col>
        <Col xl={4}>
          <Card className="shadow-soft mb-3">
            <Card.Body className="small">
              <h2 className="h6 fw-semibold">
                <FormattedMessage {...qbMessages.details} />
              </h2>
              <dl className="mb-0 qb-dl">
                <dt>
                  <FormattedMessage {...qbMessages.section} />
                </dt>
                <dd>{tax.section(q.section)}</dd>
                <dt>
                  <FormattedMessage {...qbMessages.domain} />
                </dt>
                <dd>{tax.domain(q.domain)}</dd>
                <dt>
                  <FormattedMessage {...qbMessages.skill} />
                </dt>
                <dd>{tax.skill(q.skill)}</dd>
                <dt>
                  <FormattedMessage {...qbMessages.difficulty} />
                </dt>
                <dd>{tax.difficulty(q.difficulty)}</dd>
                <dt>
                  <FormattedMessage {...qbMessages.type} />
                </dt>
                <dd>{tax.type(q.type)}</dd>
                <dt>
                  <FormattedMessage {...qbMessages.answerKey} />
                </dt>
                <dd className="font-monospace">{q.answer_key}</dd>
                {q.source && (
                  <>
                    <dt>
                      <FormattedMessage {...qbMessages.source} />
                    </dt>
                    <dd>{q.source}</dd>
                  </>
                )}
                {q.passage && (
                  <>
                    <dt>
                      <FormattedMessage {...qbMessages.passage} />
                    </dt>
                    <dd>
                      <Link to={links.passage(q.passage.id)}>{q.passage.title}</Link>
                    </dd>
                  </>
                )}
                <dt>
                  <FormattedMessage {...qbMessages.updated} />
                </dt>
                <dd>
                  <FormattedDate value={q.updated_at} dateStyle="medium" timeStyle="short" />
                </dd>
              </dl>
              {q.labels.length > 0 && (
                <div className="d-flex flex-wrap gap-1 mt-2">
                  {q.labels.map((l) => (
                    <Badge key={l.id} bg="secondary-subtle" text="secondary-emphasis">
                      {l.name}
                    </Badge>
                  ))}
                </div>
              )}
            </Card.Body>
          </Card>
          {q.explanation.trim() && (
            <Card className="shadow-soft">
              <Card.Body>
                <h2 className="h6 fw-semibold">
                  <FormattedMessage {...qbMessages.explanation} />
                </h2>
                <MathText html={q.explanation} className="qb-rich small" />
              </Card.Body>
            </Card>
          )}
        </Col>
      </Row>
    </>
  );
});
