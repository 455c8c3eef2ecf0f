import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Button, Card, Form } from 'react-bootstrap';
import { FormattedMessage, useIntl } from 'react-intl';
import { isMachineScored, TEACHER_FEEDBACK_LIMITS, type ResultDto, type TeacherGradingDetailDto } from '@app/shared';
import { FormAlert } from '../../../components/form/form-alert';
import { TextField } from '../../../components/form/text-field';
import { useSubmit } from '../../../components/form/use-submit';
import { useStores } from '../../../stores/store-context';
import { teacherGradingApi } from '../api';
import { EMPTY_FEEDBACK_FORM, feedbackFormErrors, formFieldOf, formShape, toCompleteRequest, type FeedbackFormValues } from '../feedback-form';
import { formMessages as m } from '../messages';
import { AnswerList } from './answer-list';

/** The automatic score as the report leads with it: the total, else raw/max (a drill). */
function automaticScore(result: ResultDto | null): string {
  if (!result) return '—';
  if (result.total !== null) return String(result.total);
  const raw = result.sections.reduce((n, s) => n + s.raw, 0);
  const max = result.sections.reduce((n, s) => n + s.maxRaw, 0);
  return `${raw}/${max}`;
}

type Errors = Partial<Record<'score' | 'comments' | 'question_comments', string>>;

/**
 * The grader's form for an order in review: the score, comments (required for simple and VIP) and, for VIP,
 * a comment box under each of the student's answers. The service's rules run before sending (the server's
 * own, shared); a 422 lands on the same fields.
 */
export function GradingForm({ order, onDone }: { order: TeacherGradingDetailDto; onDone: (order: TeacherGradingDetailDto) => void }) {
  const { api, ui } = useStores();
  const intl = useIntl();
  // The questions' types say whether the test scored itself: then this is a review, without a score field.
  const machineScored = isMachineScored(order.questions.map((q) => q.type));
  const shape = formShape(order.service, machineScored);
  const [values, setValues] = useState<FeedbackFormValues>(EMPTY_FEEDBACK_FORM);
  const [errors, setErrors] = useState<Errors>({});
  const { submitting, formError, run } = useSubmit((server) => {
    const mapped: Errors = {};
    for (const [field, message] of Object.entries(server)) {
      const f = formFieldOf(field);
      if (f) mapped[f] ??= message;
    }
    setErrors(mapped);
  });

  const set = (patch: Partial<FeedbackFormValues>) => setValues((v) => ({ ...v, ...patch }));
  const text = (field: 'score' | 'comments') => (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
    set({ [field]: e.target.value });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const local = feedbackFormErrors(order.service, values, machineScored);
    const translated: Errors = Object.fromEntries(Object.entries(local).map(([f, id]) => [f, intl.formatMessage({ id })]));
    setErrors(translated);
    if (Object.keys(translated).length) return;
    await run(async () => {
      const done = await teacherGradingApi(api).complete(order.id, toCompleteRequest(order.service, values, machineScored));
      ui.toast(intl.formatMessage(machineScored ? m.reviewSent : m.sent), 'success');
      onDone(done);
    });
  };

  return (
    <Form noValidate onSubmit={(e) => void submit(e)} data-testid="grading-form" data-service={order.service}>
      <Card className="shadow-soft mb-4">
        <Card.Body>
          <h2 className="h5 mb-3">
            <FormattedMessage {...(machineScored ? m.reviewTitle : m.title)} />
          </h2>
          {machineScored ? (
            <p className="small text-body-secondary" data-testid="grading-review-note">
              <FormattedMessage {...m.reviewNote} values={{ score: automaticScore(order.result) }} />
            </p>
          ) : (
            <TextField
              name="score"
              type="number"
              inputMode="numeric"
              min={TEACHER_FEEDBACK_LIMITS.scoreMin}
              max={TEACHER_FEEDBACK_LIMITS.scoreMax}
              step={1}
              label={<FormattedMessage {...m.score} />}
              help={<FormattedMessage {...m.scoreHelp} values={{ min: TEACHER_FEEDBACK_LIMITS.scoreMin, max: TEACHER_FEEDBACK_LIMITS.scoreMax }} />}
              value={values.score}
              onChange={text('score')}
              error={errors.score}
              testId="grading-score"
              style={{ maxWidth: '12rem' }}
            />
          )}
          <TextField
            name="comments"
            as="textarea"
            rows={6}
            label={<FormattedMessage {...m.comments} />}
            optional={shape.comments === 'optional'}
            help={`${values.comments.trim().length} / ${TEACHER_FEEDBACK_LIMITS.comments}`}
            value={values.comments}
            onChange={text('comments')}
            error={errors.comments}
            testId="grading-comments"
          />
          {shape.questionComments && (
            <p
              className={`small mb-0 ${errors.question_comments ? 'text-danger' : 'text-body-secondary'}`}
              data-testid="grading-question-comments-note"
            >
              {errors.question_comments ?? (
                <FormattedMessage {...m.questionCommentsHelp} values={{ max: TEACHER_FEEDBACK_LIMITS.questionComments }} />
              )}
            </p>
          )}
        </Card.Body>
      </Card>

      <AnswerList
        questions={order.questions}
        extra={
          shape.questionComments
            ? (q) => (
                <TextField
                  name={`question-comment-${q.questionId}`}
                  as="textarea"
                  rows={2}
                  optional
                  label={<FormattedMessage {...m.questionComment} />}
                  value={values.questionComments[q.questionId] ?? ''}
                  onChange={(e) => set({ questionComments: { ...values.questionComments, [q.questionId]: e.target.value } })}
                  className="mt-3 mb-0"
                  testId={`grading-question-comment-${q.questionId}`}
                />
              )
            : undefined
        }
      />

      <FormAlert message={formError} />
      <div className="d-flex justify-content-end mt-3">
        <Button type="submit" disabled={submitting} data-testid="grading-submit">
          <FormattedMessage {...m.submit} />
        </Button>
      </div>
    </Form>
  );
}
