import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { Alert, Button, Card, Col, Form, Row, Spinner, Table } from 'react-bootstrap';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import {
  classPath,
  FLASH_LIMITS as L,
  WEEK_DAYS,
  type ClassSummaryDto,
  type QuizAssignmentDto,
  type QuizAssignmentInput,
  type QuizScoresDto,
  type WeekDay,
} from '@app/shared';
import { PageHeader } from '../../../components/page-header';
import { useLoad } from '../../../components/hooks/use-load';
import { useStores } from '../../../stores/store-context';
import { flashcardsApi } from '../api';
import { quizzesMessages as m, studyMessages } from '../messages';
import { FLASH_PATHS } from '../paths';
import { assignmentDefaults, dayLabel } from '../quiz-form';

const day = (d: string) => <FormattedDate value={`${d}T12:00:00Z`} month="short" day="numeric" timeZone="UTC" />;

/** The scores of one assignment: a row per student, a column per quiz day so far. */
function ScoresTable({ scores }: { scores: QuizScoresDto }) {
  if (scores.dates.length === 0)
    return (
      <p className="text-body-secondary small mb-0">
        <FormattedMessage {...m.noDates} />
      </p>
    );
  if (scores.rows.length === 0)
    return (
      <p className="text-body-secondary small mb-0">
        <FormattedMessage {...m.noStudents} />
      </p>
    );
  return (
    <Table size="sm" responsive className="mb-0 align-middle" data-testid="quiz-scores">
      <thead>
        <tr>
          <th>
            <FormattedMessage {...m.student} />
          </th>
          {scores.dates.map((d) => (
            <th key={d} className="text-nowrap">
              {day(d)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {scores.rows.map((row) => (
          <tr key={row.student.id} data-testid={`score-row-${row.student.id}`}>
            <td className="text-nowrap">{row.student.name}</td>
            {row.scores.map((s) => (
              <td key={s.date} data-testid="score-cell">
                {s.score === null ? <FormattedMessage {...m.notTaken} /> : `${s.score} / ${scores.total}`}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

function AssignmentCard({ a, onRemoved }: { a: QuizAssignmentDto; onRemoved: () => void }) {
  const { api, ui } = useStores();
  const intl = useIntl();
  const [scores, setScores] = useState<QuizScoresDto | null>(null);
  async function toggle() {
    if (scores) return setScores(null);
    try {
      setScores(await flashcardsApi(api).scores(a.id));
    } catch (error) {
      ui.handleError(error);
    }
  }
  async function remove() {
    try {
      await flashcardsApi(api).unassign(a.id);
      onRemoved();
    } catch (error) {
      ui.handleError(error);
    }
  }
  return (
    <Card className="shadow-soft mb-3" data-testid={`assignment-${a.id}`}>
      <Card.Body>
        <div className="d-flex flex-wrap justify-content-between gap-2">
          <div>
            <div className="fw-semibold">
              {a.title} · {a.class_name}
            </div>
            <div className="small text-body-secondary">
              {a.deck_name} ·{' '}
              <FormattedMessage
                {...m.schedule}
                values={{
                  days: WEEK_DAYS.filter((d) => a.days.includes(d))
                    .map((d) => dayLabel(intl, d))
                    .join(' '),
                  start: day(a.start_date),
                  weeks: a.weeks,
                  count: a.question_count,
                }}
              />
            </div>
          </div>
          <div className="d-flex gap-2 align-items-start">
            <Button size="sm" variant="outline-primary" onClick={() => void toggle()} data-testid="assignment-scores">
              <FormattedMessage {...(scores ? m.hideScores : m.scores)} />
            </Button>
            <Button size="sm" variant="outline-danger" onClick={() => void remove()}>
              <FormattedMessage {...m.remove} />
            </Button>
          </div>
        </div>
        {scores && (
          <div className="mt-3">
            <ScoresTable scores={scores} />
          </div>
        )}
      </Card.Body>
    </Card>
  );
}

/** /flashCards/quizzes: a teacher assigns vocabulary quizzes to a class (three days a week by default) and reads the scores. */
export const QuizzesPage = observer(function QuizzesPage() {
  const { api, ui } = useStores();
  const intl = useIntl();
  const fc = flashcardsApi(api);
  const { data: classes } = useLoad(() => api.get<ClassSummaryDto[]>(classPath('createdClasses')), 'flash-quiz-classes', { pageLevel: true });
  const { data: decks } = useLoad(() => fc.decks(), 'flash-quiz-decks');
  const { data: list, reload } = useLoad(() => fc.quizzes(), 'flash-quiz-list');
  const [form, setForm] = useState<Partial<QuizAssignmentInput>>(() => assignmentDefaults(new Date(), intl.formatMessage(m.defaultTitle)));
  const [busy, setBusy] = useState(false);
  const quizDecks = (decks ?? []).filter((d) => (d.kind === 'library' || d.editable) && d.card_count >= L.quizDeckMin);
  const set = (patch: Partial<QuizAssignmentInput>) => setForm((f) => ({ ...f, ...patch }));
  const toggleDay = (d: WeekDay) => set({ days: form.days?.includes(d) ? form.days.filter((x) => x !== d) : [...(form.days ?? []), d] });

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    try {
      const classId = form.class_id ?? classes?.[0]?.id;
      const deckId = form.deck_id ?? quizDecks[0]?.id;
      await fc.assign({ ...(form as QuizAssignmentInput), class_id: classId!, deck_id: deckId! });
      ui.toast(intl.formatMessage(m.assigned), 'success');
      reload();
    } catch (error) {
      ui.handleError(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="container py-4" data-testid="quizzes-page">
      <PageHeader
        title={<FormattedMessage {...m.title} />}
        subtitle={<FormattedMessage {...m.subtitle} />}
        back={{ to: FLASH_PATHS.home, label: <FormattedMessage {...studyMessages.back} /> }}
      />
      {!classes ? (
        <Spinner animation="border" className="d-block mx-auto my-4" />
      ) : classes.length === 0 ? (
        <Alert variant="info">
          <FormattedMessage {...m.noClasses} />
        </Alert>
      ) : (
        <Card className="shadow-soft mb-4">
          <Card.Body>
            <h2 className="h5 fw-semibold mb-3">
              <FormattedMessage {...m.assign} />
            </h2>
            <Form onSubmit={submit} data-testid="assign-form">
              <Row className="g-3">
                <Col md={4}>
                  <Form.Group controlId="quiz-class">
                    <Form.Label>
                      <FormattedMessage {...m.class} />
                    </Form.Label>
                    <Form.Select value={form.class_id ?? classes[0].id} onChange={(e) => set({ class_id: Number(e.target.value) })}>
                      {classes.map((c) => (
                        <option key={c.id} value={c.id}>
                          {c.name}
                        </option>
                      ))}
                    </Form.Select>
                  </Form.Group>
                </Col>
                <Col md={4}>
                  <Form.Group controlId="quiz-deck">
                    <Form.Label>
                      <FormattedMessage {...m.deck} />
                    </Form.Label>
                    <Form.Select value={form.deck_id ?? quizDecks[0]?.id ?? ''} onChange={(e) => set({ deck_id: Number(e.target.value) })}>
                      {quizDecks.map((d) => (
                        <option key={d.id} value={d.id}>
                          {d.name}
                        </option>
                      ))}
                    </Form.Select>
                  </Form.Group>
                </Col>
                <Col md={4}>
                  <Form.Group controlId="quiz-title">
                    <Form.Label>
                      <FormattedMessage {...m.titleField} />
                    </Form.Label>
                    <Form.Control value={form.title ?? ''} maxLength={L.quizTitleMax} onChange={(e) => set({ title: e.target.value })} required />
                  </Form.Group>
                </Col>
                <Col xs={12}>
                  <Form.Label as="div">
                    <FormattedMessage {...m.days} />
                  </Form.Label>
                  <div className="d-flex flex-wrap gap-3">
                    {WEEK_DAYS.map((d) => (
                      <Form.Check
                        key={d}
                        inline
                        id={`quiz-day-${d}`}
                        label={dayLabel(intl, d)}
                        checked={form.days?.includes(d) ?? false}
                        onChange={() => toggleDay(d)}
                      />
                    ))}
                  </div>
                </Col>
                <Col xs={6} md={4}>
                  <Form.Group controlId="quiz-start">
                    <Form.Label>
                      <FormattedMessage {...m.start} />
                    </Form.Label>
                    <Form.Control type="date" value={form.start_date ?? ''} onChange={(e) => set({ start_date: e.target.value })} required />
                  </Form.Group>
                </Col>
                <Col xs={6} md={4}>
                  <Form.Group controlId="quiz-weeks">
                    <Form.Label>
                      <FormattedMessage {...m.weeks} />
                    </Form.Label>
                    <Form.Control
                      type="number"
                      min={1}
                      max={L.quizWeeksMax}
                      value={form.weeks ?? 1}
                      onChange={(e) => set({ weeks: Number(e.target.value) })}
                    />
                  </Form.Group>
                </Col>
                <Col xs={6} md={4}>
                  <Form.Group controlId="quiz-count">
                    <Form.Label>
                      <FormattedMessage {...m.questions} />
                    </Form.Label>
                    <Form.Control
                      type="number"
                      min={L.quizQuestionsMin}
                      max={L.quizQuestionsMax}
                      value={form.question_count ?? 10}
                      onChange={(e) => set({ question_count: Number(e.target.value) })}
                    />
                  </Form.Group>
                </Col>
              </Row>
              <Button type="submit" className="mt-3" disabled={busy || !form.days?.length} data-testid="assign-submit">
                <FormattedMessage {...m.assign} />
              </Button>
            </Form>
          </Card.Body>
        </Card>
      )}
      {list && list.length === 0 && (
        <p className="text-body-secondary">
          <FormattedMessage {...m.empty} />
        </p>
      )}
      {list?.map((a) => (
        <AssignmentCard key={a.id} a={a} onRemoved={reload} />
      ))}
    </div>
  );
});
