import { Form } from 'react-bootstrap';
import { useIntl, type MessageDescriptor } from 'react-intl';

export interface FilterSelectProps<T extends string> {
  /** The select's accessible name. */
  label: MessageDescriptor;
  /** The first option, value "": no filter. */
  anyLabel: MessageDescriptor;
  value: T | '';
  options: readonly { value: T; label: string }[];
  onChange: (value: T | '') => void;
}

/** A small search filter: "any" first, then the given options. */
export function FilterSelect<T extends string>({ label, anyLabel, value, options, onChange }: FilterSelectProps<T>) {
  const intl = useIntl();
  return (
    <Form.Select size="sm" aria-label={intl.formatMessage(label)} value={value} onChange={(e) => onChange(e.target.value as T | '')}>
      <option value="">{intl.formatMessage(anyLabel)}</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </Form.Select>
  );
}
