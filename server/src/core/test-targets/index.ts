/** What an attempt can target: the registry, the join from attempts to their tests, lookups and the request field rules. */
export { TEST_TARGETS, TARGET_LIST, targetOfScoreTables, versionSql, type TestTarget } from './registry';
export { targetJoin, type TargetJoin } from './join';
export { findTarget, type TargetRecord } from './lookup';
export { targetRules, targetOf } from './request';
