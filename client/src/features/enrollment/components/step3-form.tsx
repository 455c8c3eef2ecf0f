import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Button, Card, CloseButton, Col, Form, Row } from 'react-bootstrap';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import {
  ENROLLMENT_CLASS_TYPES,
  ENROLLMENT_LIMITS,
  ENROLLMENT_PAYMENT_CURRENCIES,
  ENROLLMENT_PAYMENT_METHODS,
  HEARD_FROM,
  MANDARIN_HELP,
  TUTOR_MODES,
  type EnrollmentFormDto,
  type EnrollmentPaymentMethod,
} from '@app/shared';
import { FormFooter } from '../../../components/form/form-footer';
import { SelectField } from '../../../components/form/select-field';
import { useSubmit } from '../../../components/form/use-submit';
import { checkStep3, previewDiscount, step3Draft, step3Input, type Step3Draft } from '../form-state';
import {
  actionsMessages,
  classTypeMessages,
  currencyMessages,
  heardFromMessages,
  mandarinMessages,
  paymentMessages,
  step3Messages as m,
  tutorModeMessages,
} from '../messages';
import { DiscountCard } from './discount-card';
import { DraftField, RadioGroup, wordErrors } from './form-bits';

/**
 * Step 3, class details: class type, tutor mode, the previous class, Mandarin help, how they heard, the
 * referring former student, friends enrolling together, payment method and currency, notes. The discount
 * beside it follows the answers (the shared rule the server applies when the step is saved).
 */
