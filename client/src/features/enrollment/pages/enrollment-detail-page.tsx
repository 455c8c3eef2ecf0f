import { useEffect, useMemo, useState, type ChangeEvent } from 'react';
import { Button, Card, Col, Row, Spinner } from 'react-bootstrap';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { ENROLLMENT_PAYMENT_STATUSES, ENROLLMENT_STATUSES, type EnrollmentDetailDto, type EnrollmentPatch } from '@app/shared';
import { SelectField } from '../../../components/form/select-field';
import { PageHeader } from '../../../components/page-header';
import { labelOf } from '../../../lib/label-of';
import { displayName } from '../../../lib/user-name';
import { useStores } from '../../../stores/store-context';
import { TuitionPanel } from '../../tuition';
import { enrollmentApi } from '../api';
import { DiscountCard } from '../components/discount-card';
import { EnrollmentSummary } from '../components/enrollment-summary';
import { detailMessages as m, listMessages, paymentStatusMessages, progressMessages, readStatusMessages, statusMessages } from '../messages';
import { areaEnrollmentsPath, type EnrollmentArea } from '../links';
import { paymentBg, StateBadge, statusBg } from './enrollments-page';

/** /{admin,company}/enrollments/{id}: everything the family entered, the discount; opening it marks it read. */
function EnrollmentDetailPage({ area }: { area: EnrollmentArea }) {
  const { id = '' } = useParams();
  const { api, ui } = useStores();
  const intl = useIntl();
  const calls = useMemo(() => enrollmentApi(api), [api]);
  const [e, setE] = useState<EnrollmentDetailDto | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    setE(null);
    calls
      .detail(Number(id))
      .then((d) => live && setE(d))
      .catch((err: unknown) => ui.handleError(err, { pageLevel: true }));
    return () => {
      live = false;
    };
  }, [calls, id, ui]);

  const change = async (patch: EnrollmentPatch) => {
    if (!e) return;
    setBusy(true);
    try {
      setE(await calls.update(e.id, patch));
      ui.toast(m.saved, 'success');
    } catch (err) {
      ui.handleError(err);
    } finally {
      setBusy(false);
    }
  };

  if (!e) return <Spinner animation="border" className="d-block mx-auto my-5" />;
  const students = e.form.step2?.students.length ?? 0;
  return (
    <div data-testid="enrollment-detail">
      <PageHeader
        back={{ to: areaEnrollmentsPath(area), label: <FormattedMessage {...m.back} /> }}
        title={intl.formatMessage(m.title, { id: e.id })}
        badges={
          <>
            <StateBadge bg={e.step === 'submitted' ? 'primary' : 'light'} label={labelOf(intl, progressMessages, e.step)} />
            <StateBadge
              bg={e.read_status === 'read' ? 'light' : 'info'}
              label={labelOf(intl, readStatusMessages, e.read_status)}
              testId="enrollment-read-status"
            />
            <StateBadge bg={statusBg(e.status)} label={labelOf(intl, statusMessages, e.status)} />
            <StateBadge bg={paymentBg(e.payment_status)} label={labelOf(intl, paymentStatusMessages, e.payment_status)} />
          </>
        }
        subtitle={
          <>
            {intl.formatMessage(m.started, { date: intl.formatDate(e.created_at, { dateStyle: 'medium', timeStyle: 'short' }) })}
            {' · '}
            {e.submitted_at
              ? labelOf(intl, progressMessages, 'submitted') + ' ' + intl.formatDate(e.submitted_at, { dateStyle: 'medium', timeStyle: 'short' })
              : intl.formatMessage(m.notSent, { step: e.form.step })}
          </>
        }
      />
      <Row className="g-4">
        <Col lg={8}>
          {e.submitted_at && <TuitionPanel enrollmentId={e.id} area={area} />}
          <EnrollmentSummary form={e.form} office />
        </Col>
        <Col lg={4}>
          <Card className="mb-3 shadow-sm border-0" data-testid="enrollment-marks">
            <Card.Body>
              <h2 className="h6 fw-semibold mb-3">
                <FormattedMessage {...m.marks} />
              </h2>
              <SelectField
                name="status"
                label={<FormattedMessage {...listMessages.status} />}
                options={ENROLLMENT_STATUSES.map((s) => ({ value: s, label: labelOf(intl, statusMessages, s) }))}
                value={e.status}
                disabled={busy}
                onChange={(ev: ChangeEvent<HTMLSelectElement>) => void change({ status: ev.target.value as EnrollmentDetailDto['status'] })}
                testId="enrollment-status"
              />
              <SelectField
                name="payment_status"
                label={<FormattedMessage {...listMessages.paymentStatus} />}
                options={ENROLLMENT_PAYMENT_STATUSES.map((s) => ({ value: s, label: labelOf(intl, paymentStatusMessages, s) }))}
                value={e.payment_status}
                disabled={busy}
                onChange={(ev: ChangeEvent<HTMLSelectElement>) =>
                  void change({ payment_status: ev.target.value as EnrollmentDetailDto['payment_status'] })
                }
                testId="enrollment-payment-status"
              />
              {e.read_by && e.read_at && (
                <p className="small text-body-secondary mb-2" data-testid="enrollment-read-by">
                  {intl.formatMessage(m.readBy, {
                    name: displayName(e.read_by),
                    date: intl.formatDate(e.read_at, { dateStyle: 'medium', timeStyle: 'short' }),
                  })}
                </p>
              )}
              {e.read_status === 'read' && (
                <Button
                  size="sm"
                  variant="outline-secondary"
                  disabled={busy}
                  onClick={() => void change({ read: false })}
                  data-testid="enrollment-mark-unread"
                >
                  <FormattedMessage {...m.markUnread} />
                </Button>
              )}
            </Card.Body>
          </Card>
          <DiscountCard discount={e.form.discount} tuition={e.form.course.fee * students} office />
        </Col>
      </Row>
    </div>
  );
}

export const AdminEnrollmentDetailPage = () => <EnrollmentDetailPage area="admin" />;
export const CompanyEnrollmentDetailPage = () => <EnrollmentDetailPage area="company" />;
