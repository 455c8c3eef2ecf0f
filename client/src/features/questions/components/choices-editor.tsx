import { Button, CloseButton, Form, InputGroup } from 'react-bootstrap';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ChoiceDto } from '@app/shared';
import { qbMessages } from '../messages';

export const MIN_CHOICES = 2;
export const MAX_CHOICES = 5;
export const letterOf = (i: number) => String.fromCharCode(65 + i);

/** Choices relettered A, B, C… in order (the server's rule), e.g. after one was removed. */
export const reletter = (texts: readonly string[]): ChoiceDto[] => texts.map((text, i) => ({ label: letterOf(i), text }));

export interface ChoicesEditorProps {
  choices: ChoiceDto[];
  onChange: (choices: ChoiceDto[]) => void;
  error?: string;
}

/** Multiple-choice options A.. (2 to 5), each rich text with math; add at the end, remove any. */
export function ChoicesEditor({ choices, onChange, error }: ChoicesEditorProps) {
  const intl = useIntl();
  const texts = choices.map((c) => c.text);
  const setText = (i: number, text: string) => onChange(reletter(texts.map((t, j) => (j === i ? text : t))));
  const remove = (i: number) => onChange(reletter(texts.filter((_, j) => j !== i)));
  return (
    <fieldset className="mb-3" data-testid="choices-editor">
      <legend className="fs-6 fw-medium mb-2">
        <FormattedMessage {...qbMessages.choices} />
      </legend>
      {choices.map((c, i) => (
        <InputGroup key={i} className="mb-2" hasValidation>
          <InputGroup.Text className="fw-semibold" style={{ width: '2.5rem' }}>
            {c.label}
          </InputGroup.Text>
          <Form.Control
            as="textarea"
            rows={1}
            value={c.text}
            onChange={(e) => setText(i, e.target.value)}
            aria-label={intl.formatMessage(qbMessages.choiceLabel, { letter: c.label })}
            isInvalid={!!error && c.text.trim() === ''}
            data-testid={`choice-${c.label}`}
          />
          {choices.length > MIN_CHOICES && (
            <InputGroup.Text className="bg-transparent">
              <CloseButton
                aria-label={intl.formatMessage(qbMessages.removeChoice, { letter: c.label })}
                onClick={() => remove(i)}
                data-testid={`remove-choice-${c.label}`}
              />
            </InputGroup.Text>
          )}
        </InputGroup>
      ))}
      {error && (
        <div className="invalid-feedback d-block" data-field-error="choices">
          {error}
        </div>
      )}
      <div className="d-flex align-items-center gap-3">
        {choices.length < MAX_CHOICES && (
          <Button variant="outline-secondary" size="sm" onClick={() => onChange(reletter([...texts, '']))} data-testid="add-choice">
            <FormattedMessage {...qbMessages.addChoice} />
          </Button>
        )}
        <span className="small text-body-secondary">
          <FormattedMessage {...qbMessages.choicesHelp} values={{ min: MIN_CHOICES, max: MAX_CHOICES }} />
        </span>
      </div>
    </fieldset>
  );
}
