import { ALL_SECTIONS, DIFFICULTIES } from '@app/shared';
import { domainsFor } from '../../components/taxonomy/taxonomy';

/** The question list's filters, as the page keeps them in its URL. */
export interface QuestionFilters {
  section: string;
  domain: string;
  skill: string;
  difficulty: string;
  type: string;
  label: string;
  q: string;
  status: string;
  mine: boolean;
  page: number;
}

export const EMPTY_FILTERS: QuestionFilters = {
  section: '',
  domain: '',
  skill: '',
  difficulty: '',
  type: '',
  label: '',
  q: '',
  status: '',
  mine: false,
  page: 1,
};

/** What GET /questions takes (per_page is the api's). */
export type ListQuery = Partial<Record<'section' | 'domain' | 'skill' | 'difficulty' | 'type' | 'q' | 'status', string>> & {
  label?: number;
  mine?: boolean;
  page?: number;
};

const TYPES = ['multiple-choice', 'grid-in'];
const STATUSES = ['draft', 'published'];

/**
 * Filters read from the URL: unknown values are dropped, and a domain or skill that does not belong to
 * the chosen section or domain is dropped with what depends on it, so the server never gets a 422 for a
 * hand-edited address.
 */
export function filtersFromParams(params: URLSearchParams): QuestionFilters {
  const get = (k: string) => params.get(k)?.trim() ?? '';
  const section = (ALL_SECTIONS as readonly string[]).includes(get('section')) ? get('section') : '';
  // Built-in and the admins' active subjects (components/taxonomy's store, loaded by the page's selects).
  const domains = domainsFor(section);
  const domain = Object.hasOwn(domains, get('domain')) ? get('domain') : '';
  const skills = domain ? domains[domain] : Object.values(domains).flat();
  const skill = skills.includes(get('skill')) ? get('skill') : '';
  const page = Number(get('page'));
  return {
    section,
    domain,
    skill,
    difficulty: (DIFFICULTIES as readonly string[]).includes(get('difficulty')) ? get('difficulty') : '',
    type: TYPES.includes(get('type')) ? get('type') : '',
    label: /^[1-9]\d{0,9}$/.test(get('label')) ? get('label') : '',
    q: get('q').slice(0, 200),
    status: STATUSES.includes(get('status')) ? get('status') : '',
    mine: get('mine') === '1' || get('mine') === 'true',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The filters as the page's own URL search params (only what is set). */
export function filtersToParams(f: QuestionFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['section', 'domain', 'skill', 'difficulty', 'type', 'label', 'q', 'status'] as const) {
    const value = f[key].trim();
    if (value) params.set(key, value);
  }
  if (f.mine) params.set('mine', '1');
  if (f.page > 1) params.set('page', String(f.page));
  return params;
}

/** The filters as GET /questions' query: blanks left out, label a number, mine only when asked. */
export function toListQuery(f: QuestionFilters): ListQuery {
  const query: ListQuery = {};
  for (const key of ['section', 'domain', 'skill', 'difficulty', 'type', 'status'] as const) if (f[key]) query[key] = f[key];
  if (f.q.trim()) query.q = f.q.trim();
  if (f.label) query.label = Number(f.label);
  if (f.mine) query.mine = true;
  query.page = f.page;
  return query;
}
