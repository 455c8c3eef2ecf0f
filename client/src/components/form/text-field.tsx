import { useId, type ChangeEvent, type ComponentProps, type FocusEvent, type ReactNode } from 'react';
import { Form } from 'react-bootstrap';
import { FieldShell } from './field-shell';

type ControlProps = Omit<ComponentProps<typeof Form.Control>, 'isInvalid' | 'isValid' | 'onChange' | 'onBlur'>;
type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export interface TextFieldProps extends ControlProps {
  name: string;
  label: ReactNode;
  error?: string;
  optional?: boolean;
  hideLabel?: boolean;
  help?: ReactNode;
  /** Shows the control as valid with this message (e.g. "username available"). */
  validMessage?: ReactNode;
  testId?: string;
  className?: string;
  onChange?: (e: ChangeEvent<Control>) => void;
  onBlur?: (e: FocusEvent<Control>) => void;
}

export function TextField({ name, label, error, optional, hideLabel, help, validMessage, testId, className, ...control }: TextFieldProps) {
  const id = `${name}-${useId()}`;
  return (
    <FieldShell
      id={id}
      label={label}
      optional={optional}
      hideLabel={hideLabel}
      error={error}
      validMessage={validMessage}
      help={help}
      className={className}
    >
      <Form.Control name={name} isInvalid={!!error} isValid={!error && !!validMessage} data-testid={testId} {...control} />
    </FieldShell>
  );
}
