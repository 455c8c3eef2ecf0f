import type { DataSource } from 'typeorm';
import { SECTION_BREAK_SECONDS, type PracticeSetInput, type PublishStatus } from '@app/shared';
import { fieldError } from '../../lib/errors';
import type { Page } from '../../lib/pagination';
import { canSee, copyTitle, guardTitle, hasTaken } from '../practices/catalog';
import { practicesRepository, type PracticeRecord } from '../practices/practices.repository';
import { authorize, isOwner, ownerKindOf, type Caller } from '../questions/authoring';
import type { SetFilters } from './adaptive-sets.repository';
import { usablePractice } from './adaptive-sets.service';
import { practiceSetsRepository, type PracticeSetItemRecord, type PracticeSetRecord } from './practice-sets.repository';

export type PracticeSetPatch = Partial<Pick<PracticeSetInput, 'title' | 'items'>>;

export interface PracticeSetDetail {
  set: PracticeSetRecord;
  items: PracticeSetItemRecord[];
  practices: Map<number, PracticeRecord>;
}

type ItemWrite = Omit<PracticeSetItemRecord, 'setId' | 'position'>;

export function practiceSetsService(ds: DataSource) {
  const repo = practiceSetsRepository(ds);
  const practices = practicesRepository(ds);

  async function detailsOf(sets: PracticeSetRecord[]): Promise<PracticeSetDetail[]> {
    const items = await repo.items(sets.map((s) => s.id));
    const found = await practices.findMany([...new Set(items.map((i) => i.practiceId))]);
    return sets.map((set) => ({ set, items: items.filter((i) => i.setId === set.id), practices: found }));
  }
  const load = async (id: number) => (await detailsOf([(await repo.find(id))!]))[0];

  /**
   * Practices usable by the caller and of the set's version. An omitted break is the 10-minute section
   * break after a Reading and Writing practice followed by a Math one, else none.
   */
  async function check(caller: Caller, version: string, items: NonNullable<PracticeSetInput['items']>): Promise<ItemWrite[]> {
    const found = await practices.findMany([...new Set(items.map((i) => i.practice_id))]);
    const problems: Record<string, string> = {};
    if (new Set(items.map((i) => i.practice_id)).size !== items.length) problems.items = 'validation.set.items.duplicate';
    items.forEach((item, i) => {
      const p = found.get(item.practice_id);
      if (!usablePractice(caller, p)) problems[`items[${i}].practice_id`] = 'validation.set.practice.visible';
      else if (p.version !== version) problems[`items[${i}].practice_id`] = 'validation.set.practice.version';
    });
    if (Object.keys(problems).length > 0) throw fieldError(problems);
    return items.map((item, i) => {
      const next = items[i + 1] ? found.get(items[i + 1].practice_id) : undefined;
      const sectionBreak = found.get(item.practice_id)!.section === 'reading-writing' && next?.section === 'math';
      return { practiceId: item.practice_id, breakAfterSeconds: item.break_after_seconds ?? (sectionBreak ? SECTION_BREAK_SECONDS : 0) };
    });
  }

  return {
    async list(caller: Caller, filters: SetFilters, page: Page): Promise<{ rows: PracticeSetDetail[]; total: number }> {
      const { rows, total } = await repo.list(caller, filters, page);
      return { rows: await detailsOf(rows), total };
    },

    async show(caller: Caller, id: number): Promise<PracticeSetDetail> {
      authorize(caller, await repo.find(id), canSee(caller));
      return load(id);
    },

    async create(caller: Caller, input: PracticeSetInput): Promise<PracticeSetDetail> {
      const items = await check(caller, input.version, input.items ?? []);
      const id = await guardTitle(() =>
        ds.transaction(async (m) => {
          const r = practiceSetsRepository(m);
          const newId = await r.insert(caller.id, ownerKindOf(caller), input.title, input.version);
          await r.setItems(newId, items);
          return newId;
        }),
      );
      return load(id);
    },

    /** Once taken, the practices and their order are fixed; the title and the breaks stay editable. */
    async update(caller: Caller, id: number, patch: PracticeSetPatch): Promise<PracticeSetDetail> {
      const current = authorize(caller, await repo.find(id), isOwner(caller));
      const items = patch.items ? await check(caller, current.version, patch.items) : undefined;
      await guardTitle(() =>
        ds.transaction(async (m) => {
          const r = practiceSetsRepository(m);
          const locked = await r.lockTaken(id);
          if (!locked) return;
          if (items) {
            const before = (await r.items([id])).map((i) => i.practiceId);
            if (locked.firstTakenAt && before.join() !== items.map((i) => i.practiceId).join()) throw hasTaken();
            await r.setItems(id, items);
          }
          await r.rename(id, patch.title ?? current.title);
        }),
      );
      return load(id);
    },

    async setStatus(caller: Caller, id: number, status: PublishStatus): Promise<PracticeSetDetail> {
      authorize(caller, await repo.find(id), isOwner(caller));
      const detail = await load(id);
      if (status === 'published') {
        if (detail.items.length === 0) throw fieldError({ items: 'validation.set.publish.empty' });
        if (detail.items.some((i) => detail.practices.get(i.practiceId)?.status !== 'published'))
          throw fieldError({ items: 'validation.set.publish.drafts' });
      }
      await repo.setStatus(id, status);
      return load(id);
    },

    async duplicate(caller: Caller, id: number): Promise<PracticeSetDetail> {
      const source = authorize(caller, await repo.find(id), canSee(caller));
      const copyId = await guardTitle(() =>
        ds.transaction(async (m) => {
          const r = practiceSetsRepository(m);
          const title = copyTitle(source.title, await r.titlesStartingWith(caller.id, source.title));
          const newId = await r.insert(caller.id, ownerKindOf(caller), title, source.version, source.id);
          await r.setItems(newId, await r.items([id]));
          return newId;
        }),
      );
      return load(copyId);
    },

    async remove(caller: Caller, id: number): Promise<void> {
      authorize(caller, await repo.find(id), isOwner(caller));
      await ds.transaction(async (m) => {
        const r = practiceSetsRepository(m);
        const locked = await r.lockTaken(id);
        if (!locked) return;
        if (locked.firstTakenAt) throw hasTaken();
        await r.remove(id);
      });
    },
  };
}
export type PracticeSetsService = ReturnType<typeof practiceSetsService>;
