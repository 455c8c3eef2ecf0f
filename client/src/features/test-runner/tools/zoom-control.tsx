import { Button, ButtonGroup } from 'react-bootstrap';
import { useIntl } from 'react-intl';
import { toolMessages as m } from './messages';

/** Zoom steps the runner offers (1 = 100%); the runner scales the question area by the chosen factor. */
export const ZOOM_LEVELS = [1, 1.25, 1.5, 1.75, 2] as const;

export interface ZoomControlProps {
  /** The current factor, one of ZOOM_LEVELS (another value snaps to the nearest step when changed). */
  value: number;
  onChange: (value: number) => void;
}

const nearestIndex = (value: number) =>
  ZOOM_LEVELS.reduce((best, level, i) => (Math.abs(level - value) < Math.abs(ZOOM_LEVELS[best] - value) ? i : best), 0);

/** − 100% + : the level button resets to 100%. */
export function ZoomControl({ value, onChange }: ZoomControlProps) {
  const intl = useIntl();
  const index = nearestIndex(value);
  const percent = Math.round(value * 100);
  return (
    <ButtonGroup size="sm" aria-label={intl.formatMessage(m.zoom)} data-testid="zoom-control">
      <Button
        variant="outline-secondary"
        disabled={index === 0}
        onClick={() => onChange(ZOOM_LEVELS[index - 1])}
        aria-label={intl.formatMessage(m.zoomOut)}
      >
        −
      </Button>
      <Button
        variant="outline-secondary"
        onClick={() => onChange(1)}
        aria-label={intl.formatMessage(m.zoomReset)}
        aria-live="polite"
        data-testid="zoom-level"
      >
        {intl.formatMessage(m.zoomLevel, { percent })}
      </Button>
      <Button
        variant="outline-secondary"
        disabled={index === ZOOM_LEVELS.length - 1}
        onClick={() => onChange(ZOOM_LEVELS[index + 1])}
        aria-label={intl.formatMessage(m.zoomIn)}
      >
        +
      </Button>
    </ButtonGroup>
  );
}
