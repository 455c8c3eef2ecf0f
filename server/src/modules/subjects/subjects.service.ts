import type { DataSource, EntityManager } from 'typeorm';
import {
  BUILT_IN_DOMAIN_CODES,
  BUILT_IN_SKILL_CODES,
  SUBJECT_FAMILIES,
  familyOfDomain,
  mergedDomainsOf,
  subjectCodeFrom,
  type Section,
  type SubjectInput,
} from '@app/shared';
import { fieldError, notFound } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/sql';
import { subjectsRepository, type SubjectNames, type SubjectRecord } from './subjects.repository';

const BUILT_IN = new Set([...BUILT_IN_DOMAIN_CODES, ...BUILT_IN_SKILL_CODES, ...SUBJECT_FAMILIES]);
const codeTaken = () => fieldError({ code: 'validation.subject.code_taken' });

export interface SubjectPatch {
  name_en?: string;
  name_zh_cn?: string;
  name_zh_tw?: string;
  archived?: boolean;
}

/**
 * The domains (-> skills) a question of `section` may carry, built-in and added. Archived entries count
 * only when `keep` says so (a question already filed under one stays editable).
 */
export async function allowedDomainsOf(
  db: DataSource | EntityManager,
  section: Section,
  keep?: { domain: string; skill: string },
): Promise<Record<string, readonly string[]>> {
  const added = (await subjectsRepository(db).all()).filter((s) => !s.archived || (keep && (s.code === keep.domain || s.code === keep.skill)));
  return mergedDomainsOf(section, added);
}

/** Every added code, archived ones included (filters over old questions). */
export const addedSubjectCodes = async (db: DataSource | EntityManager): Promise<string[]> => (await subjectsRepository(db).all()).map((s) => s.code);

export function subjectsService(ds: DataSource) {
  const repo = subjectsRepository(ds);

  /** A free code: the one asked for (422 when taken), else one made from the English name. */
  async function chooseCode(asked: string | undefined, nameEn: string): Promise<string> {
    if (asked) {
      if (BUILT_IN.has(asked) || (await repo.codeTaken(asked))) throw codeTaken();
      return asked;
    }
    const base = subjectCodeFrom(nameEn) || 'subject';
    const candidates = [base, ...Array.from({ length: 20 }, (_, i) => `${base.slice(0, 55)}-${i + 2}`)];
    const taken = await repo.takenAmong(candidates);
    const free = candidates.find((c) => !BUILT_IN.has(c) && !taken.has(c));
    if (!free) throw codeTaken();
    return free;
  }

  return {
    list: () => repo.all(),

    async create(input: SubjectInput, by: number): Promise<SubjectRecord> {
      const all = await repo.all();
      if (input.kind === 'domain' && !(SUBJECT_FAMILIES as readonly string[]).includes(input.parent))
        throw fieldError({ parent: 'validation.subject.parent_family' });
      if (input.kind === 'skill') {
        const parent = all.find((s) => s.kind === 'domain' && s.code === input.parent);
        if (!familyOfDomain(input.parent, all) || parent?.archived) throw fieldError({ parent: 'validation.subject.parent_domain' });
      }
      const code = await chooseCode(input.code, input.name_en);
      try {
        return await repo.insert(
          { kind: input.kind, code, parent: input.parent, nameEn: input.name_en, nameZhCn: input.name_zh_cn, nameZhTw: input.name_zh_tw },
          by,
        );
      } catch (err) {
        // Two admins choosing the same code at once: the unique index answers the second.
        if (isUniqueViolation(err)) throw codeTaken();
        throw err;
      }
    },

    /** Rename and archive or restore; the code and parent never change (questions store the code). */
    async update(id: number, patch: SubjectPatch): Promise<SubjectRecord> {
      const current = await repo.find(id);
      if (!current) throw notFound();
      const names: SubjectNames = {
        nameEn: patch.name_en ?? current.nameEn,
        nameZhCn: patch.name_zh_cn ?? current.nameZhCn,
        nameZhTw: patch.name_zh_tw ?? current.nameZhTw,
      };
      const updated = await repo.update(id, names, patch.archived ?? current.archived);
      if (!updated) throw notFound();
      return updated;
    },
  };
}
export type SubjectsService = ReturnType<typeof subjectsService>;
