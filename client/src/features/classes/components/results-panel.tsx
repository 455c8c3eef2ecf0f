import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Badge, Button, Card, Col, Form, Row, Spinner, Table } from 'react-bootstrap';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import type { ClassResultsDto, ClassTestProgress, ClassTestResultsDto } from '@app/shared';
import { useLoad } from '../../../components/hooks/use-load';
import { Th } from '../../../components/lists/paged-card';
import { displayName } from '../../../lib/user-name';
import { saveFile } from '../../../lib/save-file';
import { useStores } from '../../../stores/store-context';
import { reportPath } from '../../results';
import { classesApi } from '../api';
import type { ClassPageStore } from '../class-page-store';
import { commonMessages as cm, resultsMessages as m } from '../messages';
import { distributionBars, questionBars, stragglers } from '../results-model';
import { Chart } from './chart';
import { StudentResults } from './student-results';
import { TableHead } from './table-head';

const PROGRESS_BG: Record<ClassTestProgress, string> = { not_started: 'secondary', in_progress: 'warning', finished: 'success' };

export function ProgressBadge({ progress }: { progress: ClassTestProgress }) {
  return (
    <Badge bg={PROGRESS_BG[progress]} text={progress === 'in_progress' ? 'dark' : undefined} data-progress={progress}>
      <FormattedMessage {...cm[`progress_${progress}`]} />
    </Badge>
  );
}

function CsvButton({ classExamId }: { classExamId: number }) {
  const { api, ui } = useStores();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      saveFile(await classesApi(api).testResultsCsv(classExamId), `class-test-${classExamId}.csv`);
    } catch (error) {
      ui.handleError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="sm" variant="outline-primary" onClick={() => void download()} disabled={busy} data-testid="class-test-csv">
      {busy && <Spinner size="sm" className="me-1" aria-hidden="true" />}
      <FormattedMessage {...m.csv} />
    </Button>
  );
}

