import { useId, type ReactNode } from 'react';
import { Button, Form, InputGroup } from 'react-bootstrap';
import { useIntl } from 'react-intl';
import { useStores } from '../stores/store-context';
import { copyMessages as m } from './messages';

/**
 * A read-only value with a copy button (invitation links, class codes); where the clipboard API is missing
 * the text is selected instead. `extra`: more buttons after Copy (e.g. a new code).
 */
export function CopyField({
  label,
  copyLabel,
  value,
  testId,
  extra,
  className = 'mb-3',
}: {
  label: string;
  copyLabel: string;
  value: string;
  testId: string;
  extra?: ReactNode;
  className?: string;
}) {
  const id = useId();
  const intl = useIntl();
  const { ui } = useStores();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      ui.toast(intl.formatMessage(m.copied), 'success');
    } catch {
      (document.getElementById(id) as HTMLInputElement | null)?.select();
    }
  };
  return (
    <Form.Group className={className} controlId={id}>
      <Form.Label className="fw-medium">{label}</Form.Label>
      <InputGroup>
        <Form.Control readOnly value={value} data-testid={testId} onFocus={(e) => e.currentTarget.select()} />
        <Button variant="outline-primary" className="text-nowrap" onClick={() => void copy()} data-testid={`${testId}-copy`}>
          {copyLabel}
        </Button>
        {extra}
      </InputGroup>
    </Form.Group>
  );
}
