/** Practices: a module, section, drill or quick test made of ordered questions; the parts of full sets and adaptive sets. */
import type { DataSource, EntityManager } from 'typeorm';
import { ownerKindOf, type Caller } from '../../core/access';
import type { AppModule } from '../../core/app-module';
import { copyTitle, ownedRows } from '../../core/content';
import { practicesController } from './practices.controller';
import { practicesOpenApi } from './practices.openapi';
import { practicesRepository, type PracticeRecord, type PracticeWrite } from './practices.repository';
import { practicesRouter } from './practices.routes';
import { practicesService } from './practices.service';

export type { PracticeRecord } from './practices.repository';
export { toPracticePublicDto } from './practice.mapper';
export { titleRule } from './practices.validators';
export { practicePublicSchema } from './practices.openapi';

type Db = DataSource | EntityManager;

export const findPractice = (db: Db, id: number): Promise<PracticeRecord | null> => practicesRepository(db).find(id);

/** Several practices by id, in one query. */
export const findPractices = (db: Db, ids: number[]): Promise<Map<number, PracticeRecord>> => practicesRepository(db).findMany(ids);

export const practicesModule: AppModule = {
  name: 'practices',
  router: (ctx, { requireAuth }) => practicesRouter(practicesController(practicesService(ctx.ds)), requireAuth),
  openapi: practicesOpenApi,
};

// The QTI interchange (modules/qti) exports and imports practices through these.
export type { PracticeWrite } from './practices.repository';

/** A practice with its question ids, for its author or an admin (the authoring view's 403/404 otherwise). */
export async function practiceForAuthor(ds: DataSource, caller: Caller, id: number): Promise<{ practice: PracticeRecord; questionIds: number[] }> {
  const detail = await practicesService(ds).show(caller, id, true);
  return { practice: detail.practice, questionIds: detail.questions.map((q) => q.id) };
}

/**
 * Inserts a draft practice of `caller` with these questions, inside the caller's transaction. A title the
 * caller already uses gets the copy suffix ("… (copy)") instead of failing the whole import.
 */
export async function insertPractice(
  m: EntityManager,
  caller: Caller,
  w: PracticeWrite,
  questionIds: number[],
): Promise<{ id: number; title: string }> {
  const r = practicesRepository(m);
  const taken = await ownedRows(m, 'practices').titlesStartingWith(caller.id, w.title);
  const title = taken.has(w.title.toLowerCase()) ? copyTitle(w.title, taken) : w.title;
  const id = await r.insert(caller.id, ownerKindOf(caller), { ...w, title });
  await r.setQuestions(id, questionIds);
  return { id, title };
}
