import type { ComponentProps } from 'react';
import { Form } from 'react-bootstrap';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';

/**
 * The labelled inputs of the tuition screens (record form, payment form, orders filters), one shape each so
 * the forms stay alike: a small label over a control, the control's test id given by the caller.
 */
interface FieldBase {
  id: string;
  label: MessageDescriptor;
  testId?: string;
}

/** T: the options; V: what the value can be (T, or T | '' when there is an "all" option). */
interface ChoiceFieldProps<T extends string, V extends string> extends FieldBase {
  value: V;
  options: readonly T[];
  onChange: (value: V) => void;
  /** The words of each option; the value itself when omitted (currencies). */
  text?: (value: T) => string;
  /** Text of an empty first option ("all"), for filters. */
  all?: string;
  disabled?: boolean;
}

export function ChoiceField<T extends string, V extends string = T>(props: ChoiceFieldProps<T, V>) {
  const { id, label, testId, value, options, onChange, text, all, disabled } = props;
  return (
    <Form.Group controlId={id}>
      <Form.Label className="small fw-medium">
        <FormattedMessage {...label} />
      </Form.Label>
      <Form.Select value={value} onChange={(e) => onChange(e.target.value as V)} disabled={disabled} data-testid={testId}>
        {all !== undefined && <option value="">{all}</option>}
        {options.map((o) => (
          <option key={o} value={o}>
            {text ? text(o) : o}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}

type InputProps = Omit<ComponentProps<typeof Form.Control>, 'id' | 'value' | 'onChange' | 'children'>;

interface InputFieldProps extends FieldBase, InputProps {
  value: string;
  onChange: (value: string) => void;
  help?: MessageDescriptor;
}

export function InputField({ id, label, testId, value, onChange, help, ...input }: InputFieldProps) {
  return (
    <Form.Group controlId={id}>
      <Form.Label className="small fw-medium">
        <FormattedMessage {...label} />
      </Form.Label>
      <Form.Control {...input} value={value} onChange={(e) => onChange(e.target.value)} data-testid={testId} />
      {help && (
        <Form.Text>
          <FormattedMessage {...help} />
        </Form.Text>
      )}
    </Form.Group>
  );
}
