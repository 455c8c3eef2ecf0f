import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CATALOGS } from '../../../../i18n/catalogs';
import { WithIntl } from '../../../questions/__tests__/intl';
import { ReferenceSheet } from '../reference-sheet';

const en = CATALOGS['en-US'];

const renderSheet = (onHide = vi.fn(), locale: 'en-US' | 'zh-CN' = 'en-US') => {
  render(
    <WithIntl locale={locale}>
      <ReferenceSheet onClose={onHide} />
    </WithIntl>,
  );
  return onHide;
};

/** The TeX handed to MathText for one fact (MathJax does not run in jsdom). */
const texOf = (name: string) =>
  within(screen.getByTestId(`ref-${name}`))
    .getAllByText((_, el) => !!el?.classList.contains('tr-ref-formula'))
    .map((el) => el.textContent);

describe('ReferenceSheet', () => {
  it('lists the SAT reference facts as TeX', () => {
    renderSheet();
    // A panel kept open beside the question, not a modal dialog over it.
    expect(screen.getByRole('dialog', { name: 'Reference sheet' }).getAttribute('aria-modal')).toBe('false');
    expect(screen.getByRole('button', { name: 'Move the reference sheet (arrow keys)' })).toBeTruthy();
    expect(texOf('refCircle')).toEqual(['\\(A = \\pi r^2\\)', '\\(C = 2\\pi r\\)']);
    expect(texOf('refRectangle')).toEqual(['\\(A = \\ell w\\)']);
    expect(texOf('refTriangle')).toEqual(['\\(A = \\frac{1}{2} b h\\)']);
    expect(texOf('refPythagorean')).toEqual(['\\(c^2 = a^2 + b^2\\)']);
    expect(texOf('refThirtySixty')).toEqual(['\\(x,\\ x\\sqrt{3},\\ 2x\\)']);
    expect(texOf('refFortyFive')).toEqual(['\\(s,\\ s,\\ s\\sqrt{2}\\)']);
    expect(texOf('refBox')).toEqual(['\\(V = \\ell w h\\)']);
    expect(texOf('refCylinder')).toEqual(['\\(V = \\pi r^2 h\\)']);
    expect(texOf('refSphere')).toEqual(['\\(V = \\frac{4}{3} \\pi r^3\\)']);
    expect(texOf('refCone')).toEqual(['\\(V = \\frac{1}{3} \\pi r^2 h\\)']);
    expect(texOf('refPyramid')).toEqual(['\\(V = \\frac{1}{3} \\ell w h\\)']);
    const body = screen.getByRole('dialog').textContent ?? '';
    expect(body).toContain('\\(360\\)');
    expect(body).toContain('\\(2\\pi\\)');
    expect(body).toContain('\\(180\\)');
    expect(body).toContain(en['testRunner.tools.reference.pythagorean']);
    // Every fact has a figure, hidden from screen readers (the text says it all).
    expect(document.querySelectorAll('svg.tr-ref-figure[aria-hidden="true"]')).toHaveLength(11);
  });

  it('closes from its close button', async () => {
    const onHide = renderSheet();
    await userEvent.click(screen.getByRole('button', { name: 'Close reference sheet' }));
    expect(onHide).toHaveBeenCalled();
  });

  it('is translated', () => {
    renderSheet(vi.fn(), 'zh-CN');
    expect(screen.getByRole('dialog', { name: CATALOGS['zh-CN']['testRunner.tools.reference.title'] })).toBeTruthy();
    expect(screen.getByText(CATALOGS['zh-CN']['testRunner.tools.reference.circle'])).toBeTruthy();
  });
});
