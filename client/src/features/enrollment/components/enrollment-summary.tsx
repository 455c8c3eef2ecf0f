import type { ReactNode } from 'react';
import { Card, Col, Row } from 'react-bootstrap';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { formatMinorAmount, localizedText, type EnrollmentFormDto } from '@app/shared';
import { labelOf } from '../../../lib/label-of';
import { useStores } from '../../../stores/store-context';
import {
  classTypeMessages,
  currencyMessages,
  detailMessages,
  heardFromMessages,
  mandarinMessages,
  paymentMessages,
  reviewMessages as rm,
  roleMessages,
  roleShortMessages,
  step1Messages,
  step2Messages,
  step3Messages,
  stepsMessages,
  summaryMessages as m,
  tutorModeMessages,
} from '../messages';
import { formPath } from '../paths';

/** One block of the summary: its title, a "Change" link back to its step when editable, the lines. */
function Block({ title, step, token, children, testId }: { title: ReactNode; step: 1 | 2 | 3; token?: string; children: ReactNode; testId: string }) {
  return (
    <Card className="mb-3 shadow-sm border-0" data-testid={testId}>
      <Card.Body>
        <div className="d-flex justify-content-between align-items-baseline gap-2 mb-2">
          <h2 className="h6 fw-semibold mb-0">{title}</h2>
          {token && (
            <Link to={formPath(token, step)} className="small" data-testid={`${testId}-change`}>
              <FormattedMessage {...rm.change} />
            </Link>
          )}
        </div>
        {children}
      </Card.Body>
    </Card>
  );
}

/** A label and its value on one line (stacked on phones); blanks read "not filled in". */
function Line({ label, value }: { label: ReactNode; value: ReactNode }) {
  return (
    <Row className="small mb-1">
      <Col sm={4} className="text-body-secondary">
        {label}
      </Col>
      <Col sm={8} className="text-break">
        {value === null || value === undefined || value === '' ? (
          <span className="text-body-secondary fst-italic">
            <FormattedMessage {...rm.missing} />
          </span>
        ) : (
          value
        )}
      </Col>
    </Row>
  );
}

const join = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' · ');

/**
 * Everything a form holds, step by step: the review before sending (with links back to each step), the
 * success page, and the back office's detail.
 */
export function EnrollmentSummary({ form, token, office }: { form: EnrollmentFormDto; token?: string; office?: boolean }) {
  const intl = useIntl();
  const { locale } = useStores();
  const s1 = form.step1;
  const s3 = form.step3;
  const fee = form.course.fee > 0 ? formatMinorAmount(form.course.fee, form.course.currency) : null;
  return (
    <div data-testid="enroll-summary">
      <Block title={<FormattedMessage {...stepsMessages['1']} />} step={1} token={token} testId="summary-step1">
        <Line label={<FormattedMessage {...m.course} />} value={join(localizedText(form.course.title, locale.locale), fee)} />
        <Line
          label={<FormattedMessage {...(office ? detailMessages.role : step1Messages.role)} />}
          value={labelOf(intl, office ? roleShortMessages : roleMessages, s1.role)}
        />
        <Line label={<FormattedMessage {...m.contact} />} value={join(s1.name, s1.email, s1.phone)} />
      </Block>
      <Block title={<FormattedMessage {...stepsMessages['2']} />} step={2} token={token} testId="summary-step2">
        {form.step2?.students.map((st, i) => (
          <Line
            key={st.id}
            label={intl.formatMessage(step2Messages.student, { n: i + 1 })}
            value={join(
              st.name,
              st.school,
              st.graduation_year ? intl.formatMessage(m.graduates, { year: st.graduation_year }) : null,
              st.email,
              st.phone,
              st.home_phone,
              st.address,
              st.test_scores.map((x) => `${x.test} ${x.score}`).join(', '),
            )}
          />
        )) ?? <Line label={<FormattedMessage {...m.students} />} value={null} />}
        <Line
          label={<FormattedMessage {...m.parent} />}
          value={form.step2 ? join(form.step2.parent.name, form.step2.parent.email, form.step2.parent.phone, form.step2.parent.home_phone) : null}
        />
      </Block>
      <Block title={<FormattedMessage {...stepsMessages['3']} />} step={3} token={token} testId="summary-step3">
        <Line
          label={<FormattedMessage {...step3Messages.classType} />}
          value={s3 && join(labelOf(intl, classTypeMessages, s3.class_type), labelOf(intl, tutorModeMessages, s3.tutor_mode))}
        />
        <Line label={<FormattedMessage {...step3Messages.mandarinHelp} />} value={s3 && labelOf(intl, mandarinMessages, s3.mandarin_help)} />
        <Line label={<FormattedMessage {...m.previousClass} />} value={s3?.previous_class} />
        <Line
          label={<FormattedMessage {...m.heardFrom} />}
          value={s3 && join(labelOf(intl, heardFromMessages, s3.heard_from), s3.heard_from_detail)}
        />
        {s3?.referrer && <Line label={<FormattedMessage {...m.referrer} />} value={join(s3.referrer.name, s3.referrer.contact)} />}
        {s3 && s3.group_members.length > 0 && (
          <Line label={<FormattedMessage {...m.group} />} value={s3.group_members.map((g) => join(g.name, g.contact)).join('; ')} />
        )}
        <Line
          label={<FormattedMessage {...m.payment} />}
          value={s3 && join(labelOf(intl, paymentMessages, s3.payment_method), labelOf(intl, currencyMessages, s3.payment_currency))}
        />
        {s3?.notes && <Line label={<FormattedMessage {...m.notes} />} value={<span style={{ whiteSpace: 'pre-wrap' }}>{s3.notes}</span>} />}
      </Block>
    </div>
  );
}
