import type { DataSource } from 'typeorm';
import { SECTION_BREAK_SECONDS, type AdaptiveSectionInput, type AdaptiveSetInput, type PublishStatus } from '@app/shared';
import { fieldError } from '../../lib/errors';
import type { Page } from '../../lib/pagination';
import { canSee, copyTitle, guardTitle, hasTaken } from '../practices/catalog';
import { practicesRepository, type PracticeRecord } from '../practices/practices.repository';
import { authorize, isContentAdmin, isOwner, ownerKindOf, type Caller } from '../questions/authoring';
import { adaptiveSetsRepository, moduleIdsOf, type AdaptiveSectionRecord, type AdaptiveSetRecord, type SetFilters } from './adaptive-sets.repository';

/** Reading and Writing first, then Math (digital-sat.md). */
export const ADAPTIVE_POSITIONS = { 'reading-writing': 1, math: 2 } as const;

export type AdaptiveSetPatch = Partial<AdaptiveSetInput>;

export interface AdaptiveSetDetail {
  set: AdaptiveSetRecord;
  sections: AdaptiveSectionRecord[];
  practices: Map<number, PracticeRecord>;
}

/** A practice an author may build on: own or the admins' published ones; admins any. */
export const usablePractice = (caller: Caller, p: PracticeRecord | undefined): p is PracticeRecord =>
  !!p && (isContentAdmin(caller) || canSee(caller)(p));

const MODULE_FIELDS = ['module1_id', 'easier_module2_id', 'harder_module2_id'] as const;

