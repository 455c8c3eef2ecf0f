import { idParam, optionalIn, pageQuery } from '../../lib/rules';

/** The /testresults tabs: full practice sets ("composePractices"), single practices, adaptive tests. */
export const RESULT_LIST_TYPES = { composePractices: 'fullPractice', practice: 'practice', adaptive: 'adaptive' } as const;
export type ResultListType = keyof typeof RESULT_LIST_TYPES;

export const attemptIdRules = [idParam('attemptId')];
export const questionIdRules = [idParam('questionId')];

export const listResultsRules = [optionalIn('type', Object.keys(RESULT_LIST_TYPES), 'validation.attempt.type'), ...pageQuery()];
