import type { AttemptTargetType, RoleArea } from '@app/shared';

/** The role areas with statistics pages (spec section 2): the company area has its results list only. */
export const ANALYSIS_AREAS: readonly RoleArea[] = ['admin', 'teacher'];

/**
 * The results and analysis pages of one role area (spec section 2). `analysis/{id}` is a practice, or a
 * full practice set with `?type=fullPractice`; adaptive sets have `analysis/adaptive/{id}`; the detail page
 * takes the same `?type=` (adaptive included). The per-student list (`userResults/{type}/{examId}`) and
 * combining are admin pages.
 */
export function analysisPaths(area: RoleArea) {
  const base = `/${area}`;
  const typeQuery = (type: AttemptTargetType) => (type === 'practice' ? '' : `?type=${type}`);
  return {
    results: (filter?: { type: AttemptTargetType; id: number }) => `${base}/results${filter ? `?type=${filter.type}&test=${filter.id}` : ''}`,
    analysis: (type: AttemptTargetType, id: number) =>
      type === 'adaptive' ? `${base}/analysis/adaptive/${id}` : `${base}/analysis/${id}${typeQuery(type)}`,
    detail: (type: AttemptTargetType, id: number) => `${base}/analysis/${id}/detail${typeQuery(type)}`,
  };
}

export const ADMIN_ANALYSIS_PATHS = {
  students: (type: AttemptTargetType, id: number) => `/admin/userResults/${type}/${id}`,
  combine: '/admin/results/combine',
  combineFor: (userId: number) => `/admin/results/combine?user=${userId}`,
} as const;
