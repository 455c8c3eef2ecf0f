import type { RoleArea } from '@app/shared';

export type ScoreTargetSegment = 'practice' | 'practice-set' | 'adaptive-set';

/** Links of the authoring pages inside one role area (spec section 2). */
export function areaPaths(area: RoleArea) {
  const base = `/${area}`;
  return {
    list: (tab?: string) => `${base}/practices${tab ? `?tab=${tab}` : ''}`,
    addPractice: `${base}/practice/addTest`,
    practice: (id: number) => `${base}/practice/detail?id=${id}`,
    importPractice: `${base}/practice/import`,
    addSet: `${base}/composePractice/addTest`,
    set: (id: number) => `${base}/fullPractice/detail?id=${id}`,
    setPractice: (setId: number, practiceId: number) => `${base}/fullPractice/practice/detail/${setId}?id=${practiceId}`,
    addAdaptive: `${base}/adaptive/addTest`,
    adaptive: (id: number) => `${base}/adaptive/detail?id=${id}`,
    /**
     * The score table editor: `type` says what `practiceId` is (a practice, a full set or an adaptive set);
     * a new table takes its score type (and route) from the query.
     */
    scoreTable: (type: ScoreTargetSegment, targetId: number, tableId: number) => `${base}/score-table/${type}/${targetId}/${tableId}`,
    newScoreTable: (type: ScoreTargetSegment, targetId: number, scoreType: string, route?: string) =>
      `${base}/score-table/${type}/${targetId}/create/new?score=${scoreType}${route ? `&route=${route}` : ''}`,
  };
}
