import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import { Navigate } from 'react-router-dom';
import { Role, type RegistrableRole } from '@app/shared';
import { CenteredCard } from '../../../components/centered-card';
import { pathAfterLogin } from '../../../components/guards/last-path';
import { UsersIcon } from '../../../components/icons';
import { useStores } from '../../../stores/store-context';
import { ParentDetailsForm } from '../components/parent-details-form';
import { StudentDetailsForm } from '../components/student-details-form';
import { TeacherDetailsForm } from '../components/teacher-details-form';
import { bindingMessages } from '../messages';

const FORMS = { student: StudentDetailsForm, teacher: TeacherDetailsForm, parent: ParentDetailsForm } as const;
const TITLES = { student: bindingMessages.titleStudent, teacher: bindingMessages.titleTeacher, parent: bindingMessages.titleParent } as const;

/** The detail form still owed: what finish-bind says, else the user's own role. */
function owedRole(bindRole: RegistrableRole | null, roles: readonly string[]): RegistrableRole {
  if (bindRole) return bindRole;
  if (roles.includes(Role.Teacher)) return 'teacher';
  if (roles.includes(Role.Parent)) return 'parent';
  return 'student';
}

/** /register/details: role-specific registration details (spec sections 2 and 4, "Binding"). */
export const RegisterDetailsPage = observer(function RegisterDetailsPage() {
  const { session, ui } = useStores();
  if (session.bind?.finishBind) return <Navigate to={pathAfterLogin()} replace />;
  const role = owedRole(session.bind?.role ?? null, session.roles);
  const Form = FORMS[role];

  // Marking the session bound re-renders this page into the redirect above.
  const onDone = () => {
    session.markBound();
    ui.toast(bindingMessages.done, 'success');
  };

  return (
    <CenteredCard
      title={<FormattedMessage {...TITLES[role]} />}
      subtitle={<FormattedMessage {...bindingMessages.subtitle} />}
      icon={<UsersIcon />}
      testId={`register-details-${role}`}
    >
      <Form onDone={onDone} />
    </CenteredCard>
  );
});
