import { observer } from 'mobx-react-lite';
import { Card } from 'react-bootstrap';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { Role } from '@app/shared';
import { useLoad } from '../../../components/hooks/use-load';
import { useStores } from '../../../stores/store-context';
import { classesApi } from '../api';
import { openClassTests } from '../due';
import { homeMessages as m } from '../messages';
import { CLASSES_PATHS } from '../paths';
import { ClassTestList } from './class-test-list';

/** The practice home's "Class tests": a student's open class tests, soonest due first; nothing when there are none. */
export const ClassTestsPanel = observer(function ClassTestsPanel() {
  const { api, session } = useStores();
  const isStudent = session.hasAnyRole([Role.Student]);
  const { data } = useLoad(() => classesApi(api).myTests(true), 'home-class-tests', { skip: !isStudent });
  const open = data ? openClassTests(data, new Date()) : [];
  if (open.length === 0) return null;
  return (
    <Card className="shadow-soft mb-4 border-primary-subtle" data-testid="home-class-tests">
      <Card.Body className="p-4">
        <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-2">
          <h2 className="h5 fw-semibold mb-0">
            <FormattedMessage {...m.title} />
          </h2>
          <Link to={CLASSES_PATHS.mine} className="small">
            <FormattedMessage {...m.all} />
          </Link>
        </div>
        <ClassTestList tests={open} />
      </Card.Body>
    </Card>
  );
});
