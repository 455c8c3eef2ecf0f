import { Button, Card, Col, Row, Spinner, Table } from 'react-bootstrap';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { SkillStatDto, StudentClassResultsDto } from '@app/shared';
import { useLoad } from '../../../components/hooks/use-load';
import { useTaxonomy } from '../../../components/taxonomy/taxonomy';
import { displayName } from '../../../lib/user-name';
import { useStores } from '../../../stores/store-context';
import { reportPath } from '../../results';
import { classesApi } from '../api';
import { resultsMessages as m } from '../messages';
import { Chart } from './chart';
import { TableHead } from './table-head';

function SkillTable({ rows, name, testId }: { rows: SkillStatDto[]; name: (r: SkillStatDto) => string; testId: string }) {
  const intl = useIntl();
  if (rows.length === 0)
    return (
      <p className="small text-body-secondary mb-0">
        <FormattedMessage {...m.noScores} />
      </p>
    );
  return (
    <Table size="sm" className="mb-0" data-testid={testId}>
      <TableHead columns={[m.colSkill, { label: m.colAnswered, end: true }, { label: m.percentCorrect, end: true }]} />
      <tbody>
        {[...rows]
          .sort((a, b) => a.percent_correct - b.percent_correct)
          .map((r) => (
            <tr key={`${r.domain}:${r.skill ?? ''}`}>
              <td>{name(r)}</td>
              <td className="text-end">{r.answered}</td>
              <td className={`text-end ${r.percent_correct < 50 ? 'text-danger fw-semibold' : ''}`}>
                {intl.formatNumber(r.percent_correct / 100, { style: 'percent', maximumFractionDigits: 0 })}
              </td>
            </tr>
          ))}
      </tbody>
    </Table>
  );
}

/** One student's class results: scores over time (chart and list), then domains and skills, weakest first. */
export function StudentResultsView({ data }: { data: StudentClassResultsDto }) {
  const intl = useIntl();
  const tax = useTaxonomy();
  return (
    <div data-testid="student-results">
      <Card className="shadow-soft mb-3">
        <Card.Body>
          <h3 className="h6 fw-semibold">
            <FormattedMessage {...m.scoresOverTime} />
          </h3>
          {data.scores.length === 0 ? (
            <p className="small text-body-secondary mb-0">
              <FormattedMessage {...m.noScores} />
            </p>
          ) : (
            <>
              {data.scores.length > 1 && (
                <Chart
                  type="line"
                  labels={data.scores.map((s) => intl.formatDate(s.finished_at, { dateStyle: 'medium' }))}
                  datasets={[{ label: intl.formatMessage(m.colScore), values: data.scores.map((s) => s.score) }]}
                  ariaLabel={intl.formatMessage(m.scoresOverTime)}
                  hideLegend
                  height={200}
                />
              )}
              <Table size="sm" responsive className="mb-0 mt-2">
                <tbody>
                  {data.scores.map((s) => (
                    <tr key={s.attempt_id}>
                      <td>{s.title}</td>
                      <td className="small text-nowrap">
                        <FormattedDate value={s.finished_at} dateStyle="medium" />
                      </td>
                      <td className="text-end">
                        <Link to={reportPath(s.attempt_id)}>{s.score ?? '—'}</Link>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </>
          )}
        </Card.Body>
      </Card>
      <Row className="g-3">
        <Col lg={5}>
          <Card className="shadow-soft h-100">
            <Card.Body>
              <h3 className="h6 fw-semibold">
                <FormattedMessage {...m.domains} />
              </h3>
              <SkillTable rows={data.domains} name={(r) => tax.domain(r.domain)} testId="student-domains" />
            </Card.Body>
          </Card>
        </Col>
        <Col lg={7}>
          <Card className="shadow-soft h-100">
            <Card.Body>
              <h3 className="h6 fw-semibold">
                <FormattedMessage {...m.skills} />
              </h3>
              <SkillTable rows={data.skills} name={(r) => (r.skill ? tax.skill(r.skill) : tax.domain(r.domain))} testId="student-skills" />
            </Card.Body>
          </Card>
        </Col>
      </Row>
    </div>
  );
}

/** A student of the class, from the results tab. */
export function StudentResults({ classId, studentId, onClose }: { classId: number; studentId: number; onClose: () => void }) {
  const { api } = useStores();
  const { data } = useLoad(() => classesApi(api).studentResults(classId, studentId), `${classId}:${studentId}`);
  return (
    <div>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h2 className="h5 fw-semibold mb-0">{data ? displayName(data.student) : ''}</h2>
        <Button size="sm" variant="outline-secondary" onClick={onClose}>
          <FormattedMessage {...m.backToTest} />
        </Button>
      </div>
      {data ? <StudentResultsView data={data} /> : <Spinner animation="border" className="d-block mx-auto my-4" />}
    </div>
  );
}
