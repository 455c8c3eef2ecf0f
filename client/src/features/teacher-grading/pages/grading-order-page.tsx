import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Alert, Badge, Button, Card } from 'react-bootstrap';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import type { TeacherGradingDetailDto } from '@app/shared';
import { FullPageSpinner } from '../../../components/full-page-spinner';
import { useStores } from '../../../stores/store-context';
import { displayName } from '../../../lib/user-name';
import { ScoreSummary } from '../../../components/report/score-summary';
import { teacherGradingApi } from '../api';
import { AnswerList } from '../components/answer-list';
import { FeedbackDetails } from '../components/feedback-details';
import { GradingForm } from '../components/grading-form';
import { orderMessages as m, queueMessages, serviceMessages, statusMessages } from '../messages';
import { PageHeader } from '../../../components/page-header';

function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="col-sm-6 col-lg-4">
      <dt className="small text-body-secondary fw-normal">{label}</dt>
      <dd className="mb-0">{children}</dd>
    </div>
  );
}

/**
 * /teacher/grading/:orderId (and /admin/...): the order, the student's result and answers, and by status the
 * claim button (pending), the grading form (in review) or the feedback sent (done).
 */
export function GradingOrderPage() {
  const { api, ui } = useStores();
  const intl = useIntl();
  const orderId = Number(useParams().orderId);
  const calls = teacherGradingApi(api);
  const [order, setOrder] = useState<TeacherGradingDetailDto | null>(null);

  const load = useCallback(async () => {
    try {
      setOrder(await teacherGradingApi(api).order(orderId));
    } catch (error) {
      // 404 (unknown or cancelled) and 403 (another teacher's) leave the page.
      ui.handleError(error, { pageLevel: true });
    }
  }, [api, ui, orderId]);

  useEffect(() => {
    void load();
  }, [load]);

  const claim = async () => {
    try {
      await calls.claim(orderId);
      ui.toast(intl.formatMessage(queueMessages.claimed, { id: orderId }), 'success');
    } catch (error) {
      ui.handleError(error);
    }
    await load();
  };

  if (!order) return <FullPageSpinner />;
  return (
    <div data-testid="grading-order-page" data-status={order.status}>
      <PageHeader
        className="mb-3"
        back={{ to: '..', relative: 'path', label: <FormattedMessage {...m.back} /> }}
        title={<FormattedMessage {...m.title} values={{ id: order.id }} />}
        badges={
          <>
            <Badge bg="secondary-subtle" text="secondary-emphasis" data-testid="grading-status">
              <FormattedMessage {...statusMessages[order.status]} />
            </Badge>
            {order.priority && (
              <Badge bg="warning" text="dark">
                <FormattedMessage {...queueMessages.priority} />
              </Badge>
            )}
          </>
        }
      />
      <Card className="shadow-soft mb-4">
        <Card.Body>
          <dl className="row g-3 mb-0">
            <Fact label={<FormattedMessage {...m.student} />}>
              {displayName(order.student)} <span className="small text-body-secondary">@{order.student.username}</span>
            </Fact>
            <Fact label={<FormattedMessage {...m.test} />}>{order.test.title}</Fact>
            <Fact label={<FormattedMessage {...m.service} />}>
              <FormattedMessage {...serviceMessages[order.service]} />
            </Fact>
            <Fact label={<FormattedMessage {...m.ordered} />}>
              <FormattedDate value={order.ordered_at} dateStyle="medium" timeStyle="short" />
            </Fact>
            <Fact label={<FormattedMessage {...m.due} />}>
              <FormattedDate value={order.due_at} dateStyle="medium" timeStyle="short" />
            </Fact>
            <Fact label={<FormattedMessage {...m.teacher} />}>{order.teacher ? displayName(order.teacher) : '—'}</Fact>
          </dl>
        </Card.Body>
      </Card>

      {order.result && order.result.status === 'graded' ? (
        <div className="mb-4">
          <ScoreSummary result={order.result} />
        </div>
      ) : (
        <Alert variant="light">
          <FormattedMessage {...m.noResult} />
        </Alert>
      )}

      {order.status === 'pending' && (
        <Alert variant="info" className="d-flex flex-wrap align-items-center justify-content-between gap-2" data-testid="grading-claim-first">
          <FormattedMessage {...m.claimFirst} />
          <Button onClick={() => void claim()} data-testid="grading-claim">
            <FormattedMessage {...queueMessages.claim} />
          </Button>
        </Alert>
      )}
      {order.status === 'done' && order.feedback && (
        <Card className="shadow-soft mb-4">
          <Card.Body>
            <FeedbackDetails feedback={order.feedback} />
          </Card.Body>
        </Card>
      )}
      {order.status === 'in_review' ? <GradingForm order={order} onDone={setOrder} /> : <AnswerList questions={order.questions} />}
    </div>
  );
}