function TestResults({ data, onStudent }: { data: ClassTestResultsDto; onStudent: (id: number) => void }) {
  const intl = useIntl();
  const bars = distributionBars(data.distribution);
  const questions = questionBars(data.questions, (q) => intl.formatMessage(m.questionLabel, { module: q.module, number: q.number }));
  const { notStarted, inProgress } = stragglers(data);
  const names = (rows: typeof notStarted) => rows.map((r) => displayName(r.student)).join(', ');
  return (
    <div data-testid="class-test-results">
      <Row className="g-3 mb-3">
        {(['not_started', 'in_progress', 'finished'] as const).map((p) => (
          <Col xs={6} md={3} key={p}>
            <Card body className="shadow-soft text-center h-100" data-testid={`count-${p}`}>
              <div className="h4 mb-0">{data.counts[p]}</div>
              <div className="small text-body-secondary">
                <FormattedMessage {...cm[`progress_${p}`]} />
              </div>
            </Card>
          </Col>
        ))}
        <Col xs={6} md={3}>
          <Card body className="shadow-soft text-center h-100" data-testid="class-test-average">
            <div className="h4 mb-0">{data.average === null ? '—' : intl.formatNumber(data.average, { maximumFractionDigits: 0 })}</div>
            <div className="small text-body-secondary">
              <FormattedMessage {...m.average} />
            </div>
          </Card>
        </Col>
      </Row>
      {(notStarted.length > 0 || inProgress.length > 0) && (
        <Card className="shadow-soft mb-3 border-warning" data-testid="class-test-stragglers">
          <Card.Body className="small">
            {notStarted.length > 0 && (
              <div data-testid="not-started-names">
                <span className="fw-semibold">
                  <FormattedMessage {...m.notStartedList} values={{ n: notStarted.length }} />
                </span>{' '}
                {names(notStarted)}
              </div>
            )}
            {inProgress.length > 0 && (
              <div data-testid="in-progress-names">
                <span className="fw-semibold">
                  <FormattedMessage {...m.inProgressList} values={{ n: inProgress.length }} />
                </span>{' '}
                {names(inProgress)}
              </div>
            )}
          </Card.Body>
        </Card>
      )}
      <Row className="g-3 mb-3">
        <Col lg={6}>
          <Card className="shadow-soft h-100" data-testid="class-test-distribution">
            <Card.Body>
              <h3 className="h6 fw-semibold">
                <FormattedMessage {...m.distribution} />
              </h3>
              {bars.values.every((v) => v === 0) ? (
                <p className="small text-body-secondary mb-0">
                  <FormattedMessage {...m.noScores} />
                </p>
              ) : (
                <Chart
                  type="bar"
                  labels={bars.labels}
                  datasets={[{ label: intl.formatMessage(m.students), values: bars.values }]}
                  ariaLabel={intl.formatMessage(m.distribution)}
                  hideLegend
                  height={220}
                />
              )}
            </Card.Body>
          </Card>
        </Col>
        <Col lg={6}>
          <Card className="shadow-soft h-100" data-testid="class-test-questions">
            <Card.Body>
              <h3 className="h6 fw-semibold">
                <FormattedMessage {...m.perQuestion} />
              </h3>
              {questions.values.every((v) => v === null) ? (
                <p className="small text-body-secondary mb-0">
                  <FormattedMessage {...m.noScores} />
                </p>
              ) : (
                <Chart
                  type="bar"
                  labels={questions.labels}
                  datasets={[{ label: intl.formatMessage(m.percentCorrect), values: questions.values }]}
                  ariaLabel={intl.formatMessage(m.perQuestion)}
                  percent
                  hideLegend
                  height={220}
                />
              )}
            </Card.Body>
          </Card>
        </Col>
      </Row>
      <Card className="shadow-soft" data-testid="class-test-students">
        <Table responsive hover className="mb-0 align-middle">
          <TableHead columns={[m.colStudent, m.colProgress, m.colScore, m.colAttempts, m.colFinished]} />
          <tbody>
            {data.students.map((r) => (
              <tr key={r.student.id} data-testid={`result-row-${r.student.id}`}>
                <td>
                  <Button variant="link" className="p-0 text-start" onClick={() => onStudent(r.student.id)}>
                    {displayName(r.student)}
                  </Button>
                </td>
                <td>
                  <ProgressBadge progress={r.progress} />
                </td>
                <td data-testid={`result-score-${r.student.id}`}>
                  {r.attempt_id ? <Link to={reportPath(r.attempt_id)}>{r.score ?? '—'}</Link> : '—'}
                </td>
                <td>{r.attempts_used}</td>
                <td className="small text-nowrap">
                  {r.finished_at ? <FormattedDate value={r.finished_at} dateStyle="medium" timeStyle="short" /> : '—'}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Card>
    </div>
  );
}

/** The whole class: students by class tests, each cell the best score (or where the student stands). */
function ClassOverview({ data, onStudent }: { data: ClassResultsDto | null; onStudent: (id: number) => void }) {
  if (!data) return <Spinner animation="border" className="d-block mx-auto my-4" />;
  if (data.tests.length === 0)
    return (
      <Card body className="text-center text-body-secondary py-5 shadow-soft">
        <FormattedMessage {...m.noTests} />
      </Card>
    );
  return (
    <Card className="shadow-soft" data-testid="class-results-overview">
      <Table responsive hover size="sm" className="mb-0 align-middle">
        <thead>
          <tr>
            <Th>
              <FormattedMessage {...m.colStudent} />
            </Th>
            {data.tests.map((t) => (
              <Th key={t.id}>{t.title}</Th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.students.map((row) => (
            <tr key={row.student.id}>
              <td className="text-nowrap">
                <Button variant="link" className="p-0 text-start" onClick={() => onStudent(row.student.id)}>
                  {displayName(row.student)}
                </Button>
              </td>
              {row.scores.map((score, i) => (
                <td key={data.tests[i].id}>{score ?? <ProgressBadge progress={row.progress[i]} />}</td>
              ))}
            </tr>
          ))}
          <tr className="table-light">
            <td className="small fw-semibold">
              <FormattedMessage {...m.average} />
            </td>
            {data.tests.map((t) => (
              <td key={t.id} className="small fw-semibold">
                {t.average === null ? '—' : Math.round(t.average)}
              </td>
            ))}
          </tr>
        </tbody>
      </Table>
    </Card>
  );
}

/**
 * The results tab: pick a class test (its distribution, per-question percent correct, who has not started
 * or finished, the CSV), the whole class at a glance, or one student (scores over time, domains, skills).
 */
export const ResultsPanel = observer(function ResultsPanel({ store }: { store: ClassPageStore }) {
  const { api } = useStores();
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const testId = Number(params.get('test')) || 0;
  const studentId = Number(params.get('student')) || 0;
  // The class grid also names the class tests (company-admins may read results, not the members' test list).
  const overview = useLoad(() => classesApi(api).classResults(store.classId), `class-results-${store.classId}`);
  const results = useLoad(() => classesApi(api).testResults(testId), `test-results-${testId}`, { skip: !testId });
  const go = (patch: Record<string, string>) => setParams({ class: String(store.classId), tab: 'results', ...patch });
  const openStudent = (id: number) => go({ ...(testId ? { test: String(testId) } : {}), student: String(id) });

  return (
    <div data-testid="results-panel">
      <div className="d-flex flex-wrap align-items-end gap-2 mb-3">
        <Form.Group controlId="results-test" style={{ minWidth: 260 }}>
          <Form.Label className="small fw-medium">
            <FormattedMessage {...m.pickTest} />
          </Form.Label>
          <Form.Select value={testId || ''} onChange={(e) => go(e.target.value ? { test: e.target.value } : {})} data-testid="results-test">
            <option value="">{intl.formatMessage(m.wholeClass)}</option>
            {(overview.data?.tests ?? []).map((t) => (
              <option key={t.id} value={t.id}>
                {t.title}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        {testId > 0 && <CsvButton classExamId={testId} />}
      </div>
      {studentId > 0 ? (
        <StudentResults classId={store.classId} studentId={studentId} onClose={() => go(testId ? { test: String(testId) } : {})} />
      ) : testId > 0 ? (
        results.data ? (
          <TestResults data={results.data} onStudent={openStudent} />
        ) : (
          <Spinner animation="border" className="d-block mx-auto my-4" />
        )
      ) : (
        <ClassOverview data={overview.data} onStudent={openStudent} />
      )}
    </div>
  );
});