export function adaptiveSetsService(ds: DataSource) {
  const repo = adaptiveSetsRepository(ds);
  const practices = practicesRepository(ds);

  async function detailsOf(sets: AdaptiveSetRecord[]): Promise<AdaptiveSetDetail[]> {
    const sections = await repo.sections(sets.map((s) => s.id));
    const modules = await practices.findMany([...new Set(sections.flatMap(moduleIdsOf))]);
    return sets.map((set) => ({ set, sections: sections.filter((s) => s.setId === set.id), practices: modules }));
  }
  const load = async (id: number) => (await detailsOf([(await repo.find(id))!]))[0];

  /**
   * Each section once; its three modules distinct, usable by the caller, digital modules of that section;
   * the threshold within 0..questions in module 1. Every problem at once, as one 422.
   */
  async function check(caller: Caller, sections: AdaptiveSectionInput[]): Promise<Omit<AdaptiveSectionRecord, 'setId'>[]> {
    const problems: Record<string, string> = {};
    if (new Set(sections.map((s) => s.section)).size !== sections.length) problems.sections = 'validation.adaptive.sections.duplicate';
    const found = await practices.findMany([...new Set(sections.flatMap((s) => MODULE_FIELDS.map((f) => s[f])))]);
    sections.forEach((s, i) => {
      const at = (f: string) => `sections[${i}].${f}`;
      for (const f of MODULE_FIELDS) {
        const p = found.get(s[f]);
        if (!usablePractice(caller, p)) problems[at(f)] = 'validation.adaptive.module.visible';
        else if (p.kind !== 'module' || p.section !== s.section) problems[at(f)] = 'validation.adaptive.module.kind';
      }
      if (new Set(MODULE_FIELDS.map((f) => s[f])).size !== MODULE_FIELDS.length)
        problems[at('harder_module2_id')] = 'validation.adaptive.module.distinct';
      const module1 = found.get(s.module1_id);
      if (module1 && s.routing_threshold > module1.questionCount) problems[at('routing_threshold')] = 'validation.adaptive.threshold';
    });
    if (Object.keys(problems).length > 0) throw fieldError(problems);
    return sections
      .map((s) => ({
        position: ADAPTIVE_POSITIONS[s.section],
        section: s.section,
        module1Id: s.module1_id,
        easierModule2Id: s.easier_module2_id,
        harderModule2Id: s.harder_module2_id,
        routingThreshold: s.routing_threshold,
      }))
      .sort((a, b) => a.position - b.position);
  }

  const sameModules = (a: Omit<AdaptiveSectionRecord, 'setId'>[], b: Omit<AdaptiveSectionRecord, 'setId'>[]) =>
    a.length === b.length && a.every((s, i) => s.position === b[i].position && moduleIdsOf(s).join() === moduleIdsOf(b[i]).join());

  return {
    async list(caller: Caller, filters: SetFilters, page: Page): Promise<{ rows: AdaptiveSetDetail[]; total: number }> {
      const { rows, total } = await repo.list(caller, filters, page);
      return { rows: await detailsOf(rows), total };
    },

    async show(caller: Caller, id: number): Promise<AdaptiveSetDetail> {
      authorize(caller, await repo.find(id), canSee(caller));
      return load(id);
    },

    async create(caller: Caller, input: AdaptiveSetInput): Promise<AdaptiveSetDetail> {
      const sections = await check(caller, input.sections);
      const id = await guardTitle(() =>
        ds.transaction(async (m) => {
          const r = adaptiveSetsRepository(m);
          const newId = await r.insert(caller.id, ownerKindOf(caller), input.title, input.break_after_seconds ?? SECTION_BREAK_SECONDS);
          await r.setSections(newId, sections);
          return newId;
        }),
      );
      return load(id);
    },

    /** Once taken, the modules are fixed; title, break and routing thresholds stay editable. */
    async update(caller: Caller, id: number, patch: AdaptiveSetPatch): Promise<AdaptiveSetDetail> {
      const current = authorize(caller, await repo.find(id), isOwner(caller));
      const sections = patch.sections ? await check(caller, patch.sections) : undefined;
      await guardTitle(() =>
        ds.transaction(async (m) => {
          const r = adaptiveSetsRepository(m);
          const locked = await r.lockTaken(id);
          if (!locked) return;
          if (sections) {
            if (locked.firstTakenAt && !sameModules(await r.sections([id]), sections)) throw hasTaken();
            await r.setSections(id, sections);
          }
          await r.update(id, patch.title ?? current.title, patch.break_after_seconds ?? current.breakAfterSeconds);
        }),
      );
      return load(id);
    },

    /** Publishing needs at least one section, and every module published (test takers must be able to open them). */
    async setStatus(caller: Caller, id: number, status: PublishStatus): Promise<AdaptiveSetDetail> {
      authorize(caller, await repo.find(id), isOwner(caller));
      const detail = await load(id);
      if (status === 'published') {
        if (detail.sections.length === 0) throw fieldError({ sections: 'validation.set.publish.empty' });
        if (detail.sections.flatMap(moduleIdsOf).some((pid) => detail.practices.get(pid)?.status !== 'published'))
          throw fieldError({ sections: 'validation.set.publish.drafts' });
      }
      await repo.setStatus(id, status);
      return load(id);
    },

    async duplicate(caller: Caller, id: number): Promise<AdaptiveSetDetail> {
      const source = authorize(caller, await repo.find(id), canSee(caller));
      const copyId = await guardTitle(() =>
        ds.transaction(async (m) => {
          const r = adaptiveSetsRepository(m);
          const title = copyTitle(source.title, await r.titlesStartingWith(caller.id, source.title));
          const newId = await r.insert(caller.id, ownerKindOf(caller), title, source.breakAfterSeconds, source.id);
          await r.setSections(newId, await r.sections([id]));
          return newId;
        }),
      );
      return load(copyId);
    },

    async remove(caller: Caller, id: number): Promise<void> {
      authorize(caller, await repo.find(id), isOwner(caller));
      await ds.transaction(async (m) => {
        const r = adaptiveSetsRepository(m);
        const locked = await r.lockTaken(id);
        if (!locked) return;
        if (locked.firstTakenAt) throw hasTaken();
        await r.remove(id);
      });
    },
  };
}
export type AdaptiveSetsService = ReturnType<typeof adaptiveSetsService>;
