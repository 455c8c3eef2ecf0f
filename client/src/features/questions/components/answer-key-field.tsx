import { useId, useState } from 'react';
import { Form, InputGroup } from 'react-bootstrap';
import { FormattedMessage, useIntl } from 'react-intl';
import { gradeAnswer, validateAnswerKey, type KeyErrorId, type QuestionType, type TestVersion } from '@app/shared';
import { TextField } from '../../../components/form/text-field';
import { answerKeyMessages, gradeReasonMessages, qbMessages } from '../messages';

/** The localized text of a key problem, or null when the key is valid. */
export function useAnswerKeyProblem(value: string, type: QuestionType): string | null {
  const intl = useIntl();
  const check = validateAnswerKey(value, type);
  if (check.ok) return null;
  const descriptor = answerKeyMessages[check.messageId as KeyErrorId];
  return descriptor ? intl.formatMessage(descriptor) : check.message;
}

export interface AnswerKeyFieldProps {
  value: string;
  onChange: (value: string) => void;
  type: QuestionType;
  /** A server message for the field (422), shown when the key itself looks fine. */
  serverError?: string;
  /** Only complain about an empty key once the author has typed or tried to save. */
  touched: boolean;
}

/**
 * The answer key, checked as typed with the same parser the grader uses (spec section 5: no blanks,
 * English symbols, * for no right answer, ranges with < > and = after them).
 */
export function AnswerKeyField({ value, onChange, type, serverError, touched }: AnswerKeyFieldProps) {
  const intl = useIntl();
  const problem = useAnswerKeyProblem(value, type);
  const showProblem = problem !== null && (touched || value !== '');
  const error = showProblem ? problem : serverError;
  return (
    <TextField
      name="answer_key"
      label={<FormattedMessage {...qbMessages.answerKey} />}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error ?? undefined}
      validMessage={!error && value !== '' ? intl.formatMessage(qbMessages.answerKeyValid) : undefined}
      help={intl.formatMessage(type === 'multiple-choice' ? qbMessages.answerKeyHelpChoice : qbMessages.answerKeyHelpGridIn)}
      autoComplete="off"
      spellCheck={false}
      className="mb-3"
      testId="answer-key"
    />
  );
}

export interface TryAnswerProps {
  answerKey: string;
  type: QuestionType;
  version: TestVersion;
  choiceCount: number;
}

/** "Would this response be graded right?", graded exactly as a student's answer will be. */
export function TryAnswer({ answerKey, type, version, choiceCount }: TryAnswerProps) {
  const intl = useIntl();
  const id = `try-answer-${useId()}`;
  const [response, setResponse] = useState('');
  const keyOk = validateAnswerKey(answerKey, type).ok;
  const result = keyOk && response !== '' ? gradeAnswer(answerKey, response, { type, version, choiceCount }) : null;
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label className="fw-medium">
        <FormattedMessage {...qbMessages.tryAnswer} />
      </Form.Label>
      <InputGroup>
        <Form.Control
          value={response}
          onChange={(e) => setResponse(e.target.value)}
          disabled={!keyOk}
          autoComplete="off"
          spellCheck={false}
          data-testid="try-answer"
          aria-describedby={`${id}-result`}
        />
        {result && (
          <InputGroup.Text className={result.correct ? 'text-success' : 'text-danger'} data-testid="try-answer-result" data-correct={result.correct}>
            <FormattedMessage {...(result.correct ? qbMessages.tryCorrect : qbMessages.tryWrong)} />
          </InputGroup.Text>
        )}
      </InputGroup>
      <Form.Text id={`${id}-result`} className="text-body-secondary" aria-live="polite">
        {result ? intl.formatMessage(gradeReasonMessages[result.reason]) : intl.formatMessage(qbMessages.tryAnswerHelp, { version })}
      </Form.Text>
    </Form.Group>
  );
}
