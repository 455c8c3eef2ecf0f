import type { ReactNode } from 'react';
import { Form } from 'react-bootstrap';
import { FormattedMessage } from 'react-intl';
import { formMessages } from './messages';

export interface FieldShellProps {
  id: string;
  label: ReactNode;
  optional?: boolean;
  /** The label is read by screen readers only (list rows whose heading says it all). */
  hideLabel?: boolean;
  error?: string;
  validMessage?: ReactNode;
  help?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** Label, control, feedback and help text: the frame every field shares. */
export function FieldShell({ id, label, optional, hideLabel, error, validMessage, help, className = 'mb-3', children }: FieldShellProps) {
  return (
    <Form.Group className={className} controlId={id}>
      <Form.Label className={hideLabel ? 'visually-hidden' : 'fw-medium'}>
        {label}
        {optional && (
          <span className="text-body-secondary fw-normal small ms-1">
            (<FormattedMessage {...formMessages.optional} />)
          </span>
        )}
      </Form.Label>
      {children}
      {error && (
        <Form.Control.Feedback type="invalid" data-field-error={id}>
          {error}
        </Form.Control.Feedback>
      )}
      {!error && validMessage && <Form.Control.Feedback type="valid">{validMessage}</Form.Control.Feedback>}
      {!error && !validMessage && help && <Form.Text className="text-body-secondary">{help}</Form.Text>}
    </Form.Group>
  );
}
