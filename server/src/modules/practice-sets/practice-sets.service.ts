import type { DataSource } from 'typeorm';
import { SECTION_BREAK_SECONDS, type PracticeSetInput, type PublishStatus } from '@app/shared';
import { mayUseContent, type Caller } from '../../core/access';
import { contentLifecycle, hasTaken } from '../../core/content';
import { fieldError } from '../../lib/errors';
import type { Page } from '../../lib/pagination';
import { findPractices, type PracticeRecord } from '../practices';
import type { SetFilters } from './adaptive-sets.repository';
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

  async function detailsOf(sets: PracticeSetRecord[]): Promise<PracticeSetDetail[]> {
    const items = await repo.items(sets.map((s) => s.id));
    const found = await findPractices(ds, [...new Set(items.map((i) => i.practiceId))]);
    return sets.map((set) => ({ set, items: items.filter((i) => i.setId === set.id), practices: found }));
  }

  const life = contentLifecycle<PracticeSetRecord, PracticeSetDetail>(ds, {
    table: 'practice_sets',
    find: (db, id) => practiceSetsRepository(db).find(id),
    detail: async (set) => (await detailsOf([set]))[0],
    /** At least one practice, and every one published (test takers must be able to open them). */
    publishProblems(d): Record<string, string> {
      if (d.items.length === 0) return { items: 'validation.set.publish.empty' };
      if (d.items.some((i) => d.practices.get(i.practiceId)?.status !== 'published')) return { items: 'validation.set.publish.drafts' };
      return {};
    },
    async copy(m, source, owner, title) {
      const r = practiceSetsRepository(m);
      const id = await r.insert(owner.id, owner.kind, title, source.version, source.id);
      await r.setItems(id, await r.items([source.id]));
      return id;
    },
  });

  /**
   * Practices usable by the caller and of the set's version. An omitted break is the 10-minute section
   * break after a Reading and Writing practice followed by a Math one, else none.
   */
  async function check(caller: Caller, version: string, items: NonNullable<PracticeSetInput['items']>): Promise<ItemWrite[]> {
    const found = await findPractices(ds, [...new Set(items.map((i) => i.practice_id))]);
    const problems: Record<string, string> = {};
    if (new Set(items.map((i) => i.practice_id)).size !== items.length) problems.items = 'validation.set.items.duplicate';
    items.forEach((item, i) => {
      const p = found.get(item.practice_id);
      if (!mayUseContent(caller, p)) problems[`items[${i}].practice_id`] = 'validation.set.practice.visible';
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

    show: (caller: Caller, id: number) => life.show(caller, id),

    async create(caller: Caller, input: PracticeSetInput): Promise<PracticeSetDetail> {
      const items = await check(caller, input.version, input.items ?? []);
      return life.create(caller, async (m, owner) => {
        const r = practiceSetsRepository(m);
        const id = await r.insert(owner.id, owner.kind, input.title, input.version);
        await r.setItems(id, items);
        return id;
      });
    },

    /** Once taken, the practices and their order are fixed; the title and the breaks stay editable. */
    async update(caller: Caller, id: number, patch: PracticeSetPatch): Promise<PracticeSetDetail> {
      const current = await life.owned(caller, id);
      const items = patch.items ? await check(caller, current.version, patch.items) : undefined;
      return life.edit(id, async (m, taken) => {
        const r = practiceSetsRepository(m);
        if (items) {
          const before = (await r.items([id])).map((i) => i.practiceId);
          if (taken && before.join() !== items.map((i) => i.practiceId).join()) throw hasTaken();
          await r.setItems(id, items);
        }
        await r.rename(id, patch.title ?? current.title);
      });
    },

    setStatus: (caller: Caller, id: number, status: PublishStatus) => life.setStatus(caller, id, status),
    duplicate: (caller: Caller, id: number) => life.duplicate(caller, id),
    remove: (caller: Caller, id: number) => life.remove(caller, id),
  };
}
export type PracticeSetsService = ReturnType<typeof practiceSetsService>;
