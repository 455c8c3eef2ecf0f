import { targetRules } from '../../core/test-targets';
import { idParam } from '../../lib/rules';

/** POST /regrades takes its target the way POST /attempts does: exactly one of practiceId, composePracticeId, adaptiveId. */
export const startRegradeRules = targetRules;
export const regradeIdRules = [idParam('id')];
