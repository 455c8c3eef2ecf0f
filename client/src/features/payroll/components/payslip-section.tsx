import { useState } from 'react';
import { Button, Spinner } from 'react-bootstrap';
import { FormattedMessage } from 'react-intl';
import { useLoad } from '../../../components/hooks/use-load';
import { saveFile } from '../../../lib/save-file';
import { useStores } from '../../../stores/store-context';
import { payrollApi } from '../api';
import { payMessages as m } from '../messages';
import { MonthField } from './month-field';
import { PayslipView } from './payslip-view';

/** A teacher's payslip of the month with its PDF (their language, their tenant's header). */
export function PayslipSection({
  teacherId,
  month,
  onMonth,
  version = '',
}: {
  teacherId: number;
  month: string;
  onMonth: (m: string) => void;
  /** Changes when what the payslip is computed from changed on this page (a rate set): it loads again. */
  version?: string;
}) {
  const { api, ui } = useStores();
  const { data } = useLoad(() => payrollApi(api).payslip(teacherId, month), `payslip-${teacherId}-${month}-${version}`);
  const [busy, setBusy] = useState(false);
  const pdf = async () => {
    setBusy(true);
    try {
      saveFile(await payrollApi(api).payslipPdf(teacherId, month), `payslip-${month}.pdf`);
    } catch (error) {
      ui.handleError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="mb-4" aria-labelledby="payslip-heading">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-2">
        <h2 id="payslip-heading" className="h5 mb-0">
          <FormattedMessage {...m.payslip} />
        </h2>
        <div className="d-flex flex-wrap align-items-center gap-2">
          <MonthField month={month} onChange={onMonth} />
          <Button variant="outline-primary" size="sm" onClick={() => void pdf()} disabled={busy} data-testid="payslip-pdf">
            <FormattedMessage {...m.pdf} />
          </Button>
        </div>
      </div>
      {data ? <PayslipView slip={data} /> : <Spinner animation="border" className="d-block mx-auto my-4" />}
    </section>
  );
}
