import type { ReactNode } from 'react';
import { Badge, Card, Col, Row, Table } from 'react-bootstrap';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { formatMinorWithCode, hoursOf, type PayslipDto } from '@app/shared';
import { Th } from '../../../components/lists/paged-card';
import { attendanceMessages as am, commonMessages as cm, payMessages as m } from '../messages';

function Fact({ label, value, testId }: { label: ReactNode; value: ReactNode; testId?: string }) {
  return (
    <Col xs={6} md={4} lg>
      <div className="small text-body-secondary">{label}</div>
      <div className="fs-5 fw-semibold" data-testid={testId}>
        {value}
      </div>
    </Col>
  );
}

/** A payslip: the month's hours, the rate, the amount, and every class meeting and lesson it pays. */
export function PayslipView({ slip }: { slip: PayslipDto }) {
  const money = (v: number | null) => (v === null || !slip.currency ? <FormattedMessage {...cm.noRate} /> : formatMinorWithCode(v, slip.currency));
  return (
    <Card className="shadow-soft" data-testid="payslip">
      <Card.Body>
        <Row className="g-3 mb-3">
          <Fact label={<FormattedMessage {...m.classHours} />} value={hoursOf(slip.class_minutes)} />
          <Fact label={<FormattedMessage {...m.lessonHours} />} value={hoursOf(slip.lesson_minutes)} />
          <Fact label={<FormattedMessage {...m.hours} />} value={hoursOf(slip.minutes)} testId="payslip-hours" />
          <Fact label={<FormattedMessage {...m.rate} />} value={money(slip.hourly_rate)} />
          <Fact label={<FormattedMessage {...m.amount} />} value={money(slip.amount)} testId="payslip-amount" />
        </Row>
        {slip.lines.length === 0 ? (
          <p className="text-body-secondary mb-0">
            <FormattedMessage {...m.noLines} />
          </p>
        ) : (
          <Table responsive size="sm" className="mb-2 align-middle">
            <thead>
              <tr>
                <Th>
                  <FormattedMessage {...m.colDate} />
                </Th>
                <Th>
                  <FormattedMessage {...m.colKind} />
                </Th>
                <Th>
                  <FormattedMessage {...m.colWhat} />
                </Th>
                <Th className="d-none d-md-table-cell">
                  <FormattedMessage {...m.colTopic} />
                </Th>
                <Th className="text-end">
                  <FormattedMessage {...cm.hours} />
                </Th>
              </tr>
            </thead>
            <tbody>
              {slip.lines.map((l) => (
                <tr key={`${l.kind}-${l.id}`} data-testid="payslip-line">
                  <td className="text-nowrap">
                    <FormattedDate value={`${l.date}T00:00:00`} dateStyle="medium" />
                  </td>
                  <td className="text-nowrap">
                    {l.kind === 'class' ? <FormattedMessage {...m.kindClass} /> : <FormattedMessage {...m.kindLesson} />}
                    {l.state && l.state !== 'present' && (
                      <Badge bg="light" text="dark" className="ms-1 border">
                        <FormattedMessage {...am[l.state]} />
                      </Badge>
                    )}
                  </td>
                  <td>{l.title}</td>
                  <td className="d-none d-md-table-cell">{l.topic}</td>
                  <td className="text-end">{hoursOf(l.minutes)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
        <p className="small text-body-secondary mb-0">
          <FormattedMessage {...m.rule} />
        </p>
      </Card.Body>
    </Card>
  );
}
