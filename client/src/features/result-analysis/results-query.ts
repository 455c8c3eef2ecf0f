import { ATTEMPT_TARGET_TYPES } from '@app/shared';
import { listParams } from '../../components/lists/list-params';

const base = listParams({
  type: { kind: 'oneOf', values: ATTEMPT_TARGET_TYPES },
  test: { kind: 'id', api: 'targetId' },
  q: { kind: 'text' },
});

/**
 * The filters of /{area}/results in the URL: `type` (practice, fullPractice, adaptive), `test` (the test's
 * id, sent as `targetId`), `q` (student or test) and `page`. A test id only means something with its type
 * (the server refuses `targetId` alone), so a test without a type is dropped when the URL is read.
 */
export const resultsQuery: typeof base = {
  ...base,
  fromParams(params) {
    const filters = base.fromParams(params);
    return filters.type ? filters : { ...filters, test: '' };
  },
};

export type ResultsFilters = ReturnType<typeof resultsQuery.fromParams>;

/** One test's per-student list: only the page is in the URL. */
export const pageOnlyQuery = listParams({});
