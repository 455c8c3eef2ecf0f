import { domainsOf, type BreakdownDto, type Section } from '@app/shared';

/** Whole percent of correct answers; a breakdown without questions is 0, not NaN. */
export const percentOf = (correct: number, total: number) => (total > 0 ? Math.round((correct / total) * 100) : 0);

export interface DomainGroup {
  section: Section;
  domains: (BreakdownDto & { skills: BreakdownDto[] })[];
}

/**
 * Domains grouped by section, each with its own skills (the taxonomy says which skill belongs to which
 * domain; the result lists both flat). Sections keep the order they first appear in.
 */
export function groupBreakdown(domains: readonly BreakdownDto[], skills: readonly BreakdownDto[]): DomainGroup[] {
  const groups = new Map<Section, DomainGroup>();
  for (const domain of domains) {
    const group = groups.get(domain.section) ?? { section: domain.section, domains: [] };
    groups.set(domain.section, group);
    const own: readonly string[] = domainsOf(domain.section)[domain.name] ?? [];
    group.domains.push({ ...domain, skills: skills.filter((s) => s.section === domain.section && own.includes(s.name)) });
  }
  return [...groups.values()];
}