export function Step3Form({
  form,
  save,
  back,
}: {
  form: EnrollmentFormDto;
  save: (input: ReturnType<typeof step3Input>) => Promise<void>;
  back: () => void;
}) {
  const intl = useIntl();
  const [draft, setDraft] = useState<Step3Draft>(() => step3Draft(form));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { submitting, formError, run } = useSubmit(setErrors);
  const set =
    <K extends keyof Step3Draft>(k: K, path: string = k) =>
    (v: Step3Draft[K]) => {
      setDraft((d) => ({ ...d, [k]: v }));
      setErrors((e) => (e[path] ? { ...e, [path]: '' } : e));
    };
  const students = form.step2?.students.length ?? 0;
  const discount = previewDiscount(form.course, students, draft);
  const currencies = draft.payment_method ? ENROLLMENT_PAYMENT_CURRENCIES[draft.payment_method] : [];
  const options = <T extends string>(values: readonly T[], messages: Record<string, MessageDescriptor>) =>
    values.map((v) => ({ value: v, label: intl.formatMessage(messages[v]) }));

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const checked = wordErrors(intl, checkStep3(draft));
    setErrors(checked);
    if (Object.keys(checked).length) return;
    await run(() => save(step3Input(draft)));
  };

  return (
    <Row className="g-4">
      <Col lg={8}>
        <Form noValidate onSubmit={onSubmit} data-testid="enroll-step3">
          <RadioGroup
            name="class_type"
            legend={<FormattedMessage {...m.classType} />}
            options={options(ENROLLMENT_CLASS_TYPES, classTypeMessages)}
            value={draft.class_type}
            onValue={set('class_type')}
            error={errors.class_type || undefined}
            inline
            testId="enroll-class-type"
          />
          <RadioGroup
            name="tutor_mode"
            legend={<FormattedMessage {...m.tutorMode} />}
            options={options(TUTOR_MODES, tutorModeMessages)}
            value={draft.tutor_mode}
            onValue={set('tutor_mode')}
            error={errors.tutor_mode || undefined}
            inline
            testId="enroll-tutor-mode"
          />
          <DraftField
            path="previous_class"
            as="textarea"
            rows={2}
            value={draft.previous_class}
            onValue={set('previous_class')}
            errors={errors}
            optional
            label={<FormattedMessage {...m.previousClass} />}
            testId="enroll-previous-class"
          />
          <RadioGroup
            name="mandarin_help"
            legend={<FormattedMessage {...m.mandarinHelp} />}
            options={options(MANDARIN_HELP, mandarinMessages)}
            value={draft.mandarin_help}
            onValue={set('mandarin_help')}
            error={errors.mandarin_help || undefined}
            testId="enroll-mandarin"
          />
          <SelectField
            name="heard_from"
            label={<FormattedMessage {...m.heardFrom} />}
            placeholder=""
            options={options(HEARD_FROM, heardFromMessages)}
            value={draft.heard_from}
            onChange={(e: ChangeEvent<HTMLSelectElement>) => set('heard_from')(e.target.value as Step3Draft['heard_from'])}
            error={errors.heard_from || undefined}
            testId="enroll-heard-from"
          />
          {draft.heard_from && (
            <DraftField
              path="heard_from_detail"
              value={draft.heard_from_detail}
              onValue={set('heard_from_detail')}
              errors={errors}
              optional
              label={<FormattedMessage {...m.heardFromDetail} />}
            />
          )}

          <Card className="mb-3 shadow-sm border-0">
            <Card.Body>
              <Form.Check
                type="switch"
                id="enroll-referred"
                label={intl.formatMessage(m.referred)}
                checked={draft.referred}
                onChange={(e) => set('referred')(e.target.checked)}
                data-testid="enroll-referred"
                className="mb-2"
              />
              {draft.referred && (
                <Row className="g-sm-3">
                  <Col sm={6}>
                    <DraftField
                      path="referrer.name"
                      value={draft.referrer_name}
                      onValue={set('referrer_name', 'referrer.name')}
                      errors={errors}
                      label={<FormattedMessage {...m.referrerName} />}
                      testId="enroll-referrer-name"
                    />
                  </Col>
                  <Col sm={6}>
                    <DraftField
                      path="referrer.contact"
                      value={draft.referrer_contact}
                      onValue={set('referrer_contact', 'referrer.contact')}
                      errors={errors}
                      optional
                      label={<FormattedMessage {...m.referrerContact} />}
                      testId="enroll-referrer-contact"
                    />
                  </Col>
                </Row>
              )}
            </Card.Body>
          </Card>

          <Card className="mb-3 shadow-sm border-0">
            <Card.Body>
              <h2 className="h6 fw-semibold mb-1">
                <FormattedMessage {...m.group} />
              </h2>
              <p className="small text-body-secondary">
                <FormattedMessage {...m.groupHelp} />
              </p>
              {errors.group_members && <div className="text-danger small mb-2">{errors.group_members}</div>}
              {draft.group_members.map((g, i) => (
                <Row key={i} className="g-2 align-items-start" data-testid={`enroll-friend-${i}`}>
                  <Col xs={11} sm={6}>
                    <DraftField
                      path={`group_members[${i}].name`}
                      value={g.name}
                      onValue={(v) => {
                        set('group_members', `group_members[${i}].name`)(draft.group_members.map((x, j) => (j === i ? { ...x, name: v } : x)));
                      }}
                      errors={errors}
                      label={<FormattedMessage {...m.friendName} />}
                      testId={`enroll-friend-${i}-name`}
                    />
                  </Col>
                  <Col xs={11} sm={5}>
                    <DraftField
                      path={`group_members[${i}].contact`}
                      value={g.contact}
                      onValue={(v) => set('group_members')(draft.group_members.map((x, j) => (j === i ? { ...x, contact: v } : x)))}
                      errors={errors}
                      optional
                      label={<FormattedMessage {...m.friendContact} />}
                    />
                  </Col>
                  <Col xs={1} className="pt-sm-4 mt-sm-2">
                    <CloseButton
                      aria-label={intl.formatMessage(m.removeFriend, { name: g.name || String(i + 1) })}
                      onClick={() => set('group_members')(draft.group_members.filter((_x, j) => j !== i))}
                    />
                  </Col>
                </Row>
              ))}
              {draft.group_members.length < ENROLLMENT_LIMITS.groupMembersMax && (
                <Button
                  variant="link"
                  size="sm"
                  className="px-0"
                  onClick={() => set('group_members')([...draft.group_members, { name: '', contact: '' }])}
                  data-testid="enroll-add-friend"
                >
                  + <FormattedMessage {...m.addFriend} />
                </Button>
              )}
            </Card.Body>
          </Card>

          <Row className="g-sm-3">
            <Col sm={6}>
              <SelectField
                name="payment_method"
                label={<FormattedMessage {...m.paymentMethod} />}
                placeholder=""
                options={options(ENROLLMENT_PAYMENT_METHODS, paymentMessages)}
                value={draft.payment_method}
                onChange={(e: ChangeEvent<HTMLSelectElement>) => {
                  const method = e.target.value as EnrollmentPaymentMethod | '';
                  set('payment_method')(method);
                  // A currency the new method does not take is cleared rather than sent and refused.
                  if (
                    method &&
                    draft.payment_currency &&
                    !(ENROLLMENT_PAYMENT_CURRENCIES[method] as readonly string[]).includes(draft.payment_currency)
                  )
                    set('payment_currency')('');
                }}
                error={errors.payment_method || undefined}
                testId="enroll-payment-method"
              />
            </Col>
            <Col sm={6}>
              <SelectField
                name="payment_currency"
                label={<FormattedMessage {...m.paymentCurrency} />}
                placeholder=""
                options={options(currencies, currencyMessages)}
                value={draft.payment_currency}
                disabled={!draft.payment_method}
                onChange={(e: ChangeEvent<HTMLSelectElement>) => set('payment_currency')(e.target.value as Step3Draft['payment_currency'])}
                error={errors.payment_currency || undefined}
                testId="enroll-payment-currency"
              />
            </Col>
          </Row>
          <DraftField
            path="notes"
            as="textarea"
            rows={3}
            value={draft.notes}
            onValue={set('notes')}
            errors={errors}
            optional
            label={<FormattedMessage {...m.notes} />}
            testId="enroll-notes"
          />
          <div className="d-flex flex-column flex-sm-row gap-2">
            <Button variant="outline-secondary" size="lg" className="fs-6" onClick={back} data-testid="enroll-back">
              <FormattedMessage {...actionsMessages.back} />
            </Button>
            <div className="flex-fill">
              <FormFooter error={formError} submitting={submitting} label={m.review} testId="enroll-review" />
            </div>
          </div>
        </Form>
      </Col>
      <Col lg={4} className="order-first order-lg-last">
        <div className="enroll-aside">
          <DiscountCard discount={discount} tuition={form.course.fee * students} preview />
        </div>
      </Col>
    </Row>
  );
}
