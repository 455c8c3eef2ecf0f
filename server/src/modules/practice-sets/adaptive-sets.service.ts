import type { DataSource } from 'typeorm';
import { SECTION_BREAK_SECONDS, type AdaptiveSectionInput, type AdaptiveSetInput, type PublishStatus } from '@app/shared';
import { mayUseContent, type Caller } from '../../core/access';
import { contentLifecycle, hasTaken } from '../../core/content';
import { fieldError } from '../../lib/errors';
import type { Page } from '../../lib/pagination';
import { findPractices, type PracticeRecord } from '../practices';
import { adaptiveSetsRepository, moduleIdsOf, type AdaptiveSectionRecord, type AdaptiveSetRecord, type SetFilters } from './adaptive-sets.repository';

/** Reading and Writing first, then Math (digital-sat.md). */
export const ADAPTIVE_POSITIONS = { 'reading-writing': 1, math: 2 } as const;

export type AdaptiveSetPatch = Partial<AdaptiveSetInput>;

export interface AdaptiveSetDetail {
  set: AdaptiveSetRecord;
  sections: AdaptiveSectionRecord[];
  practices: Map<number, PracticeRecord>;
}

const MODULE_FIELDS = ['module1_id', 'easier_module2_id', 'harder_module2_id'] as const;

export function adaptiveSetsService(ds: DataSource) {
  const repo = adaptiveSetsRepository(ds);

  async function detailsOf(sets: AdaptiveSetRecord[]): Promise<AdaptiveSetDetail[]> {
    const sections = await repo.sections(sets.map((s) => s.id));
    const modules = await findPractices(ds, [...new Set(sections.flatMap(moduleIdsOf))]);
    return sets.map((set) => ({ set, sections: sections.filter((s) => s.setId === set.id), practices: modules }));
  }

  const life = contentLifecycle<AdaptiveSetRecord, AdaptiveSetDetail>(ds, {
    table: 'adaptive_sets',
    find: (db, id) => adaptiveSetsRepository(db).find(id),
    detail: async (set) => (await detailsOf([set]))[0],
    /** At least one section, and every module published (test takers must be able to open them). */
    publishProblems(d): Record<string, string> {
      if (d.sections.length === 0) return { sections: 'validation.set.publish.empty' };
      if (d.sections.flatMap(moduleIdsOf).some((pid) => d.practices.get(pid)?.status !== 'published'))
        return { sections: 'validation.set.publish.drafts' };
      return {};
    },
    async copy(m, source, owner, title) {
      const r = adaptiveSetsRepository(m);
      const id = await r.insert(owner.id, owner.kind, title, source.breakAfterSeconds, source.id);
      await r.setSections(id, await r.sections([source.id]));
      return id;
    },
  });

  /**
   * Each section once; its three modules distinct, usable by the caller, digital modules of that section;
   * the threshold within 0..questions in module 1. Every problem at once, as one 422.
   */
  async function check(caller: Caller, sections: AdaptiveSectionInput[]): Promise<Omit<AdaptiveSectionRecord, 'setId'>[]> {
    const problems: Record<string, string> = {};
    if (new Set(sections.map((s) => s.section)).size !== sections.length) problems.sections = 'validation.adaptive.sections.duplicate';
    const found = await findPractices(ds, [...new Set(sections.flatMap((s) => MODULE_FIELDS.map((f) => s[f])))]);
    sections.forEach((s, i) => {
      const at = (f: string) => `sections[${i}].${f}`;
      for (const f of MODULE_FIELDS) {
        const p = found.get(s[f]);
        if (!mayUseContent(caller, p)) problems[at(f)] = 'validation.adaptive.module.visible';
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

    show: (caller: Caller, id: number) => life.show(caller, id),

    async create(caller: Caller, input: AdaptiveSetInput): Promise<AdaptiveSetDetail> {
      const sections = await check(caller, input.sections);
      return life.create(caller, async (m, owner) => {
        const r = adaptiveSetsRepository(m);
        const id = await r.insert(owner.id, owner.kind, input.title, input.break_after_seconds ?? SECTION_BREAK_SECONDS);
        await r.setSections(id, sections);
        return id;
      });
    },

    /** Once taken, the modules are fixed; title, break and routing thresholds stay editable. */
    async update(caller: Caller, id: number, patch: AdaptiveSetPatch): Promise<AdaptiveSetDetail> {
      const current = await life.owned(caller, id);
      const sections = patch.sections ? await check(caller, patch.sections) : undefined;
      return life.edit(id, async (m, taken) => {
        const r = adaptiveSetsRepository(m);
        if (sections) {
          if (taken && !sameModules(await r.sections([id]), sections)) throw hasTaken();
          await r.setSections(id, sections);
        }
        await r.update(id, patch.title ?? current.title, patch.break_after_seconds ?? current.breakAfterSeconds);
      });
    },

    setStatus: (caller: Caller, id: number, status: PublishStatus) => life.setStatus(caller, id, status),
    duplicate: (caller: Caller, id: number) => life.duplicate(caller, id),
    remove: (caller: Caller, id: number) => life.remove(caller, id),
  };
}
export type AdaptiveSetsService = ReturnType<typeof adaptiveSetsService>;
