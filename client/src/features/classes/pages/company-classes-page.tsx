import { Card, Spinner } from 'react-bootstrap';
import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { useLoad } from '../../../components/hooks/use-load';
import { PageHeader } from '../../../components/page-header';
import { useStores } from '../../../stores/store-context';
import { classesApi } from '../api';
import { ClassListTable } from '../components/class-list-table';
import { companyMessages as m } from '../messages';
import { COMPANY_CLASSES_PATH } from '../paths';
import { ClassPage } from './class-page';

function CompanyClassList() {
  const { api } = useStores();
  const { data } = useLoad(() => classesApi(api).company(), 'company-classes');
  return (
    <div data-testid="company-classes-page">
      <PageHeader title={<FormattedMessage {...m.title} />} subtitle={<FormattedMessage {...m.subtitle} />} />
      <Card className="shadow-soft">
        {!data ? (
          <Spinner animation="border" className="d-block mx-auto my-5" />
        ) : data.length === 0 ? (
          <Card.Body className="text-center text-body-secondary py-5">
            <FormattedMessage {...m.empty} />
          </Card.Body>
        ) : (
          <ClassListTable classes={data} linkOf={(c) => `${COMPANY_CLASSES_PATH}?class=${c.id}`} showOwner />
        )}
      </Card>
    </div>
  );
}

/** `/company/classes`: the company's classes; with `?class={id}` one of them, read-only (roster, results, attendance). */
export function CompanyClassesPage() {
  const [params] = useSearchParams();
  const classId = Number(params.get('class'));
  if (Number.isSafeInteger(classId) && classId > 0) return <ClassPage key={classId} classId={classId} backTo={COMPANY_CLASSES_PATH} />;
  return <CompanyClassList />;
}
