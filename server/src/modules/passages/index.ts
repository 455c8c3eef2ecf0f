/** Reading passages that questions share; one text (ignoring markup, spacing and case) is one passage. */
import type { DataSource, EntityManager } from 'typeorm';
import type { OwnerKind } from '@app/shared';
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

/**
 * The owner's passage with this text (markup, spacing and case aside), created when there is none: one text
 * is one passage, so an import's questions share one and importing the same passage twice does not duplicate
 * it. Answers its id and whether it is new.
 */
async function passageFor(
  m: EntityManager,
  owner: { id: number; kind: OwnerKind },
  p: { title: string; body: string; source: string | null },
): Promise<{ id: number; created: boolean }> {
  const repo = passagesRepository(m);
  const bodyHash = passageBodyHash(p.body);
  const existing = await repo.duplicateOf(owner.id, bodyHash);
  if (existing) return { id: existing, created: false };
  return { id: await repo.insert(owner.id, owner.kind, { title: p.title, body: p.body, source: p.source, bodyHash }), created: true };
}

/** The question import's passages (question-imports module): the owner's passage with this text. */
export async function ensurePassage(
  m: EntityManager,
  owner: { id: number; kind: OwnerKind },
  p: { title: string; body: string; source: string | null },
): Promise<number> {
  return (await passageFor(m, owner, p)).id;
}

export const passagesModule: AppModule = {
  name: 'passages',
  router: (ctx, { requireAuth }) => passagesRouter(passagesController(passagesService(ctx.ds)), requireAuth),
  openapi: passagesOpenApi,
};

// The QTI interchange (modules/qti) reads a practice's passages and brings imported ones through these.
export type { PassageRecord } from './passages.repository';

export const findPassage = (db: DataSource | EntityManager, id: number): Promise<PassageRecord | null> => passagesRepository(db).find(id);

/** The QTI import's passages: `caller`'s passage with this text (see passageFor), and whether it is new. */
export const findOrCreatePassage = (
  m: EntityManager,
  caller: Caller,
  p: { title: string; body: string; source: string | null },
): Promise<{ id: number; created: boolean }> => passageFor(m, { id: caller.id, kind: ownerKindOf(caller) }, p);
