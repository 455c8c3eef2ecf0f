import { observer } from 'mobx-react-lite';
import { Alert } from 'react-bootstrap';
import { FormattedMessage } from 'react-intl';
import { hasAnyRole, Role } from '@app/shared';
import { JoinByCodePage } from '../../../components/form/join-by-code-page';
import { useStores } from '../../../stores/store-context';
import { companyApi } from '../api';
import { joinMessages as m } from '../messages';

/** `/company/join` (spec section 2): a teacher or student joins a company with its code (`?code=` fills it in). */
export const CompanyJoinPage = observer(function CompanyJoinPage() {
  const { api, session } = useStores();
  return (
    <JoinByCodePage
      messages={m}
      allowed={hasAnyRole(session.roles, [Role.Teacher, Role.Student])}
      notAllowed={m.onlyTeachersStudents}
      join={(code) => companyApi(api).join(code)}
      // A wrong code is said once, under the field (not again above the button).
      codeErrorUnderFieldOnly
      done={(joined) => (
        <Alert variant="success" className="mb-0" data-testid="company-joined">
          <FormattedMessage {...m.joined} values={{ name: <strong>{joined.company.name}</strong> }} />
        </Alert>
      )}
      testIds={{ page: 'company-join-page', code: 'company-join-code', submit: 'company-join-submit' }}
    />
  );
});
