import { useState, type FormEvent } from 'react';
import { Button, Card, CloseButton, Col, Form, Row } from 'react-bootstrap';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { ENROLLMENT_LIMITS, ENROLLMENT_TEST_NAMES, ENROLLMENT_TESTS, type EnrollmentFormDto, type EnrollmentTest } from '@app/shared';
import { FieldRow } from '../../../components/form/field-row';
import { FormFooter } from '../../../components/form/form-footer';
import { useSubmit } from '../../../components/form/use-submit';
import { checkStep2, emptyStudent, step2Draft, step2Input, type ParentDraft, type Step2Draft, type StudentDraft } from '../form-state';
import { actionsMessages, errorMessages, step2Messages as m } from '../messages';
import { DraftField, wordErrors } from './form-bits';

type StudentTextKey = Exclude<keyof StudentDraft, 'test_scores'>;
/** What differs between the step's text inputs. */
interface InputExtras {
  optional?: boolean;
  type?: 'email' | 'tel';
  inputMode?: 'numeric';
  testId?: string;
}

/** Step 2: the students (more may be added, up to 10) with their school, graduation year and scores; the parent. */
export function Step2Form({
  form,
  save,
  back,
}: {
  form: EnrollmentFormDto;
  save: (input: ReturnType<typeof step2Input>) => Promise<void>;
  back: () => void;
}) {
  const intl = useIntl();
  const [draft, setDraft] = useState<Step2Draft>(() => step2Draft(form));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { submitting, formError, run } = useSubmit(setErrors);
  const clear = (path: string) => setErrors((e) => (e[path] ? { ...e, [path]: '' } : e));
  const setStudent = (i: number, patch: Partial<StudentDraft>) =>
    setDraft((d) => ({ ...d, students: d.students.map((s, j) => (j === i ? { ...s, ...patch } : s)) }));
  const studentField = (i: number, k: StudentTextKey) => (v: string) => {
    setStudent(i, { [k]: v });
    clear(`students[${i}].${k}`);
  };
  const setParent = (k: keyof ParentDraft) => (v: string) => {
    setDraft((d) => ({ ...d, parent: { ...d.parent, [k]: v } }));
    clear(`parent.${k}`);
  };
  const isParent = form.step1.role === 'parent';
  /** One of the parent's text inputs. */
  const parentInput = (k: keyof ParentDraft, label: MessageDescriptor, extra: InputExtras = {}) => (
    <DraftField
      path={`parent.${k}`}
      value={draft.parent[k]}
      onValue={setParent(k)}
      errors={errors}
      label={<FormattedMessage {...label} />}
      {...extra}
    />
  );

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const checked = wordErrors(intl, checkStep2(draft, form.step1.role));
    setErrors(checked);
    if (Object.keys(checked).length) return;
    await run(() => save(step2Input(draft)));
  };

  return (
    <Form noValidate onSubmit={onSubmit} data-testid="enroll-step2">
      <h2 className="h5 fw-semibold mb-3">
        <FormattedMessage {...m.students} />
      </h2>
      {errors.students && <div className="text-danger small mb-2">{errors.students}</div>}
      {draft.students.map((s, i) => {
        const at = (k: string) => `students[${i}].${k}`;
        /** One of the student's text inputs; `testId` is the part after `enroll-student-<i>-`. */
        const studentInput = (k: StudentTextKey, label: MessageDescriptor, { testId, ...extra }: InputExtras = {}) => (
          <DraftField
            path={at(k)}
            value={s[k]}
            onValue={studentField(i, k)}
            errors={errors}
            label={<FormattedMessage {...label} />}
            testId={testId && `enroll-student-${i}-${testId}`}
            {...extra}
          />
        );
        const scoresError = errors[at('test_scores')] || s.test_scores.map((_x, j) => errors[`${at('test_scores')}[${j}]`]).find(Boolean);
        return (
          <Card key={i} className="mb-3 shadow-sm border-0" data-testid={`enroll-student-${i}`}>
            <Card.Body>
              <div className="d-flex justify-content-between align-items-center mb-2">
                <h3 className="h6 fw-semibold mb-0">{intl.formatMessage(m.student, { n: i + 1 })}</h3>
                {draft.students.length > 1 && (
                  <CloseButton
                    aria-label={intl.formatMessage(m.removeStudent, { n: i + 1 })}
                    onClick={() => setDraft((d) => ({ ...d, students: d.students.filter((_x, j) => j !== i) }))}
                    data-testid={`enroll-student-${i}-remove`}
                  />
                )}
              </div>
              {studentInput('name', m.name, { testId: 'name' })}
              <FieldRow>
                {studentInput('school', m.school, { optional: true, testId: 'school' })}
                {studentInput('graduation_year', m.graduationYear, { optional: true, inputMode: 'numeric', testId: 'year' })}
              </FieldRow>
              <FieldRow>
                {studentInput('email', m.email, { optional: true, type: 'email', testId: 'email' })}
                {studentInput('phone', m.phone, { optional: true, type: 'tel', testId: 'phone' })}
              </FieldRow>
              <FieldRow>
                {studentInput('home_phone', m.homePhone, { optional: true, type: 'tel' })}
                {studentInput('address', m.address, { optional: true })}
              </FieldRow>
              <fieldset>
                <legend className="form-label fw-medium fs-6 mb-1">
                  <FormattedMessage {...m.scores} />
                </legend>
                <div className="small text-body-secondary mb-2">
                  <FormattedMessage {...m.scoresHelp} />
                </div>
                {s.test_scores.map((x, j) => (
                  <Row key={j} className="g-2 align-items-center mb-2" data-testid={`enroll-student-${i}-score-${j}`}>
                    <Col xs={5} sm={4}>
                      <Form.Select
                        aria-label={intl.formatMessage(m.test)}
                        value={x.test}
                        isInvalid={!!errors[`${at('test_scores')}[${j}]`]}
                        onChange={(e) => {
                          setStudent(i, {
                            test_scores: s.test_scores.map((y, k) => (k === j ? { ...y, test: e.target.value as EnrollmentTest } : y)),
                          });
                          clear(`${at('test_scores')}[${j}]`);
                        }}
                      >
                        <option value="">{intl.formatMessage(m.test)}</option>
                        {ENROLLMENT_TEST_NAMES.map((t) => (
                          <option key={t} value={t}>
                            {t}
                          </option>
                        ))}
                      </Form.Select>
                    </Col>
                    <Col xs={5} sm={4}>
                      <Form.Control
                        aria-label={intl.formatMessage(m.score)}
                        inputMode="numeric"
                        placeholder={x.test ? `${ENROLLMENT_TESTS[x.test].min}–${ENROLLMENT_TESTS[x.test].max}` : intl.formatMessage(m.score)}
                        value={x.score}
                        isInvalid={!!errors[`${at('test_scores')}[${j}]`]}
                        onChange={(e) => {
                          setStudent(i, { test_scores: s.test_scores.map((y, k) => (k === j ? { ...y, score: e.target.value } : y)) });
                          clear(`${at('test_scores')}[${j}]`);
                        }}
                      />
                    </Col>
                    <Col xs={2}>
                      <CloseButton
                        aria-label={intl.formatMessage(m.removeScore)}
                        onClick={() => setStudent(i, { test_scores: s.test_scores.filter((_y, k) => k !== j) })}
                      />
                    </Col>
                  </Row>
                ))}
                {scoresError && (
                  <div className="text-danger small mb-2">
                    {scoresError === errors[at('test_scores')] ? scoresError : intl.formatMessage(errorMessages.score)}
                  </div>
                )}
                {s.test_scores.length < ENROLLMENT_LIMITS.scoresMax && (
                  <Button
                    variant="link"
                    size="sm"
                    className="px-0"
                    onClick={() => setStudent(i, { test_scores: [...s.test_scores, { test: '', score: '' }] })}
                    data-testid={`enroll-student-${i}-add-score`}
                  >
                    + <FormattedMessage {...m.addScore} />
                  </Button>
                )}
              </fieldset>
            </Card.Body>
          </Card>
        );
      })}
      {draft.students.length < ENROLLMENT_LIMITS.studentsMax && (
        <Button
          variant="outline-primary"
          className="mb-4"
          onClick={() => setDraft((d) => ({ ...d, students: [...d.students, { ...emptyStudent(), school: d.students[0]?.school ?? '' }] }))}
          data-testid="enroll-add-student"
        >
          + <FormattedMessage {...m.addStudent} />
        </Button>
      )}

      <h2 className="h5 fw-semibold mb-1">
        <FormattedMessage {...m.parent} />
      </h2>
      {!isParent && (
        <p className="small text-body-secondary">
          <FormattedMessage {...m.parentHelp} />
        </p>
      )}
      <Card className="mb-4 shadow-sm border-0">
        <Card.Body>
          {parentInput('name', m.parentName, { optional: !isParent, testId: 'enroll-parent-name' })}
          <FieldRow>
            {parentInput('email', m.email, { optional: true, type: 'email', testId: 'enroll-parent-email' })}
            {parentInput('phone', m.phone, { optional: true, type: 'tel', testId: 'enroll-parent-phone' })}
          </FieldRow>
          {parentInput('home_phone', m.homePhone, { optional: true, type: 'tel' })}
        </Card.Body>
      </Card>
      <div className="d-flex flex-column flex-sm-row gap-2">
        <Button variant="outline-secondary" size="lg" className="fs-6" onClick={back} data-testid="enroll-back">
          <FormattedMessage {...actionsMessages.back} />
        </Button>
        <div className="flex-fill">
          <FormFooter error={formError} submitting={submitting} label={actionsMessages.continue} testId="enroll-continue" />
        </div>
      </div>
    </Form>
  );
}
