import { Badge, Button, Nav, Table } from 'react-bootstrap';
import { FormattedDate, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { TEACHER_GRADING_DUE_HOURS, TEACHER_GRADING_STATUSES, type TeacherGradingOrderDto, type TeacherGradingStatus } from '@app/shared';
import { listParams } from '../../../components/lists/list-params';
import { ListResults } from '../../../components/lists/list-results';
import { Th } from '../../../components/lists/paged-card';
import { useUrlList } from '../../../components/lists/use-url-list';
import { useStores } from '../../../stores/store-context';
import { displayName } from '../../../lib/user-name';
import { teacherGradingApi } from '../api';
import { queueMessages as m, serviceMessages, statusMessages } from '../messages';
import { dueState } from '../queue-view';
import { PageHeader } from '../../../components/page-header';

/** `?status=` picks the tab (pending when absent), `?page=` the page: a reload keeps both. */
const queueQuery = listParams({ status: { kind: 'oneOf', values: TEACHER_GRADING_STATUSES } });

const EMPTY: Record<TeacherGradingStatus, MessageDescriptor> = { pending: m.emptyPending, in_review: m.emptyInReview, done: m.emptyDone };

function DueCell({ order }: { order: TeacherGradingOrderDto }) {
  const state = dueState(order, new Date());
  return (
    <span className="d-inline-flex flex-wrap align-items-center gap-1" data-due={state}>
      <FormattedDate value={order.due_at} dateStyle="medium" timeStyle="short" />
      {state === 'overdue' && (
        <Badge bg="danger">
          <FormattedMessage {...m.overdue} />
        </Badge>
      )}
      {state === 'soon' && (
        <Badge bg="warning" text="dark">
          <FormattedMessage {...m.soon} />
        </Badge>
      )}
    </span>
  );
}

/**
 * /teacher/grading and /admin/grading: the grading orders by status. Pending shows everyone's orders as the
 * server sorts them (pro's priority orders first, then the oldest) with a claim button; in review and done
 * show the caller's own (an admin's: everyone's).
 */
export function GradingQueuePage() {
  const { api, ui } = useStores();
  const intl = useIntl();
  const navigate = useNavigate();
  const calls = teacherGradingApi(api);
  const list = useUrlList(queueQuery, (query, signal) =>
    calls.queue((query.status as TeacherGradingStatus | undefined) ?? 'pending', Number(query.page), signal),
  );
  const status: TeacherGradingStatus = (list.filters.status as TeacherGradingStatus) || 'pending';

  const claim = async (order: TeacherGradingOrderDto) => {
    try {
      await calls.claim(order.id);
      ui.toast(intl.formatMessage(m.claimed, { id: order.id }), 'success');
      navigate(String(order.id));
    } catch (error) {
      // 409: another teacher was quicker; the list shows what is still waiting.
      ui.handleError(error);
      list.reload();
    }
  };

  return (
    <div data-testid="grading-queue-page">
      <PageHeader
        className="mb-3"
        title={<FormattedMessage {...m.title} />}
        subtitle={<FormattedMessage {...m.target} values={TEACHER_GRADING_DUE_HOURS} />}
      />
      <Nav as="nav" variant="tabs" className="mb-3" aria-label={intl.formatMessage(m.tabs)}>
        {TEACHER_GRADING_STATUSES.map((s) => (
          <Nav.Item key={s}>
            <Nav.Link
              as="button"
              type="button"
              active={s === status}
              aria-current={s === status ? 'page' : undefined}
              onClick={() => list.change({ status: s === 'pending' ? '' : s })}
              data-testid={`grading-tab-${s}`}
            >
              <FormattedMessage {...statusMessages[s]} />
            </Nav.Link>
          </Nav.Item>
        ))}
      </Nav>
      <ListResults list={list} empty={EMPTY[status]} filtered={false} testId="grading-queue">
        {(rows) => (
          <Table responsive hover size="sm" className="mb-0 align-middle">
            <thead>
              <tr>
                <Th>
                  <FormattedMessage {...m.colStudent} />
                </Th>
                <Th>
                  <FormattedMessage {...m.colTest} />
                </Th>
                <Th>
                  <FormattedMessage {...m.colService} />
                </Th>
                <Th>
                  <FormattedMessage {...m.colOrdered} />
                </Th>
                <Th>
                  <FormattedMessage {...m.colDue} />
                </Th>
                {status !== 'pending' && (
                  <Th>
                    <FormattedMessage {...m.colTeacher} />
                  </Th>
                )}
                <Th className="text-end">
                  <FormattedMessage {...m.colActions} />
                </Th>
              </tr>
            </thead>
            <tbody>
              {rows.map((o) => (
                <tr key={o.id} data-testid={`grading-row-${o.id}`} data-priority={o.priority}>
                  <td className="text-nowrap">
                    {o.priority && (
                      <Badge bg="warning" text="dark" className="me-1" data-testid="grading-priority">
                        <FormattedMessage {...m.priority} />
                      </Badge>
                    )}
                    {displayName(o.student)} <span className="small text-body-secondary">@{o.student.username}</span>
                  </td>
                  <td>{o.test.title}</td>
                  <td className="text-nowrap">
                    <FormattedMessage {...serviceMessages[o.service]} />
                  </td>
                  <td className="small text-nowrap">
                    <FormattedDate value={o.ordered_at} dateStyle="medium" timeStyle="short" />
                  </td>
                  <td className="small">
                    <DueCell order={o} />
                  </td>
                  {status !== 'pending' && <td className="text-nowrap">{o.teacher ? displayName(o.teacher) : ''}</td>}
                  <td className="text-end text-nowrap">
                    <Link className="btn btn-sm btn-outline-primary" to={String(o.id)} data-testid={`grading-open-${o.id}`}>
                      <FormattedMessage {...m.open} />
                    </Link>
                    {o.status === 'pending' && (
                      <Button size="sm" className="ms-2" onClick={() => void claim(o)} data-testid={`grading-claim-${o.id}`}>
                        <FormattedMessage {...m.claim} />
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </ListResults>
    </div>
  );
}
