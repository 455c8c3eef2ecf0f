/** Small pieces the three steps share: the step indicator, a text input bound to a draft, error wording. */
import type { ReactNode } from 'react';
import { Form } from 'react-bootstrap';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { Link } from 'react-router-dom';
import { formMessages } from '../../../components/form/messages';
import { TextField, type TextFieldProps } from '../../../components/form/text-field';
import type { DraftError, DraftErrors } from '../form-state';
import { errorMessages as em, stepsMessages as sm } from '../messages';
import { formPath } from '../paths';

const STEPS = [1, 2, 3] as const;

/**
 * Where the family is: three numbered steps, the current one marked; the steps already open to them (up to
 * the one after the last saved) are links when the form has its token.
 */
export function Stepper({ current, reachable, token }: { current: 1 | 2 | 3 | 4; reachable: number; token?: string }) {
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage(sm.nav)} className="mb-4" data-testid="enroll-stepper">
      <ol className="enroll-steps list-unstyled d-flex gap-2 mb-0">
        {STEPS.map((n) => {
          const state = n === current ? 'current' : n < current ? 'done' : 'todo';
          const label = (
            <>
              <span className="enroll-step-number" aria-hidden="true">
                {state === 'done' ? '✓' : n}
              </span>
              <span className="enroll-step-label">
                <span className="visually-hidden">{intl.formatMessage(sm.label, { n })}: </span>
                <FormattedMessage {...sm[String(n) as '1' | '2' | '3']} />
              </span>
            </>
          );
          return (
            <li key={n} className={`enroll-step enroll-step-${state} flex-fill`} aria-current={n === current ? 'step' : undefined}>
              {token && n !== current && n <= reachable && current !== 4 ? (
                <Link to={formPath(token, n)} className="d-flex align-items-center gap-2 text-decoration-none">
                  {label}
                </Link>
              ) : (
                <div className="d-flex align-items-center gap-2">{label}</div>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** The text of a client-side check's error. */
export function draftErrorText(intl: IntlShape, e: DraftError): string {
  switch (e) {
    case 'required':
      return intl.formatMessage(formMessages.required);
    case 'email':
      return intl.formatMessage(formMessages.email);
    case 'phone':
      return intl.formatMessage(formMessages.phone);
    default:
      return intl.formatMessage(em[e]);
  }
}

/** Client checks as texts, merged with the server's (already worded) per-field messages. */
export function wordErrors(intl: IntlShape, errors: DraftErrors): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, draftErrorText(intl, v)]));
}

/** A text input whose error is looked up by its field path. */
export function DraftField({
  path,
  value,
  onValue,
  errors,
  label,
  ...rest
}: Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error'> & {
  path: string;
  value: string;
  onValue: (v: string) => void;
  errors: Record<string, string>;
}) {
  return <TextField name={path} label={label} value={value} onChange={(e) => onValue(e.target.value)} error={errors[path] || undefined} {...rest} />;
}

/** A group of radio buttons (a handful of options), with its legend and error. */
export function RadioGroup<T extends string>({
  name,
  legend,
  options,
  value,
  onValue,
  error,
  inline,
  testId,
}: {
  name: string;
  legend: ReactNode;
  options: readonly { value: T; label: string }[];
  value: T | '';
  onValue: (v: T) => void;
  error?: string;
  inline?: boolean;
  testId?: string;
}) {
  return (
    <fieldset className="mb-3" data-testid={testId}>
      <legend className="form-label fw-medium fs-6 mb-1">{legend}</legend>
      {options.map((o) => (
        <Form.Check
          key={o.value}
          inline={inline}
          type="radio"
          id={`${name}-${o.value}`}
          name={name}
          label={o.label}
          checked={value === o.value}
          onChange={() => onValue(o.value)}
          isInvalid={!!error}
          data-testid={testId && `${testId}-${o.value}`}
        />
      ))}
      {error && (
        <div className="invalid-feedback d-block" data-field-error={name}>
          {error}
        </div>
      )}
    </fieldset>
  );
}
