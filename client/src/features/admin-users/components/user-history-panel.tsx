import { Card } from 'react-bootstrap';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { useStores } from '../../../stores/store-context';
import { useLoad } from '../../../components/hooks/use-load';
import { adminUsersApi } from '../api';
import { userActivityPath, userTransactionsPath } from '../paths';
import { historyMessages as m, transactionsMessages } from '../messages';
import { TransactionsTable } from './transactions-table';

/** The user's latest transactions (one page) with links to all of them and to what admins did to them. */
export function UserHistoryPanel({ userId, version }: { userId: number; version: number }) {
  const { api } = useStores();
  const { data } = useLoad(() => adminUsersApi(api).transactions({ user_id: userId, page: 1 }), `${userId}:${version}`);
  return (
    <Card className="shadow-soft" as="section" aria-labelledby="history-title" data-testid="user-history">
      <Card.Body>
        <div className="d-flex flex-wrap justify-content-between align-items-baseline gap-2 mb-3">
          <h2 className="h5 mb-0" id="history-title">
            <FormattedMessage {...m.title} />
          </h2>
          <span className="d-flex flex-wrap gap-3 small">
            <Link to={userTransactionsPath(userId)}>
              <FormattedMessage {...m.all} />
            </Link>
            <Link to={userActivityPath(userId)}>
              <FormattedMessage {...m.activity} />
            </Link>
          </span>
        </div>
        {data && data.data.length === 0 && (
          <p className="text-body-secondary mb-0">
            <FormattedMessage {...transactionsMessages.empty} />
          </p>
        )}
        {data && data.data.length > 0 && <TransactionsTable rows={data.data} showUser={false} />}
      </Card.Body>
    </Card>
  );
}
