import { Badge, Button, Card, Table } from 'react-bootstrap';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import type { CourseAnswer, CourseResponse } from '@app/shared';
import { Th } from '../../../components/lists/paged-card';
import { useLoad } from '../../../components/hooks/use-load';
import { displayName } from '../../../lib/user-name';
import { useStores } from '../../../stores/store-context';
import { coursesApi } from '../api';
import { requestsMessages as m, responseMessages } from '../messages';
import { CardRows } from './course-bits';

const RESPONSE_COLOR: Record<CourseResponse, string> = { no_reply: 'warning', accepted: 'success', rejected: 'secondary' };

export function ResponseBadge({ response }: { response: CourseResponse }) {
  return (
    <Badge bg={`${RESPONSE_COLOR[response]}-subtle`} text={`${RESPONSE_COLOR[response]}-emphasis` as 'dark'} data-testid="course-response">
      <FormattedMessage {...responseMessages[response]} />
    </Badge>
  );
}

/** The course's join requests, unanswered first; the manager accepts or rejects each (the student gets an e-mail). */
export function RequestsPanel({ courseId, onAnswered }: { courseId: number; onAnswered: () => void }) {
  const { api, ui } = useStores();
  const intl = useIntl();
  const { data, reload } = useLoad(() => coursesApi(api).requests(courseId), `course-requests:${courseId}`);
  const answer = async (userId: number, response: CourseAnswer) => {
    try {
      await coursesApi(api).answer(courseId, userId, { response });
      reload();
      onAnswered();
    } catch (error) {
      ui.handleError(error);
    }
  };
  return (
    <Card className="shadow-soft mb-4" data-testid="course-requests">
      <Card.Header className="fw-semibold">
        <FormattedMessage {...m.title} />
      </Card.Header>
      <CardRows data={data} empty={m.empty}>
        {(rows) => (
          <Table responsive className="mb-0 align-middle">
            <thead>
              <tr>
                <Th>
                  <FormattedMessage {...m.colStudent} />
                </Th>
                <Th className="d-none d-sm-table-cell">
                  <FormattedMessage {...m.colRequested} />
                </Th>
                <Th>
                  <FormattedMessage {...m.colResponse} />
                </Th>
                <Th>{''}</Th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.user.id} data-testid="course-request">
                  <td>
                    <div className="fw-medium">{displayName(r.user)}</div>
                    <div className="small text-body-secondary text-break" style={{ minWidth: '10rem' }}>
                      {r.user.email}
                    </div>
                  </td>
                  <td className="text-nowrap d-none d-sm-table-cell">
                    <FormattedDate value={r.requested_at} dateStyle="medium" />
                  </td>
                  <td>
                    <ResponseBadge response={r.response} />
                  </td>
                  <td className="text-end text-nowrap">
                    {r.response !== 'accepted' && (
                      <Button
                        size="sm"
                        variant="success"
                        className="me-1"
                        onClick={() => void answer(r.user.id, 'accepted')}
                        data-testid="request-accept"
                      >
                        {intl.formatMessage(m.accept)}
                      </Button>
                    )}
                    {r.response !== 'rejected' && (
                      <Button size="sm" variant="outline-danger" onClick={() => void answer(r.user.id, 'rejected')} data-testid="request-reject">
                        {intl.formatMessage(m.reject)}
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </CardRows>
    </Card>
  );
}
