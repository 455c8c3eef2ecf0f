import { useId, type ComponentProps, type ReactNode } from 'react';
import { Form } from 'react-bootstrap';
import { FieldShell } from './field-shell';

export interface SelectOption {
  value: string;
  label: string;
}

type SelectProps = Omit<ComponentProps<typeof Form.Select>, 'isInvalid' | 'children'>;

export interface SelectFieldProps extends SelectProps {
  name: string;
  label: ReactNode;
  options: readonly SelectOption[];
  /** Text of the empty first option; omitted when a value is always chosen. */
  placeholder?: string;
  error?: string;
  optional?: boolean;
  help?: ReactNode;
  testId?: string;
  className?: string;
}

export function SelectField({ name, label, options, placeholder, error, optional, help, testId, className, ...select }: SelectFieldProps) {
  const id = `${name}-${useId()}`;
  return (
    <FieldShell id={id} label={label} optional={optional} error={error} help={help} className={className}>
      <Form.Select name={name} isInvalid={!!error} data-testid={testId} {...select}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Form.Select>
    </FieldShell>
  );
}
