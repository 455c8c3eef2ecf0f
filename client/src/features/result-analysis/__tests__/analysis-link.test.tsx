import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import messages from '../../../../../locales/en-US.json';
import { AnalysisLink } from '../components/analysis-link';

function renderAt(path: string, taken: boolean, type: 'practice' | 'fullPractice' | 'adaptive' = 'practice') {
  return render(
    <IntlProvider locale="en-US" messages={messages}>
      <MemoryRouter initialEntries={[path]}>
        <AnalysisLink type={type} id={7} taken={taken} />
      </MemoryRouter>
    </IntlProvider>,
  );
}

describe('AnalysisLink', () => {
  it('links a taken test to the analysis of the area the page is in', () => {
    renderAt('/teacher/practice/detail?id=7', true);
    expect(screen.getByRole('link', { name: 'Analysis' }).getAttribute('href')).toBe('/teacher/analysis/7');
  });

  it('uses the adaptive and full-set paths', () => {
    renderAt('/admin/adaptive/detail?id=7', true, 'adaptive');
    expect(screen.getByRole('link', { name: 'Analysis' }).getAttribute('href')).toBe('/admin/analysis/adaptive/7');
  });

  it('is absent for a test nobody took, and in the company area (no statistics pages there)', () => {
    renderAt('/admin/practice/detail?id=7', false);
    expect(screen.queryByRole('link')).toBeNull();
    renderAt('/company/practices', true);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
