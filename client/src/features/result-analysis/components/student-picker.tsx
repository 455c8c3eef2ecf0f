import { useState } from 'react';
import { Card, ListGroup, Spinner } from 'react-bootstrap';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AdminUserDto } from '@app/shared';
import { useStores } from '../../../stores/store-context';
import { adminUsersApi } from '../../admin-users';
import { DebouncedSearch } from '../../../components/lists/debounced-search';
import { displayName } from '../../../lib/user-name';
import { useLoad } from '../../../components/hooks/use-load';
import { combineMessages as m } from '../messages';

/** Finds a user by name, username or e-mail (the admin user search) and hands the chosen one back. */
export function StudentPicker({ onPick }: { onPick: (user: AdminUserDto) => void }) {
  const { api } = useStores();
  const intl = useIntl();
  const [q, setQ] = useState('');
  const { data, loading } = useLoad(() => adminUsersApi(api).search({ q, page: 1 }), q, { skip: !q });
  return (
    <Card className="shadow-soft mb-4">
      <Card.Body>
        <DebouncedSearch
          value={q}
          onCommit={setQ}
          label={intl.formatMessage(m.search)}
          placeholder={intl.formatMessage(m.searchPlaceholder)}
          testId="combine-student-search"
        />
        {!q ? (
          <p className="small text-body-secondary mt-2 mb-0">
            <FormattedMessage {...m.searchHint} />
          </p>
        ) : loading || !data ? (
          <div className="text-center py-3">
            <Spinner animation="border" size="sm" />
          </div>
        ) : data.data.length === 0 ? (
          <p className="small text-body-secondary mt-2 mb-0" data-testid="combine-no-students">
            <FormattedMessage {...m.noStudents} />
          </p>
        ) : (
          <ListGroup variant="flush" className="mt-2" data-testid="combine-students">
            {data.data.map((u) => (
              <ListGroup.Item key={u.id} action onClick={() => onPick(u)} className="px-2">
                <span className="fw-medium">{intl.formatMessage(m.usernameOf, { name: displayName(u), username: u.username })}</span>
                <span className="small text-body-secondary ms-2 text-break">{u.email}</span>
              </ListGroup.Item>
            ))}
          </ListGroup>
        )}
      </Card.Body>
    </Card>
  );
}
