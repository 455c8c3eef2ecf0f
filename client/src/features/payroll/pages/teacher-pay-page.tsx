import { Col, Row, Spinner } from 'react-bootstrap';
import { FormattedMessage } from 'react-intl';
import { useParams } from 'react-router-dom';
import { useLoad } from '../../../components/hooks/use-load';
import { PageHeader } from '../../../components/page-header';
import { displayName } from '../../../lib/user-name';
import { useStores } from '../../../stores/store-context';
import { payrollApi } from '../api';
import { BillingForm } from '../components/billing-form';
import { useMonth } from '../components/month-field';
import { PayslipSection } from '../components/payslip-section';
import { RateForm } from '../components/rate-form';
import { payMessages as m, salaryMessages as sm } from '../messages';
import { salaryPath, type StaffArea } from '../paths';

/** `/{admin,company}/salary/teacher/{id}`: one teacher's payslip, hourly rates and billing details. */
function TeacherPayPage({ area }: { area: StaffArea }) {
  const { api } = useStores();
  const teacherId = Number(useParams().id);
  const [month, setMonth] = useMonth();
  const { data, setData } = useLoad(() => payrollApi(api).billing(teacherId), `billing-${teacherId}`, { pageLevel: true });
  if (!data) return <Spinner animation="border" className="d-block mx-auto my-5" />;
  return (
    <div data-testid="teacher-pay-page">
      <PageHeader
        title={<FormattedMessage {...m.teacherTitle} values={{ name: displayName(data.teacher) }} />}
        subtitle={`@${data.teacher.username}`}
        back={{ to: salaryPath(area, month), label: <FormattedMessage {...sm.back} /> }}
      />
      <PayslipSection teacherId={teacherId} month={month} onMonth={setMonth} version={data.rates.map((r) => `${r.month}:${r.set_at}`).join(',')} />
      <Row className="g-4">
        <Col lg={5}>
          <RateForm billing={data} month={month} onSaved={setData} />
        </Col>
        <Col lg={7}>
          <BillingForm key={data.details?.updated_at ?? 'new'} billing={data} onSaved={setData} />
        </Col>
      </Row>
    </div>
  );
}

export const AdminTeacherPayPage = () => <TeacherPayPage area="admin" />;
export const CompanyTeacherPayPage = () => <TeacherPayPage area="company" />;
