/**
 * Subjects added by admins beyond the built-in SAT taxonomy (sat-taxonomy.ts): a domain under a section
 * family (the digital section whose domains also serve the paper sections: 'reading-writing' or 'math'), or
 * a skill under a domain (built-in or added). Questions can be filed under them; score breakdowns keep the
 * built-in taxonomy only (an added skill's questions count in their section's score, not in a domain row).
 */
import { MATH_DOMAINS, MATH_SECTIONS, READING_WRITING_DOMAINS, domainsOf, type Section } from './sat-taxonomy';

export const SUBJECT_KINDS = ['domain', 'skill'] as const;
export type SubjectKind = (typeof SUBJECT_KINDS)[number];
/** The parents of an added domain: the digital sections, each standing for its family. */
export const SUBJECT_FAMILIES = ['reading-writing', 'math'] as const;
export type SubjectFamily = (typeof SUBJECT_FAMILIES)[number];
export const SUBJECT_LOCALES = ['en-US', 'zh-CN', 'zh-TW'] as const;
export type SubjectLocale = (typeof SUBJECT_LOCALES)[number];

export const SUBJECT_NAME_MAX = 100;
export const SUBJECT_CODE_MAX = 60;
/** Lower-case words joined by single hyphens, like the built-in codes. */
export const SUBJECT_CODE_RE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export interface SubjectDto {
  id: number;
  kind: SubjectKind;
  code: string;
  /** A family for a domain; a domain code for a skill. */
  parent: string;
  names: Record<SubjectLocale, string>;
  archived: boolean;
}

/** GET /api/taxonomy: every added subject, archived ones flagged (choosers hide them, names still show). */
export interface TaxonomyDto {
  added: SubjectDto[];
}

export interface SubjectInput {
  kind: SubjectKind;
  parent: string;
  code?: string;
  name_en: string;
  name_zh_cn: string;
  name_zh_tw: string;
}

export const familyOf = (section: Section): SubjectFamily => (MATH_SECTIONS.includes(section) ? 'math' : 'reading-writing');

const BUILT_IN_DOMAINS: Record<string, readonly string[]> = { ...READING_WRITING_DOMAINS, ...MATH_DOMAINS };
export const BUILT_IN_DOMAIN_CODES: readonly string[] = Object.keys(BUILT_IN_DOMAINS);
export const BUILT_IN_SKILL_CODES: readonly string[] = Object.values(BUILT_IN_DOMAINS).flat();
/** The family a domain code belongs to, among the built-in and the given added domains. */
export function familyOfDomain(domain: string, added: readonly Pick<SubjectDto, 'kind' | 'code' | 'parent'>[]): SubjectFamily | null {
  if (Object.hasOwn(READING_WRITING_DOMAINS, domain)) return 'reading-writing';
  if (Object.hasOwn(MATH_DOMAINS, domain)) return 'math';
  const own = added.find((s) => s.kind === 'domain' && s.code === domain);
  return own ? (own.parent as SubjectFamily) : null;
}

/**
 * The domains (-> skills) a question of `section` may carry: the built-in ones plus the added entries
 * given (the caller decides whether archived ones count).
 */
export function mergedDomainsOf(section: Section, added: readonly Pick<SubjectDto, 'kind' | 'code' | 'parent'>[]): Record<string, readonly string[]> {
  const family = familyOf(section);
  const merged: Record<string, string[]> = {};
  for (const [d, skills] of Object.entries(domainsOf(section))) merged[d] = [...skills];
  for (const s of added) if (s.kind === 'domain' && s.parent === family && !merged[s.code]) merged[s.code] = [];
  for (const s of added) if (s.kind === 'skill' && Object.hasOwn(merged, s.parent)) merged[s.parent].push(s.code);
  return merged;
}

/** A code from an English name: "Data Literacy & Graphs" -> "data-literacy-graphs"; '' when nothing is left. */
export const subjectCodeFrom = (name: string): string =>
  name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SUBJECT_CODE_MAX)
    .replace(/-+$/, '');
