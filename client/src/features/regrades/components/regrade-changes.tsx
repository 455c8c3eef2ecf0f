import { Table } from 'react-bootstrap';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import type { RegradeChangeDto } from '@app/shared';
import { reportPath } from '../../results';
import { changesMessages as m } from '../messages';

/** A result as the log keeps it: the scaled total when the test has one, and always the correct count. */
function Score({ score }: { score: RegradeChangeDto['before'] }) {
  return score.total === null ? (
    <FormattedMessage {...m.correctOnly} values={{ correct: score.correct }} />
  ) : (
    <FormattedMessage {...m.total} values={{ total: score.total, correct: score.correct }} />
  );
}

/** The attempts a regrade changed, each linking to its score report, with the result before and after. */
export function RegradeChanges({ log }: { log: readonly RegradeChangeDto[] }) {
  if (log.length === 0) return null;
  return (
    <>
      <h3 className="h6 fw-semibold mt-3">
        <FormattedMessage {...m.title} />
      </h3>
      <Table size="sm" responsive className="small mb-0" data-testid="regrade-changes">
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage {...m.attempt} />
            </th>
            <th scope="col">
              <FormattedMessage {...m.before} />
            </th>
            <th scope="col">
              <FormattedMessage {...m.after} />
            </th>
          </tr>
        </thead>
        <tbody>
          {log.map((change) => (
            <tr key={change.attemptId} data-testid={`regrade-change-${change.attemptId}`}>
              <td>
                <Link to={reportPath(change.attemptId)}>
                  <FormattedMessage {...m.attemptLink} values={{ id: change.attemptId }} />
                </Link>
              </td>
              <td>
                <Score score={change.before} />
              </td>
              <td>
                <Score score={change.after} />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </>
  );
}
