import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SubjectDto, TaxonomyDto } from '@app/shared';
import type { ApiClient } from '../../../lib/api-client';
import { subjectsStore } from '../../../components/taxonomy/subjects-store';
import { BrowseExaminationPage } from '../pages/browse-examination-page';
import { filtersFromParams } from '../list-query';
import { WithIntl } from './intl';

const subject = (s: Partial<SubjectDto> & Pick<SubjectDto, 'id' | 'kind' | 'code' | 'parent'>): SubjectDto => ({
  names: { 'en-US': `${s.code} en`, 'zh-CN': `${s.code} 简体`, 'zh-TW': `${s.code} 繁體` },
  archived: false,
  ...s,
});
const ADDED: SubjectDto[] = [
  subject({ id: 1, kind: 'domain', code: 'data-literacy', parent: 'math' }),
  subject({ id: 2, kind: 'skill', code: 'reading-charts', parent: 'data-literacy' }),
  subject({ id: 3, kind: 'skill', code: 'slopes-again', parent: 'algebra' }),
  subject({ id: 4, kind: 'skill', code: 'old-skill', parent: 'algebra', archived: true }),
];

const fakeApi = (get: (path: string) => Promise<unknown>) => ({ get: vi.fn(get) }) as unknown as ApiClient & { get: ReturnType<typeof vi.fn> };

afterEach(() => subjectsStore.reset());

describe('subjects store', () => {
  it('loads /taxonomy once however many pages ask, and retries after a failure', async () => {
    const failing = fakeApi(() => Promise.reject(new Error('offline')));
    await subjectsStore.ensureLoaded(failing);
    expect(subjectsStore.loaded).toBe(false);

    const api = fakeApi(() => Promise.resolve({ added: ADDED } satisfies TaxonomyDto));
    await Promise.all([subjectsStore.ensureLoaded(api), subjectsStore.ensureLoaded(api)]);
    await subjectsStore.ensureLoaded(api);
    expect(api.get).toHaveBeenCalledTimes(1);
    expect(api.get.mock.calls[0][0]).toBe('taxonomy');
    expect(subjectsStore.active.map((s) => s.code)).toEqual(['data-literacy', 'reading-charts', 'slopes-again']);
    expect(subjectsStore.nameOf('old-skill', 'zh-TW')).toBe('old-skill 繁體');
    expect(subjectsStore.nameOf('algebra', 'en-US')).toBeNull();
  });
});

describe('/browse/examination with added subjects', () => {
  it('shows the active added domains and skills in their sections, named in the language, linking to the bank', () => {
    render(
      <WithIntl locale="zh-CN">
        <MemoryRouter>
          <BrowseExaminationPage />
        </MemoryRouter>
      </WithIntl>,
    );
    // Loaded after the first render: the page follows the store.
    act(() => ADDED.forEach((s) => subjectsStore.apply(s)));
    for (const section of ['math', 'math-calculator'] as const) {
      const card = screen.getByTestId(`exam-section-${section}`);
      expect(card.textContent).toContain('data-literacy 简体');
      const link = within(card).getByTestId(`exam-skill-${section}-reading-charts`) as HTMLAnchorElement;
      expect(link.textContent).toBe('reading-charts 简体');
      expect(filtersFromParams(new URL(link.href).searchParams)).toMatchObject({ section, domain: 'data-literacy', skill: 'reading-charts' });
      expect(within(card).getByTestId(`exam-skill-${section}-slopes-again`)).toBeTruthy();
      expect(within(card).queryByTestId(`exam-skill-${section}-old-skill`)).toBeNull();
    }
    expect(screen.getByTestId('exam-section-reading-writing').textContent).not.toContain('data-literacy');
  });
});
