import { useMemo } from 'react';
import { observer } from 'mobx-react-lite';
import { Badge, Card, Col, Row, Spinner } from 'react-bootstrap';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { PATHS } from '../../../config/paths';
import { useStores } from '../../../stores/store-context';
import { useLoad } from '../../../components/hooks/use-load';
import { PageHeader } from '../../../components/page-header';
import { DeleteUserPanel } from '../components/delete-user-panel';
import { GraderSwitch } from '../components/grader-switch';
import { PointsPanel } from '../components/points-panel';
import { ProPanel } from '../components/pro-panel';
import { RolesEditor } from '../components/roles-editor';
import { RoleBadges } from '../components/user-badges';
import { UserExamsPanel } from '../components/user-exams-panel';
import { UserHistoryPanel } from '../components/user-history-panel';
import { ADMIN_USER_PATHS } from '../paths';
import { UserDetailStore } from '../user-detail-store';
import { deleteMessages, detailMessages as m, usersMessages } from '../messages';

/** /admin/user/{id}: profile, roles, pro, points, tests, transactions, deletion. */
export function UserDetailPage() {
  const { id } = useParams();
  const userId = Number(id);
  if (!Number.isInteger(userId) || userId < 1) return <Navigate to={PATHS.notFound} replace />;
  return <UserDetail key={userId} userId={userId} />;
}

const UserDetail = observer(function UserDetail({ userId }: { userId: number }) {
  const { api, session, ui } = useStores();
  const navigate = useNavigate();
  const store = useMemo(() => new UserDetailStore(api, userId), [api, userId]);
  useLoad(store.load, String(userId), { pageLevel: true });
  const user = store.user;
  const viewerId = session.user?.id ?? null;

  if (!user) {
    return (
      <div className="text-center py-5">
        <Spinner animation="border" />
      </div>
    );
  }

  const remove = async () => {
    await store.remove();
    ui.toast(deleteMessages.done, 'success');
    navigate(ADMIN_USER_PATHS.users, { replace: true });
  };

  return (
    <div data-testid="admin-user-page">
      <PageHeader
        back={{ to: ADMIN_USER_PATHS.users, label: <FormattedMessage {...m.back} /> }}
        title={<FormattedMessage {...m.title} values={{ username: user.username }} />}
      />
      <Row className="g-4 mb-4">
        <Col lg={6}>
          <Card className="shadow-soft h-100" as="section" aria-labelledby="profile-title" data-testid="user-profile">
            <Card.Body>
              <h2 className="h5 mb-3" id="profile-title">
                <FormattedMessage {...m.profile} />
              </h2>
              <dl className="row mb-0 small">
                <dt className="col-sm-4 text-body-secondary fw-normal">
                  <FormattedMessage {...usersMessages.colName} />
                </dt>
                <dd className="col-sm-8">{`${user.first_name} ${user.last_name}`.trim()}</dd>
                <dt className="col-sm-4 text-body-secondary fw-normal">
                  <FormattedMessage {...usersMessages.colEmail} />
                </dt>
                <dd className="col-sm-8 text-break">
                  {user.email}{' '}
                  <Badge
                    bg={user.email_verified_at ? 'success-subtle' : 'warning-subtle'}
                    text={user.email_verified_at ? 'success-emphasis' : 'warning-emphasis'}
                  >
                    <FormattedMessage {...(user.email_verified_at ? m.verified : m.unverified)} />
                  </Badge>
                </dd>
                <dt className="col-sm-4 text-body-secondary fw-normal">
                  <FormattedMessage {...usersMessages.colPhone} />
                </dt>
                <dd className="col-sm-8">{user.phone ?? ''}</dd>
                <dt className="col-sm-4 text-body-secondary fw-normal">
                  <FormattedMessage {...usersMessages.colJoined} />
                </dt>
                <dd className="col-sm-8">
                  <FormattedDate value={user.joined_at} dateStyle="medium" />
                </dd>
                <dt className="col-sm-4 text-body-secondary fw-normal">
                  <FormattedMessage {...usersMessages.colRoles} />
                </dt>
                <dd className="col-sm-8">
                  <RoleBadges roles={user.all_roles} />
                </dd>
                <dt className="col-sm-4 text-body-secondary fw-normal">
                  <FormattedMessage {...m.id} />
                </dt>
                <dd className="col-sm-8 mb-0">{user.id}</dd>
              </dl>
            </Card.Body>
          </Card>
        </Col>
        <Col lg={6}>
          <PointsPanel username={user.username} balance={user.balance} onChange={store.changePoints} onRefreshBalance={store.refreshBalance} />
        </Col>
        <Col lg={6}>
          <RolesEditor user={user} viewerId={viewerId} onSave={store.saveRoles}>
            <GraderSwitch user={user} onChange={store.setGrader} />
          </RolesEditor>
        </Col>
        <Col lg={6}>
          <ProPanel user={user} onSet={store.setPro} onRemove={store.removePro} />
        </Col>
      </Row>
      <div className="d-grid gap-4">
        <UserExamsPanel userId={userId} />
        <UserHistoryPanel userId={userId} version={store.ledgerVersion} />
        <DeleteUserPanel username={user.username} isSelf={user.id === viewerId} onDelete={remove} />
      </div>
    </div>
  );
});
