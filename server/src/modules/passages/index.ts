/** Reading passages that questions share; one text (ignoring markup, spacing and case) is one passage. */
import type { DataSource, EntityManager } from 'typeorm';
import { ownerKindOf, type Caller } from '../../core/access';
import type { AppModule } from '../../core/app-module';
import { passagesController } from './passages.controller';
import { passagesOpenApi } from './passages.openapi';
import { passagesRepository } from './passages.repository';
import { passagesRouter } from './passages.routes';
import { passagesService } from './passages.service';

import { passageBodyHash } from './passage-hash';
import type { PassageRecord } from './passages.repository';

export { passageBodyHash };

/** Whether the caller sees the passage (may attach it to a question). */
export const passageVisibleTo = (db: DataSource | EntityManager, caller: Caller, id: number): Promise<boolean> =>
  passagesRepository(db).isVisible(caller, id);

export const passagesModule: AppModule = {
  name: 'passages',
  router: (ctx, { requireAuth }) => passagesRouter(passagesController(passagesService(ctx.ds)), requireAuth),
  openapi: passagesOpenApi,
};

// The QTI interchange (modules/qti) reads a practice's passages and brings imported ones through these.
export type { PassageRecord } from './passages.repository';

export const findPassage = (db: DataSource | EntityManager, id: number): Promise<PassageRecord | null> => passagesRepository(db).find(id);

/**
 * The passage with this text (ignoring markup, spacing and case) that `caller` already has (their own, or
 * the library's), or a new one of theirs: one text is one passage. Answers its id and whether it is new.
 */
export async function findOrCreatePassage(
  m: EntityManager,
  caller: Caller,
  p: { title: string; body: string; source: string | null },
): Promise<{ id: number; created: boolean }> {
  const repo = passagesRepository(m);
  const bodyHash = passageBodyHash(p.body);
  const existing = await repo.duplicateOf(caller.id, bodyHash);
  if (existing) return { id: existing, created: false };
  return { id: await repo.insert(caller.id, ownerKindOf(caller), { ...p, bodyHash }), created: true };
}
