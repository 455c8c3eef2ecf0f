import { Form, InputGroup } from 'react-bootstrap';

/** A search box with a magnifier, labelled for screen readers. */
export function SearchInput({
  value,
  onChange,
  label,
  placeholder,
  testId,
}: {
  value: string;
  onChange: (v: string) => void;
  label: string;
  placeholder?: string;
  testId?: string;
}) {
  return (
    <InputGroup>
      <InputGroup.Text aria-hidden="true" className="bg-transparent">
        <svg width="16" height="16" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.6">
          <circle cx="7" cy="7" r="5" />
          <path d="m11 11 3.5 3.5" strokeLinecap="round" />
        </svg>
      </InputGroup.Text>
      <Form.Control
        type="search"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-label={label}
        placeholder={placeholder ?? label}
        maxLength={200}
        data-testid={testId}
      />
    </InputGroup>
  );
}
