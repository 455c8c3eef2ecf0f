import { useMemo, type ChangeEvent } from 'react';
import { Badge, Col, Table } from 'react-bootstrap';
import { FormattedDate, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router-dom';
import {
  ENROLLMENT_PAYMENT_STATUSES,
  ENROLLMENT_PROGRESS,
  ENROLLMENT_READ_STATUSES,
  ENROLLMENT_STATUSES,
  localizedText,
  type EnrollmentRowDto,
} from '@app/shared';
import { useLoad } from '../../../components/hooks/use-load';
import { SelectField } from '../../../components/form/select-field';
import { FilterCard } from '../../../components/lists/filter-card';
import { listParams } from '../../../components/lists/list-params';
import { ListResults } from '../../../components/lists/list-results';
import { Th } from '../../../components/lists/paged-card';
import { useUrlList } from '../../../components/lists/use-url-list';
import { PageHeader } from '../../../components/page-header';
import { labelOf } from '../../../lib/label-of';
import { useStores } from '../../../stores/store-context';
import { enrollmentApi } from '../api';
import { listMessages as m, paymentStatusMessages, progressMessages, readStatusMessages, roleShortMessages, statusMessages } from '../messages';
import { areaEnrollmentPath, type EnrollmentArea } from '../paths';

const QUERY = listParams({
  course: { kind: 'id', api: 'course_id' },
  step: { kind: 'oneOf', values: ENROLLMENT_PROGRESS },
  read: { kind: 'oneOf', values: ENROLLMENT_READ_STATUSES },
  status: { kind: 'oneOf', values: ENROLLMENT_STATUSES },
  payment_status: { kind: 'oneOf', values: ENROLLMENT_PAYMENT_STATUSES },
});

const STATUS_BG: Record<string, string> = { normal: 'secondary', archived: 'dark', cancelled: 'warning', deleted: 'danger' };
const PAYMENT_BG: Record<string, string> = { unknown: 'light', unpaid: 'warning', paid: 'success', cancelled: 'secondary' };

/** A badge naming a state; light badges get dark text. */
export function StateBadge({ bg, label, testId }: { bg: string; label: string; testId?: string }) {
  return (
    <Badge
      bg={bg}
      text={bg === 'light' || bg === 'warning' ? 'dark' : undefined}
      className={bg === 'light' ? 'border' : undefined}
      data-testid={testId}
    >
      {label}
    </Badge>
  );
}
export const statusBg = (s: string) => STATUS_BG[s] ?? 'secondary';
export const paymentBg = (s: string) => PAYMENT_BG[s] ?? 'light';

/** /{admin,company}/enrollments: every form of the caller's reach, newest first, with the spec's filters. */
function EnrollmentsPage({ area }: { area: EnrollmentArea }) {
  const { api, locale } = useStores();
  const intl = useIntl();
  const calls = useMemo(() => enrollmentApi(api), [api]);
  const list = useUrlList(QUERY, (query, signal) => calls.list(query, signal));
  const { data: courses } = useLoad(() => calls.managedCourses(), `enrollment-courses:${area}`);
  const select = (
    name: keyof typeof QUERY.empty & string,
    label: MessageDescriptor,
    any: MessageDescriptor,
    options: { value: string; label: string }[],
  ) => (
    <Col sm={6} lg>
      <SelectField
        name={name}
        label={<FormattedMessage {...label} />}
        placeholder={intl.formatMessage(any)}
        options={options}
        value={String(list.filters[name as 'step'])}
        onChange={(e: ChangeEvent<HTMLSelectElement>) => list.change({ [name]: e.target.value })}
        className="mb-0"
        testId={`enrollments-filter-${name}`}
      />
    </Col>
  );
  const labels = (values: readonly string[], messages: Record<string, MessageDescriptor>) =>
    values.map((v) => ({ value: v, label: labelOf(intl, messages, v) }));

  return (
    <div data-testid="enrollments-page">
      <PageHeader title={<FormattedMessage {...m.title} />} subtitle={<FormattedMessage {...m.subtitle} />} />
      <FilterCard list={list}>
        {select(
          'course',
          m.course,
          m.anyCourse,
          (courses ?? []).map((c) => ({ value: String(c.id), label: localizedText(c.title, locale.locale) })),
        )}
        {select('step', m.step, m.anyStep, labels(ENROLLMENT_PROGRESS, progressMessages))}
        {select('read', m.read, m.anyRead, labels(ENROLLMENT_READ_STATUSES, readStatusMessages))}
        {select('status', m.status, m.anyStatus, labels(ENROLLMENT_STATUSES, statusMessages))}
        {select('payment_status', m.paymentStatus, m.anyPayment, labels(ENROLLMENT_PAYMENT_STATUSES, paymentStatusMessages))}
      </FilterCard>
      <ListResults list={list} empty={m.empty} testId="enrollments">
        {(rows) => <EnrollmentsTable rows={rows} area={area} />}
      </ListResults>
    </div>
  );
}

function EnrollmentsTable({ rows, area }: { rows: EnrollmentRowDto[]; area: EnrollmentArea }) {
  const intl = useIntl();
  const { locale } = useStores();
  return (
    <Table responsive hover size="sm" className="mb-0 align-middle" data-testid="enrollments-table">
      <thead>
        <tr>
          <Th>#</Th>
          <Th>
            <FormattedMessage {...m.colDate} />
          </Th>
          <Th>
            <FormattedMessage {...m.course} />
          </Th>
          <Th>
            <FormattedMessage {...m.colContact} />
          </Th>
          <Th>
            <FormattedMessage {...m.colStudents} />
          </Th>
          <Th>
            <FormattedMessage {...m.colStep} />
          </Th>
          <Th>
            <FormattedMessage {...m.colStatus} />
          </Th>
          <Th>
            <FormattedMessage {...m.colPayment} />
          </Th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => {
          const unread = r.read_status === 'unread';
          return (
            <tr key={r.id} className={unread ? 'fw-semibold' : undefined} data-testid={`enrollment-row-${r.id}`} data-read={r.read_status}>
              <td>
                <Link to={areaEnrollmentPath(area, r.id)} data-testid="enrollment-open">
                  #{r.id}
                </Link>
              </td>
              <td className="text-nowrap small">
                <FormattedDate value={r.submitted_at ?? r.created_at} dateStyle="medium" />
              </td>
              <td className="small" style={{ minWidth: '10rem' }}>
                {localizedText(r.course.title, locale.locale)}
              </td>
              <td className="small text-nowrap">
                <div>
                  {r.name} <span className="text-body-secondary fw-normal">({labelOf(intl, roleShortMessages, r.role)})</span>
                </div>
                <div className="text-body-secondary fw-normal">{r.contact.email}</div>
                <div className="text-body-secondary fw-normal">{r.contact.phone}</div>
              </td>
              <td className="small" style={{ minWidth: '8rem' }}>
                {r.students.join(', ') || '—'}
              </td>
              <td className="text-nowrap">
                <StateBadge bg={r.step === 'submitted' ? 'primary' : 'light'} label={labelOf(intl, progressMessages, r.step)} />
                {unread && (
                  <div>
                    <StateBadge bg="info" label={labelOf(intl, readStatusMessages, r.read_status)} testId="enrollment-unread" />
                  </div>
                )}
              </td>
              <td>
                <StateBadge bg={statusBg(r.status)} label={labelOf(intl, statusMessages, r.status)} />
              </td>
              <td>
                <StateBadge bg={paymentBg(r.payment_status)} label={labelOf(intl, paymentStatusMessages, r.payment_status)} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}

export const AdminEnrollmentsPage = () => <EnrollmentsPage area="admin" />;
export const CompanyEnrollmentsPage = () => <EnrollmentsPage area="company" />;
