import { observer } from 'mobx-react-lite';
import { Alert } from 'react-bootstrap';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { Role } from '@app/shared';
import { JoinByCodePage } from '../../../components/form/join-by-code-page';
import { useStores } from '../../../stores/store-context';
import { coursesApi } from '../api';
import { joinMessages as m } from '../messages';
import { courseDetailPath } from '../paths';

/** `/join` (spec section 2): a student asks to join a course by its code (`?code=` fills it in from the join link). */
export const JoinCoursePage = observer(function JoinCoursePage() {
  const { api, session } = useStores();
  return (
    <JoinByCodePage
      messages={m}
      allowed={session.roles.includes(Role.Student)}
      notAllowed={m.studentsOnly}
      join={(code) => coursesApi(api).join(code)}
      done={(sent) => (
        <Alert variant="success" className="mb-0" data-testid="join-sent">
          <p>
            <FormattedMessage {...m.sent} />
          </p>
          <Link to={courseDetailPath(sent.course_id)} className="alert-link">
            <FormattedMessage {...m.open} />
          </Link>
        </Alert>
      )}
      testIds={{ page: 'join-course-page', code: 'join-code', submit: 'join-submit' }}
    />
  );
});
