import { useState, type ChangeEvent } from 'react';
import { Form } from 'react-bootstrap';
import { FormattedMessage, useIntl } from 'react-intl';
import type { TestVersion } from '@app/shared';
import { MathText } from '../../../components/math/math-text';
import { checkGridInEntry, gridInPreview, gridInWidth, type GridInRefusal } from './grid-in-rules';
import { toolMessages as m } from './messages';
import './tools.css';

export interface GridInInputProps {
  value: string;
  onChange: (value: string) => void;
  version: TestVersion;
  /** The input's id (the runner's label or a skip link may point at it). */
  id: string;
  ariaLabel: string;
}

const REFUSAL_MESSAGES: Record<GridInRefusal, keyof typeof m> = {
  tooLong: 'gridInTooLong',
  character: 'gridInCharacter',
  percent: 'gridInPercent',
  comma: 'gridInComma',
  dollar: 'gridInDollar',
  space: 'gridInSpace',
  minusPlace: 'gridInMinusPlace',
  noNegative: 'gridInNoNegative',
  twoPoints: 'gridInTwoPoints',
  twoSlashes: 'gridInTwoSlashes',
};

/**
 * The student-produced response box. A keystroke (or paste) the test would not accept is refused: the
 * value stays and a short hint says why, so a student learns the entry rules before test day rather
 * than from a wrong answer. The preview below reads the entry exactly as the grader will.
 */
export function GridInInput({ value, onChange, version, id, ariaLabel }: GridInInputProps) {
  const intl = useIntl();
  const [refusal, setRefusal] = useState<{ reason: GridInRefusal; width: number } | null>(null);
  const preview = gridInPreview(value, version);
  const hintId = `${id}-hint`;
  const previewId = `${id}-preview`;

  const handleChange = (e: ChangeEvent<HTMLInputElement>) => {
    const input = e.target;
    const next = input.value;
    const check = checkGridInEntry(next, version);
    if (!check.ok) {
      // Put the old value back ourselves, caret where it was: left to React, the caret would jump to the end
      // and the student's next keystroke would land in the wrong place.
      const caret = Math.max(0, (input.selectionStart ?? next.length) - (next.length - value.length));
      input.value = value;
      input.setSelectionRange(caret, caret);
      setRefusal({ reason: check.reason, width: gridInWidth(next, version) });
      return;
    }
    setRefusal(null);
    onChange(check.value);
  };

  return (
    <div className="tr-gridin">
      <Form.Control
        id={id}
        className="tr-gridin-input"
        value={value}
        onChange={handleChange}
        aria-label={ariaLabel}
        aria-describedby={`${hintId} ${previewId}`}
        autoComplete="off"
        autoCorrect="off"
        autoCapitalize="off"
        spellCheck={false}
        data-testid="gridin-input"
      />
      <div id={hintId} className="small text-danger tr-gridin-hint" aria-live="polite" data-testid="gridin-hint">
        {refusal && intl.formatMessage(m[REFUSAL_MESSAGES[refusal.reason]], { max: refusal.width })}
      </div>
      <div id={previewId} className="tr-gridin-preview" data-testid="gridin-preview" data-kind={preview.kind}>
        <span className="small text-body-secondary me-2">
          <FormattedMessage {...m.gridInPreview} />
        </span>
        {preview.kind === 'fraction' && <MathText html={preview.tex} as="span" className="fw-semibold fs-5" testId="gridin-preview-math" />}
        {preview.kind === 'decimal' && <span className="fw-semibold fs-5">{preview.text}</span>}
        {preview.kind === 'incomplete' && (
          <span className="small fst-italic text-body-secondary">
            <FormattedMessage {...m.gridInIncomplete} />
          </span>
        )}
        {preview.kind === 'empty' && <span className="text-body-secondary">—</span>}
      </div>
    </div>
  );
}
