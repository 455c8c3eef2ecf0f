import { observer } from 'mobx-react-lite';
import { Spinner } from 'react-bootstrap';
import { FormattedMessage } from 'react-intl';
import { useLoad } from '../../../components/hooks/use-load';
import { PageHeader } from '../../../components/page-header';
import { useStores } from '../../../stores/store-context';
import { payrollApi } from '../api';
import { BillingForm } from '../components/billing-form';
import { useMonth } from '../components/month-field';
import { PayslipSection } from '../components/payslip-section';
import { payMessages as m } from '../messages';

/** `/teacher/pay`: the teacher's payslips by month and their own billing details. */
export const MyPayPage = observer(function MyPayPage() {
  const { api, session } = useStores();
  const me = session.user!.id;
  const [month, setMonth] = useMonth();
  const { data, setData } = useLoad(() => payrollApi(api).billing(me), `billing-${me}`);
  return (
    <div data-testid="my-pay-page">
      <PageHeader title={<FormattedMessage {...m.title} />} subtitle={<FormattedMessage {...m.subtitle} />} />
      <PayslipSection teacherId={me} month={month} onMonth={setMonth} />
      {data ? <BillingForm billing={data} onSaved={setData} /> : <Spinner animation="border" className="d-block mx-auto my-4" />}
    </div>
  );
});
