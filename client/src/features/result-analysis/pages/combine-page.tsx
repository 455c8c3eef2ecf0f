import { Button, Card } from 'react-bootstrap';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { FullPageSpinner } from '../../../components/full-page-spinner';
import { useStores } from '../../../stores/store-context';
import { adminUsersApi } from '../../admin-users';
import { PageHeader } from '../../../components/page-header';
import { displayName } from '../../../lib/user-name';
import { useLoad } from '../../../components/hooks/use-load';
import { analysisApi } from '../api';
import { CombineForm } from '../components/combine-form';
import { CombinedList } from '../components/combined-list';
import { StudentPicker } from '../components/student-picker';
import { combineMessages as m } from '../messages';
import { idParam } from '../target';

/** The chosen student: their graded attempts to combine, and the combined scores made before. */
function StudentCombine({ userId, onChange }: { userId: number; onChange: () => void }) {
  const { api } = useStores();
  const intl = useIntl();
  const { data } = useLoad(
    async () => {
      const calls = analysisApi(api);
      const [user, attempts] = await Promise.all([adminUsersApi(api).get(userId), calls.userResults(userId)]);
      return { user, attempts: attempts.data };
    },
    String(userId),
    { pageLevel: true },
  );
  const combined = useLoad(() => analysisApi(api).combined(userId), String(userId));
  if (!data) return <FullPageSpinner />;
  return (
    <>
      <Card body className="shadow-soft mb-4">
        <div className="d-flex flex-wrap justify-content-between align-items-center gap-2">
          <span className="fw-semibold" data-testid="combine-student">
            <FormattedMessage
              {...m.student}
              values={{ name: intl.formatMessage(m.usernameOf, { name: displayName(data.user), username: data.user.username }) }}
            />
          </span>
          <Button variant="outline-secondary" size="sm" onClick={onChange}>
            <FormattedMessage {...m.change} />
          </Button>
        </div>
      </Card>
      <CombineForm userId={userId} attempts={data.attempts} onCombined={combined.reload} />
      {combined.data && <CombinedList results={combined.data.data} />}
    </>
  );
}

/** `/admin/results/combine`: pick a student (`?user=`), tick attempts that make one whole test, combine. */
export function CombinePage() {
  const [params, setParams] = useSearchParams();
  const userId = idParam(params.get('user'));
  return (
    <div data-testid="combine-page">
      <PageHeader title={<FormattedMessage {...m.title} />} />
      <p className="text-body-secondary">
        <FormattedMessage {...m.intro} />
      </p>
      {userId ? (
        <StudentCombine key={userId} userId={userId} onChange={() => setParams({}, { replace: false })} />
      ) : (
        <StudentPicker onPick={(u) => setParams({ user: String(u.id) })} />
      )}
    </div>
  );
}
