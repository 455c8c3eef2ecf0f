import { Col } from 'react-bootstrap';
import { FormattedMessage } from 'react-intl';
import { TextField } from '../../../components/form/text-field';
import { listMessages as m } from '../messages';

/**
 * From / To business days of a list filter (the server cuts days in GMT+8); each bounds the other, so
 * the server's "to before from" refusal cannot be picked.
 */
export function DateRangeCols({ from, to, onChange }: { from: string; to: string; onChange: (patch: { from?: string; to?: string }) => void }) {
  return (
    <>
      <Col xs={6} lg={3}>
        <TextField
          name="from"
          type="date"
          label={<FormattedMessage {...m.from} />}
          value={from}
          max={to || undefined}
          onChange={(e) => onChange({ from: e.target.value })}
          className="mb-0"
        />
      </Col>
      <Col xs={6} lg={3}>
        <TextField
          name="to"
          type="date"
          label={<FormattedMessage {...m.to} />}
          value={to}
          min={from || undefined}
          onChange={(e) => onChange({ to: e.target.value })}
          className="mb-0"
        />
      </Col>
    </>
  );
}
