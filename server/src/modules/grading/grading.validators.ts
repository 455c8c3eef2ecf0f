import { idParam } from '../../lib/rules';
import { startRules } from '../attempts/attempts.validators';

/** POST /regrades takes its target the way POST /attempts does: exactly one of practiceId, composePracticeId, adaptiveId. */
export const startRegradeRules = startRules;
export const regradeIdRules = [idParam('id')];
