import { Form } from 'react-bootstrap';
import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { MONTH_PATTERN, monthOf } from '@app/shared';
import { commonMessages as cm } from '../messages';

/** The page's month (`?month=YYYY-MM`, GMT+8), this month by default. */
export function useMonth(): [string, (month: string) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('month') ?? '';
  const month = MONTH_PATTERN.test(raw) ? raw : monthOf(new Date());
  const set = (m: string) => {
    if (!MONTH_PATTERN.test(m)) return;
    const next = new URLSearchParams(params);
    next.set('month', m);
    setParams(next, { replace: true });
  };
  return [month, set];
}

export function MonthField({ month, onChange }: { month: string; onChange: (month: string) => void }) {
  return (
    <Form.Group className="d-flex align-items-center gap-2" controlId="payroll-month">
      <Form.Label className="mb-0 small fw-medium text-nowrap">
        <FormattedMessage {...cm.month} />
      </Form.Label>
      <Form.Control type="month" value={month} onChange={(e) => onChange(e.target.value)} style={{ maxWidth: 180 }} data-testid="month-field" />
    </Form.Group>
  );
}
