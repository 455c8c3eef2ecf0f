/** Reading passages that questions share; one text (ignoring markup, spacing and case) is one passage. */
import type { DataSource, EntityManager } from 'typeorm';
import type { OwnerKind } from '@app/shared';
import type { Caller } from '../../core/access';
import type { AppModule } from '../../core/app-module';
import { passagesController } from './passages.controller';
import { passagesOpenApi } from './passages.openapi';
import { passagesRepository } from './passages.repository';
import { passagesRouter } from './passages.routes';
import { passagesService } from './passages.service';

import { passageBodyHash } from './passage-hash';

export { passageBodyHash };

/** Whether the caller sees the passage (may attach it to a question). */
export const passageVisibleTo = (db: DataSource | EntityManager, caller: Caller, id: number): Promise<boolean> =>
  passagesRepository(db).isVisible(caller, id);

/**
 * The owner's passage with this text (markup, spacing and case aside), created when there is none: an
 * import's questions share one passage, and importing the same passage twice does not duplicate it.
 */
export async function ensurePassage(
  m: EntityManager,
  owner: { id: number; kind: OwnerKind },
  p: { title: string; body: string; source: string | null },
): Promise<number> {
  const repo = passagesRepository(m);
  const bodyHash = passageBodyHash(p.body);
  return (
    (await repo.duplicateOf(owner.id, bodyHash)) ?? repo.insert(owner.id, owner.kind, { title: p.title, body: p.body, source: p.source, bodyHash })
  );
}

export const passagesModule: AppModule = {
  name: 'passages',
  router: (ctx, { requireAuth }) => passagesRouter(passagesController(passagesService(ctx.ds)), requireAuth),
  openapi: passagesOpenApi,
};
