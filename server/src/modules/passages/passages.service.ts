import type { DataSource } from 'typeorm';
import { ErrorCode } from '@app/shared';
import { AppError } from '../../lib/errors';
import type { Page } from '../../lib/pagination';
import { authorize, canSeePassage, isOwner, ownerKindOf, type Caller } from '../../core/access';
import { passageBodyHash } from './passage-hash';
import { passagesRepository, type PassageRecord } from './passages.repository';

export interface PassageInput {
  title: string;
  body: string;
  source?: string | null;
}
export type PassagePatch = Partial<PassageInput>;

/**
 * The author should pick the existing passage instead (spec section 8). The id travels in the message
 * values until the error body carries extra fields (see the report on lib/error-handler.ts).
 */
const passageExists = (existingId: number) =>
  new AppError(
    ErrorCode.SAT_PASSAGE_EXISTS,
    'error.SAT_PASSAGE_EXISTS.existing',
    undefined,
    { existing_id: existingId },
    { existing_id: existingId },
  );

export function passagesService(ds: DataSource) {
  const repo = passagesRepository(ds);

  async function load(id: number): Promise<PassageRecord> {
    return (await repo.find(id))!;
  }

  return {
    list: (caller: Caller, q: string | undefined, page: Page) => repo.list(caller, q, page),

    async show(caller: Caller, id: number): Promise<PassageRecord> {
      return authorize(caller, await repo.find(id), canSeePassage(caller));
    },

    async create(caller: Caller, input: PassageInput): Promise<PassageRecord> {
      const bodyHash = passageBodyHash(input.body);
      const existing = await repo.duplicateOf(caller.id, bodyHash);
      if (existing) throw passageExists(existing);
      const id = await repo.insert(caller.id, ownerKindOf(caller), { title: input.title, body: input.body, source: input.source ?? null, bodyHash });
      return load(id);
    },

    async update(caller: Caller, id: number, patch: PassagePatch): Promise<PassageRecord> {
      const current = authorize(caller, await repo.find(id), isOwner(caller));
      const body = patch.body ?? current.body;
      const bodyHash = passageBodyHash(body);
      if (patch.body !== undefined) {
        const existing = await repo.duplicateOf(current.ownerId, bodyHash, id);
        if (existing) throw passageExists(existing);
      }
      await repo.update(id, {
        title: patch.title ?? current.title,
        body,
        source: patch.source === undefined ? current.source : patch.source,
        bodyHash,
      });
      return load(id);
    },

    async remove(caller: Caller, id: number): Promise<void> {
      authorize(caller, await repo.find(id), isOwner(caller));
      await repo.remove(id);
    },
  };
}
export type PassagesService = ReturnType<typeof passagesService>;
