import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ALL_SECTIONS, domainsOf } from '@app/shared';
import { BrowseExaminationPage } from '../pages/browse-examination-page';
import { filtersFromParams } from '../list-query';
import { WithIntl } from './intl';

function renderPage() {
  render(
    <WithIntl>
      <MemoryRouter>
        <BrowseExaminationPage />
      </MemoryRouter>
    </WithIntl>,
  );
}

describe('/browse/examination', () => {
  it('shows every section of both versions with its domains and skills, each linking to the bank filtered to it', () => {
    renderPage();
    for (const section of ALL_SECTIONS) {
      const card = screen.getByTestId(`exam-section-${section}`);
      const skills = Object.values(domainsOf(section)).flat();
      for (const skill of skills) {
        const link = within(card).getByTestId(`exam-skill-${section}-${skill}`) as HTMLAnchorElement;
        const url = new URL(link.href);
        expect(url.pathname).toBe('/browse/questions');
        // The link's filters survive the list's own reading of the address (nothing dropped as invalid).
        expect(filtersFromParams(url.searchParams)).toMatchObject({ section, skill });
      }
    }
    expect(screen.getByTestId('exam-section-math').textContent).toContain('Linear functions');
  });
});
