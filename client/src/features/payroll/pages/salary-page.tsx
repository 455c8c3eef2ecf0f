import { useState } from 'react';
import { Badge, Button, Card, Spinner, Table } from 'react-bootstrap';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { formatMinorWithCode, hoursOf } from '@app/shared';
import { Th } from '../../../components/lists/paged-card';
import { useLoad } from '../../../components/hooks/use-load';
import { PageHeader } from '../../../components/page-header';
import { displayName } from '../../../lib/user-name';
import { saveFile } from '../../../lib/save-file';
import { useStores } from '../../../stores/store-context';
import { payrollApi } from '../api';
import { MonthField, useMonth } from '../components/month-field';
import { commonMessages as cm, salaryMessages as m } from '../messages';
import { teacherPayPath, type StaffArea } from '../paths';

/** `/{admin,company}/salary`: every teacher's month (hours, rate, amount), payslips and the accountant's XLSX. */
function SalaryPage({ area }: { area: StaffArea }) {
  const { api, ui } = useStores();
  const [month, setMonth] = useMonth();
  const { data } = useLoad(() => payrollApi(api).salary(month), `salary-${area}-${month}`);
  const [busy, setBusy] = useState<string | null>(null);
  const download = async (key: string, load: () => Promise<Blob>, name: string) => {
    setBusy(key);
    try {
      saveFile(await load(), name);
    } catch (error) {
      ui.handleError(error);
    } finally {
      setBusy(null);
    }
  };
  return (
    <div data-testid="salary-page">
      <PageHeader
        title={<FormattedMessage {...m.title} />}
        subtitle={<FormattedMessage {...m.subtitle} />}
        actions={
          <div className="d-flex flex-wrap align-items-center gap-2">
            <MonthField month={month} onChange={setMonth} />
            <Button
              variant="outline-primary"
              disabled={busy === 'xlsx'}
              onClick={() => void download('xlsx', () => payrollApi(api).salaryXlsx(month), `salary-${month}.xlsx`)}
              data-testid="salary-xlsx"
            >
              <FormattedMessage {...m.xlsx} />
            </Button>
          </div>
        }
      />
      <Card className="shadow-soft">
        {!data ? (
          <Spinner animation="border" className="d-block mx-auto my-5" />
        ) : data.rows.length === 0 ? (
          <Card.Body className="text-center text-body-secondary py-5">
            <FormattedMessage {...m.empty} />
          </Card.Body>
        ) : (
          <Table responsive hover className="mb-0 align-middle">
            <thead>
              <tr>
                <Th>
                  <FormattedMessage {...m.colTeacher} />
                </Th>
                <Th className="text-end d-none d-md-table-cell">
                  <FormattedMessage {...m.colClass} />
                </Th>
                <Th className="text-end d-none d-md-table-cell">
                  <FormattedMessage {...m.colLessons} />
                </Th>
                <Th className="text-end">
                  <FormattedMessage {...m.colHours} />
                </Th>
                <Th className="text-end">
                  <FormattedMessage {...m.colRate} />
                </Th>
                <Th className="text-end">
                  <FormattedMessage {...m.colAmount} />
                </Th>
                <Th> </Th>
              </tr>
            </thead>
            <tbody>
              {data.rows.map((r) => (
                <tr key={r.teacher.id} data-testid="salary-row">
                  <td>
                    <Link to={teacherPayPath(area, r.teacher.id, month)} className="fw-medium">
                      {displayName(r.teacher)}
                    </Link>
                    <div className="small text-body-secondary">@{r.teacher.username}</div>
                    {!r.has_billing && (
                      <Badge bg="warning" text="dark" className="fw-normal">
                        <FormattedMessage {...m.noBilling} />
                      </Badge>
                    )}
                  </td>
                  <td className="text-end d-none d-md-table-cell">{hoursOf(r.class_minutes)}</td>
                  <td className="text-end d-none d-md-table-cell">{hoursOf(r.lesson_minutes)}</td>
                  <td className="text-end fw-medium" data-testid="salary-hours">
                    {hoursOf(r.minutes)}
                  </td>
                  <td className="text-end text-nowrap">
                    {r.hourly_rate !== null && r.currency ? formatMinorWithCode(r.hourly_rate, r.currency) : <FormattedMessage {...cm.noRate} />}
                  </td>
                  <td className="text-end text-nowrap fw-semibold" data-testid="salary-amount">
                    {r.amount !== null && r.currency ? formatMinorWithCode(r.amount, r.currency) : '—'}
                  </td>
                  <td className="text-end">
                    <Button
                      size="sm"
                      variant="outline-secondary"
                      disabled={busy === `pdf-${r.teacher.id}`}
                      onClick={() =>
                        void download(
                          `pdf-${r.teacher.id}`,
                          () => payrollApi(api).payslipPdf(r.teacher.id, month),
                          `payslip-${r.teacher.username}-${month}.pdf`,
                        )
                      }
                      data-testid="salary-payslip"
                    >
                      <FormattedMessage {...m.payslip} />
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
            {data.totals.length > 0 && (
              <tfoot>
                {data.totals.map((t) => (
                  <tr key={t.currency} className="table-light" data-testid="salary-total">
                    <td className="fw-semibold">
                      <FormattedMessage {...m.total} values={{ currency: t.currency }} />
                    </td>
                    <td colSpan={2} className="d-none d-md-table-cell" />
                    <td className="text-end fw-semibold">{hoursOf(t.minutes)}</td>
                    <td />
                    <td className="text-end fw-bold text-nowrap">{formatMinorWithCode(t.amount, t.currency)}</td>
                    <td />
                  </tr>
                ))}
              </tfoot>
            )}
          </Table>
        )}
      </Card>
    </div>
  );
}

export const AdminSalaryPage = () => <SalaryPage area="admin" />;
export const CompanySalaryPage = () => <SalaryPage area="company" />;
