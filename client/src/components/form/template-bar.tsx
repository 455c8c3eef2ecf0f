import { useState } from 'react';
import { Button, Form, InputGroup } from 'react-bootstrap';
import { FormattedMessage, useIntl } from 'react-intl';
import { TEMPLATE_LIMITS, TEMPLATE_ROUTES, type TemplateDto, type TemplateKind, type TemplateSetup } from '@app/shared';
import { ApiError } from '../../lib/api-error';
import { useStores } from '../../stores/store-context';
import { useLoad } from '../hooks/use-load';
import { templateMessages as m } from '../messages';

/**
 * Session and class templates (spec section 3) above a session or class form: pick one to fill the form
 * (`onApply`, dates stay as they are), save the form's setup as a new one, or delete one the caller may.
 * Lives here, below the features, because the courses' session form and the classes' class form both use it.
 */
export function TemplateBar<K extends TemplateKind>({
  kind,
  onApply,
  current,
  testId,
}: {
  kind: K;
  onApply: (setup: TemplateSetup<K>) => void;
  /** The form's setup to save, or null when the form is not complete enough (it shows its own errors). */
  current: () => TemplateSetup<K> | null;
  testId: string;
}) {
  const { api, ui } = useStores();
  const intl = useIntl();
  const { data, reload } = useLoad(
    () => api.get<TemplateDto<K>[]>(TEMPLATE_ROUTES.templates, { query: { kind }, background: true }),
    `templates:${kind}`,
  );
  const [picked, setPicked] = useState('');
  const [name, setName] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const chosen = data?.find((t) => String(t.id) === picked);

  const save = async () => {
    const setup = current();
    if (!setup || !name?.trim()) return;
    try {
      const saved = await api.post<TemplateDto<K>>(TEMPLATE_ROUTES.templates, { kind, name, setup });
      ui.toast(intl.formatMessage(m.saved, { name: saved.name }), 'success');
      setName(null);
      setError(null);
      reload();
    } catch (e) {
      if (e instanceof ApiError && e.status === 422) setError(Object.values(e.fieldMessages()).join(' ') || e.message);
      else ui.handleError(e);
    }
  };
  const remove = async () => {
    if (!chosen) return;
    try {
      await api.delete(TEMPLATE_ROUTES.template.replace(':templateId', String(chosen.id)));
      setPicked('');
      reload();
    } catch (e) {
      ui.handleError(e);
    }
  };

  return (
    <div className="border rounded p-2 mb-3 bg-body-tertiary" data-testid={testId}>
      <div className="d-flex flex-wrap gap-2 align-items-center">
        <Form.Select
          size="sm"
          className="w-auto flex-grow-1"
          style={{ minWidth: 180 }}
          value={picked}
          aria-label={intl.formatMessage(m.pick)}
          onChange={(e) => setPicked(e.target.value)}
          data-testid={`${testId}-pick`}
        >
          <option value="">{intl.formatMessage(data && data.length === 0 ? m.none : m.pick)}</option>
          {(data ?? []).map((t) => (
            <option key={t.id} value={String(t.id)}>
              {t.name}
            </option>
          ))}
        </Form.Select>
        <Button
          size="sm"
          variant="outline-primary"
          disabled={!chosen}
          onClick={() => chosen && onApply(chosen.setup)}
          data-testid={`${testId}-apply`}
        >
          <FormattedMessage {...m.apply} />
        </Button>
        {chosen?.can_delete && (
          <Button size="sm" variant="outline-danger" onClick={() => void remove()} data-testid={`${testId}-delete`}>
            <FormattedMessage {...m.remove} />
          </Button>
        )}
        {name === null && (
          <Button size="sm" variant="link" className="ms-auto" onClick={() => setName('')} data-testid={`${testId}-save-open`}>
            <FormattedMessage {...m.saveAs} />
          </Button>
        )}
      </div>
      {name !== null && (
        <InputGroup size="sm" className="mt-2" hasValidation>
          <Form.Control
            value={name}
            maxLength={TEMPLATE_LIMITS.nameMax}
            placeholder={intl.formatMessage(m.name)}
            aria-label={intl.formatMessage(m.name)}
            isInvalid={!!error}
            onChange={(e) => {
              setName(e.target.value);
              setError(null);
            }}
            data-testid={`${testId}-name`}
          />
          <Button variant="primary" disabled={!name.trim()} onClick={() => void save()} data-testid={`${testId}-save`}>
            <FormattedMessage {...m.save} />
          </Button>
          <Button variant="outline-secondary" onClick={() => setName(null)}>
            <FormattedMessage {...m.cancel} />
          </Button>
          <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
        </InputGroup>
      )}
      <div className="small text-body-secondary mt-1">
        <FormattedMessage {...m.help} />
      </div>
    </div>
  );
}
