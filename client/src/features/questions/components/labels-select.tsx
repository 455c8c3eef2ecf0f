import { ToggleButton } from 'react-bootstrap';
import { FormattedMessage } from 'react-intl';
import type { LabelDto } from '@app/shared';
import { qbMessages } from '../messages';

/** Labels as toggle chips: several may be chosen. */
export function LabelsSelect({
  labels,
  value,
  onChange,
}: {
  labels: readonly LabelDto[];
  value: readonly number[];
  onChange: (ids: number[]) => void;
}) {
  const toggle = (id: number) => onChange(value.includes(id) ? value.filter((v) => v !== id) : [...value, id]);
  return (
    <fieldset className="mb-3" data-testid="labels-select">
      <legend className="fs-6 fw-medium mb-2">
        <FormattedMessage {...qbMessages.labels} />
      </legend>
      {labels.length === 0 ? (
        <p className="small text-body-secondary mb-0">
          <FormattedMessage {...qbMessages.labelsNone} />
        </p>
      ) : (
        <div className="d-flex flex-wrap gap-2">
          {labels.map((l) => (
            <ToggleButton
              key={l.id}
              id={`label-${l.id}`}
              type="checkbox"
              size="sm"
              variant={value.includes(l.id) ? 'primary' : 'outline-secondary'}
              className="rounded-pill"
              checked={value.includes(l.id)}
              value={String(l.id)}
              onChange={() => toggle(l.id)}
            >
              {l.name}
            </ToggleButton>
          ))}
        </div>
      )}
    </fieldset>
  );
}
