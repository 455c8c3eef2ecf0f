import { useEffect, useId, useState } from 'react';
import { Form } from 'react-bootstrap';
import { useIntl } from 'react-intl';
import type { UserRefDto } from '@app/shared';
import { displayName } from '../../../lib/user-name';
import { useStores } from '../../../stores/store-context';
import { lessonsMessages as m } from '../messages';

/**
 * Picks a person from a server search: a search box (the list follows it after a pause) and the matches as
 * a select. The value is the chosen id ('' when none).
 */
export function PersonPicker({
  label,
  search,
  value,
  onChange,
  error,
  testId,
}: {
  label: string;
  search: (q: string) => Promise<UserRefDto[]>;
  value: string;
  onChange: (id: string) => void;
  error?: string;
  testId: string;
}) {
  const id = useId();
  const intl = useIntl();
  const { ui } = useStores();
  const [q, setQ] = useState('');
  const [people, setPeople] = useState<UserRefDto[] | null>(null);
  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      search(q.trim())
        .then((rows) => live && setPeople(rows))
        .catch((e: unknown) => live && ui.handleError(e));
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
    // `search` is a new closure every render; the query says when to search again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [q]);
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label className="fw-medium">{label}</Form.Label>
      <Form.Control
        id={`${id}-search`}
        type="search"
        size="sm"
        className="mb-1"
        value={q}
        placeholder={intl.formatMessage(m.searchPerson)}
        aria-label={intl.formatMessage(m.searchPersonLabel, { label })}
        onChange={(e) => setQ(e.target.value)}
        data-testid={`${testId}-search`}
      />
      <Form.Select value={value} isInvalid={!!error} onChange={(e) => onChange(e.target.value)} data-testid={testId}>
        <option value="">{people === null ? intl.formatMessage(m.loading) : intl.formatMessage(m.choose, { n: people.length })}</option>
        {(people ?? []).map((p) => (
          <option key={p.id} value={String(p.id)}>
            {displayName(p)} (@{p.username})
          </option>
        ))}
      </Form.Select>
      <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
    </Form.Group>
  );
}
