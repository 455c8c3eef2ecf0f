import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CATALOGS } from '../../../i18n/catalogs';
import { changeClassification, TaxonomyFields, type Classification } from '../components/taxonomy-fields';
import { WithIntl } from './intl';

function Harness({ initial, mode = 'edit' }: { initial: Classification; mode?: 'edit' | 'filter' }) {
  const [value, setValue] = useState(initial);
  return (
    <WithIntl>
      <TaxonomyFields mode={mode} value={value} onChange={setValue} />
    </WithIntl>
  );
}

const select = (id: string) => screen.getByTestId(id) as HTMLSelectElement;
const optionValues = (id: string) => [...select(id).options].map((o) => o.value).filter(Boolean);

describe('TaxonomyFields', () => {
  it('resets the skill when the domain changes', async () => {
    render(<Harness initial={{ section: 'math', domain: 'algebra', skill: 'linear-functions' }} />);
    expect(select('select-skill').value).toBe('linear-functions');

    await userEvent.selectOptions(select('select-domain'), 'advanced-math');

    expect(select('select-domain').value).toBe('advanced-math');
    expect(select('select-skill').value).toBe('');
    expect(optionValues('select-skill')).toEqual(['nonlinear-functions', 'nonlinear-equations-and-systems', 'equivalent-expressions']);
  });

  it('offers only the section’s domains, with readable localized names, and clears both below on a section change', async () => {
    render(<Harness initial={{ section: 'math', domain: 'algebra', skill: 'linear-functions' }} />);
    expect(optionValues('select-domain')).toEqual(['algebra', 'advanced-math', 'problem-solving-data-analysis', 'geometry-trigonometry']);
    expect(screen.getByRole('option', { name: CATALOGS['en-US']['questions.domain.problemSolvingDataAnalysis'] })).toBeTruthy();

    await userEvent.selectOptions(select('select-section'), 'reading-writing');

    expect(select('select-domain').value).toBe('');
    expect(select('select-skill').value).toBe('');
    expect(optionValues('select-domain')).toContain('craft-and-structure');
  });

  it('keeps the domain and skill when the new section has them (digital Math to paper Math)', () => {
    const next = changeClassification({ section: 'math', domain: 'algebra', skill: 'linear-functions' }, 'section', 'math-calculator');
    expect(next).toEqual({ section: 'math-calculator', domain: 'algebra', skill: 'linear-functions' });
  });
});
