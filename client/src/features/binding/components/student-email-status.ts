import type { StudentEmailCheck } from '../api';

export type StudentEmailStatus = 'idle' | 'checking' | 'ok' | 'not_found' | 'verified' | 'failed';

/** A parent can link a student whose account exists and whose e-mail is not yet verified (spec section 5). */
export function studentEmailStatus(check: StudentEmailCheck): StudentEmailStatus {
  if (!check.exists) return 'not_found';
  if (check.verified) return 'verified';
  return 'ok';
}
