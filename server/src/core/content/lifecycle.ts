/**
 * One lifecycle for owned content (practices, full practice sets and adaptive sets now; class tests,
 * flashcard decks, video lessons and materials next): drafted by its author, published to whoever may see
 * it, duplicated into a caller's own draft, deleted, and locked once somebody has taken it. A kind of
 * content gives its table, how to read a row and its parts, what publishing needs, and how to copy it; the
 * ownership checks, the row lock, the "already taken" refusal and the title rules are the same for all.
 */
import type { DataSource, EntityManager } from 'typeorm';
import type { PublishStatus } from '@app/shared';
import { fieldError } from '../../lib/errors';
import { authorize, canSeeContent, isOwner, ownerKindOf, type Caller } from '../access';
import { copyTitle, guardTitle, hasTaken } from './errors';
import type { ContentOwner, OwnedRecord } from './owned';
import { ownedRows, type OwnedTable } from './owned.repository';

export interface ContentKind<R extends OwnedRecord, D> {
  table: OwnedTable;
  find(db: DataSource | EntityManager, id: number): Promise<R | null>;
  /** What every answer about one row carries: the row with its parts. */
  detail(row: R): Promise<D>;
  /** Field -> message id of every reason it may not be published yet; empty when it may. */
  publishProblems(detail: D): Record<string, string>;
  /** Inserts `owner`'s copy of `source`, its parts included, under `title`; answers the copy's id. */
  copy(m: EntityManager, source: R, owner: ContentOwner, title: string): Promise<number>;
  /** Refuses deleting an untaken row that other content still uses (in the delete's transaction, the row locked). */
  beforeRemove?(m: EntityManager, id: number): Promise<void>;
}

export function contentLifecycle<R extends OwnedRecord, D>(ds: DataSource, kind: ContentKind<R, D>) {
  const load = async (id: number): Promise<D> => kind.detail((await kind.find(ds, id))!);
  const ownerOf = (caller: Caller): ContentOwner => ({ id: caller.id, kind: ownerKindOf(caller) });
  /** The row when the caller sees it (403, or 404 for admins, otherwise). */
  const visible = async (caller: Caller, id: number): Promise<R> => authorize(caller, await kind.find(ds, id), canSeeContent(caller));
  /** The row when the caller owns it (admins: any). */
  const owned = async (caller: Caller, id: number): Promise<R> => authorize(caller, await kind.find(ds, id), isOwner(caller));

  return {
    load,
    visible,
    owned,

    async show(caller: Caller, id: number): Promise<D> {
      return kind.detail(await visible(caller, id));
    },

    /** A new draft of the caller's: `insert` writes the row and its parts in one transaction. */
    async create(caller: Caller, insert: (m: EntityManager, owner: ContentOwner) => Promise<number>): Promise<D> {
      const id = await guardTitle(() => ds.transaction((m) => insert(m, ownerOf(caller))));
      return load(id);
    },

    /**
     * Runs an edit of an owned row (check it with owned() first) in a transaction holding the row's lock,
     * so it and the test runner's "taken" mark happen one after the other. `change` learns whether the row
     * is taken: structural changes must then throw hasTaken(). A row deleted meanwhile is left alone.
     */
    async edit(id: number, change: (m: EntityManager, taken: boolean) => Promise<void>): Promise<D> {
      await guardTitle(() =>
        ds.transaction(async (m) => {
          const locked = await ownedRows(m, kind.table).lockTaken(id);
          if (locked) await change(m, locked.firstTakenAt !== null);
        }),
      );
      return load(id);
    },

    /** Publishing needs what the kind asks for (one 422 listing every reason); moving to drafts always works. */
    async setStatus(caller: Caller, id: number, status: PublishStatus): Promise<D> {
      await owned(caller, id);
      if (status === 'published') {
        const problems = kind.publishProblems(await load(id));
        if (Object.keys(problems).length > 0) throw fieldError(problems);
      }
      await ownedRows(ds, kind.table).setStatus(id, status);
      return load(id);
    },

    /** An unpublished, untaken copy owned by the caller, of anything the caller sees, titled "… (copy)". */
    async duplicate(caller: Caller, id: number): Promise<D> {
      const source = await visible(caller, id);
      const owner = ownerOf(caller);
      const copyId = await guardTitle(() =>
        ds.transaction(async (m) => {
          const title = copyTitle(source.title, await ownedRows(m, kind.table).titlesStartingWith(owner.id, source.title));
          return kind.copy(m, source, owner, title);
        }),
      );
      return load(copyId);
    },

    /** Deletes an owned row nobody has taken (PRACTICE_EXAM_HAS_TAKEN otherwise). */
    async remove(caller: Caller, id: number): Promise<void> {
      await owned(caller, id);
      await ds.transaction(async (m) => {
        const rows = ownedRows(m, kind.table);
        const locked = await rows.lockTaken(id);
        if (!locked) return; // deleted meanwhile: the outcome the caller wanted
        if (locked.firstTakenAt) throw hasTaken();
        await kind.beforeRemove?.(m, id);
        await rows.remove(id);
      });
    },
  };
}
export type ContentLifecycle<R extends OwnedRecord, D> = ReturnType<typeof contentLifecycle<R, D>>;
