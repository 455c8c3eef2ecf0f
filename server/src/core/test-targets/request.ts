/**
 * A target named in a request body the way POST /attempts and POST /regrades name it: exactly one of the
 * registry's request fields (practiceId, composePracticeId, adaptiveId).
 */
import { body } from 'express-validator';
import type { AttemptTargetType } from '@app/shared';
import { idField } from '../../lib/rules';
import { TARGET_LIST } from './registry';

const FIELDS = TARGET_LIST.map((t) => t.requestField);
const present = (req: unknown, f: string) => ((req as { body?: Record<string, unknown> }).body ?? {})[f] !== undefined;

export const targetRules = [
  ...FIELDS.map((f) => idField(f, { required: false })),
  // Exactly one target; reported on the first field so the 422 names a field like every other.
  body(FIELDS[0])
    .custom((_v, { req }) => FIELDS.filter((f) => present(req, f)).length === 1)
    .withMessage('validation.attempt.target'),
];

/** The target of validated input (targetRules ran: exactly one field is set). */
export function targetOf(input: object): { type: AttemptTargetType; id: number } {
  const fields = input as Record<string, unknown>;
  const t = TARGET_LIST.find((x) => fields[x.requestField] !== undefined)!;
  return { type: t.kind, id: fields[t.requestField] as number };
}
