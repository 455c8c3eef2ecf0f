/** A test a teacher may put in a class (default test, class test): one of their catalog, their own or the library's. */
import type { DataSource, EntityManager } from 'typeorm';
import type { AttemptTargetType } from '@app/shared';
import { fieldError } from '../../lib/errors';
import { canSeeContent, isContentAdmin, type Caller } from '../../core/access';
import { findTarget, type TargetRecord } from '../../core/test-targets';

/** The test, or a 422 on `field` when it does not exist or is not in the caller's catalog. */
export async function assignableTest(
  db: DataSource | EntityManager,
  caller: Caller,
  type: AttemptTargetType,
  id: number,
  field: string,
): Promise<TargetRecord> {
  const t = await findTarget(db, type, id);
  const mine = t && t.ownerId === caller.id;
  if (!t || !(mine || isContentAdmin(caller) || canSeeContent(caller)(t)) || (t.status !== 'published' && !mine))
    throw fieldError({ [field]: 'classesApi.validation.test' });
  return t;
}
