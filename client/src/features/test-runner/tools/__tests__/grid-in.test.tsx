import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TestVersion } from '@app/shared';
import { CATALOGS } from '../../../../i18n/catalogs';
import { WithIntl } from '../../../questions/__tests__/intl';
import { GridInInput } from '../grid-in-input';
import { checkGridInEntry, gridInPreview } from '../grid-in-rules';

const en = CATALOGS['en-US'];
const refusal = (next: string, version: TestVersion = 'digital') => {
  const check = checkGridInEntry(next, version);
  return check.ok ? null : check.reason;
};

describe('checkGridInEntry (what the box may hold)', () => {
  it('takes 5 characters for a positive answer and 6 when the first is a minus', () => {
    expect(refusal('12345')).toBeNull();
    expect(refusal('123456')).toBe('tooLong');
    expect(refusal('-12345')).toBeNull();
    expect(refusal('-123456')).toBe('tooLong');
    expect(refusal('-1/234')).toBeNull();
    expect(refusal('.6666')).toBeNull();
    expect(refusal('.66666')).toBe('tooLong');
  });

  it('refuses %, commas, $, spaces, units and letters with a reason for each', () => {
    expect(refusal('50%')).toBe('percent');
    expect(refusal('1,000')).toBe('comma');
    expect(refusal('$5')).toBe('dollar');
    expect(refusal('3 1/2')).toBe('space');
    expect(refusal('5cm')).toBe('character');
    expect(refusal('+5')).toBe('character');
    expect(refusal('2e3')).toBe('character');
  });

  it('takes one point, one slash and a minus only in front', () => {
    expect(refusal('1.2.')).toBe('twoPoints');
    expect(refusal('1/2/')).toBe('twoSlashes');
    expect(refusal('1-')).toBe('minusPlace');
    expect(refusal('--1')).toBe('minusPlace');
    expect(refusal('1.5/2')).toBeNull();
  });

  it('allows what is not a number yet while typing: "1/", ".", "-"', () => {
    for (const partial of ['1/', '.', '-', '/', '']) expect(refusal(partial), partial).toBeNull();
  });

  it('paper: 4 columns and no negatives', () => {
    expect(refusal('1234', 'paper')).toBeNull();
    expect(refusal('12345', 'paper')).toBe('tooLong');
    expect(refusal('-1', 'paper')).toBe('noNegative');
    expect(refusal('-', 'paper')).toBe('noNegative');
    expect(refusal('.666', 'paper')).toBeNull();
  });

  it('stores full-width input (a Chinese IME) as ASCII, as the grader reads it', () => {
    expect(checkGridInEntry('７／２', 'digital')).toEqual({ ok: true, value: '7/2' });
    expect(checkGridInEntry('０．５', 'digital')).toEqual({ ok: true, value: '0.5' });
  });
});

describe('gridInPreview', () => {
  it('shows a fraction as a built-up TeX fraction, the sign in front', () => {
    expect(gridInPreview('7/2', 'digital')).toEqual({ kind: 'fraction', tex: '\\(\\frac{7}{2}\\)' });
    expect(gridInPreview('-7/2', 'digital')).toEqual({ kind: 'fraction', tex: '\\(-\\frac{7}{2}\\)' });
  });

  it('shows decimals and integers as entered', () => {
    expect(gridInPreview('.5', 'digital')).toEqual({ kind: 'decimal', text: '.5' });
    expect(gridInPreview('-3.25', 'digital')).toEqual({ kind: 'decimal', text: '-3.25' });
    expect(gridInPreview('42', 'paper')).toEqual({ kind: 'decimal', text: '42' });
  });

  it('says when the entry is not a well-formed number', () => {
    for (const partial of ['1/', '.', '-', '/2', '3/0']) expect(gridInPreview(partial, 'digital'), partial).toEqual({ kind: 'incomplete' });
    expect(gridInPreview('', 'digital')).toEqual({ kind: 'empty' });
    // A negative value that reached a paper question (old data) is not a paper answer.
    expect(gridInPreview('-2', 'paper')).toEqual({ kind: 'incomplete' });
  });
});

function Harness({ version = 'digital', initial = '' }: { version?: TestVersion; initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <WithIntl>
      <GridInInput value={value} onChange={setValue} version={version} id="q7-entry" ariaLabel="Answer for question 7" />
      <output data-testid="stored">{value}</output>
    </WithIntl>
  );
}

const box = () => screen.getByRole('textbox', { name: 'Answer for question 7' }) as HTMLInputElement;
const hint = () => screen.getByTestId('gridin-hint').textContent;

describe('GridInInput', () => {
  it('keeps the value and says why when a keystroke is refused', async () => {
    render(<Harness />);
    await userEvent.type(box(), '12%');
    expect(box().value).toBe('12');
    expect(screen.getByTestId('stored').textContent).toBe('12');
    expect(hint()).toBe(en['testRunner.tools.gridIn.percent']);

    // The next accepted keystroke clears the hint.
    await userEvent.type(box(), '3');
    expect(hint()).toBe('');
    expect(box().value).toBe('123');
  });

  it('keeps the caret where it was after a refused keystroke', async () => {
    render(<Harness />);
    await userEvent.type(box(), '123{Home}x-');
    expect(box().value).toBe('-123');
  });

  it('stops at 5 characters, or 6 with a minus sign, naming the limit', async () => {
    render(<Harness />);
    await userEvent.type(box(), '123456');
    expect(box().value).toBe('12345');
    expect(hint()).toBe('At most 5 characters fit in the box.');

    await userEvent.clear(box());
    await userEvent.type(box(), '-123456');
    expect(box().value).toBe('-12345');
    expect(hint()).toBe('At most 6 characters fit in the box.');
  });

  it('paper: 4 columns, no minus sign', async () => {
    render(<Harness version="paper" />);
    await userEvent.type(box(), '-');
    expect(box().value).toBe('');
    expect(hint()).toBe(en['testRunner.tools.gridIn.noNegative']);
    await userEvent.type(box(), '12345');
    expect(box().value).toBe('1234');
    expect(hint()).toBe('At most 4 characters fit in the box.');
  });

  it('previews a fraction as TeX, a decimal as text, and notes an incomplete entry', async () => {
    render(<Harness />);
    const preview = () => screen.getByTestId('gridin-preview');
    await userEvent.type(box(), '7/');
    expect(preview().dataset.kind).toBe('incomplete');
    expect(preview().textContent).toContain(en['testRunner.tools.gridIn.incomplete']);

    await userEvent.type(box(), '2');
    expect(preview().dataset.kind).toBe('fraction');
    // MathJax does not run in jsdom: the TeX handed to MathText is what is checked.
    expect(screen.getByTestId('gridin-preview-math').textContent).toBe('\\(\\frac{7}{2}\\)');

    await userEvent.clear(box());
    await userEvent.type(box(), '3.5');
    expect(preview().dataset.kind).toBe('decimal');
    expect(preview().textContent).toContain('3.5');
    expect(preview().textContent).toContain(en['testRunner.tools.gridIn.preview']);
  });

  it('is described by its hint and preview', () => {
    render(<Harness initial="1/4" />);
    expect(box().getAttribute('aria-describedby')).toBe('q7-entry-hint q7-entry-preview');
    expect(box().id).toBe('q7-entry');
  });
});
