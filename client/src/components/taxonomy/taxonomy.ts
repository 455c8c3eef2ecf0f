import { useMemo } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { ALL_SECTIONS, DIFFICULTIES, domainsOf, MATH_DOMAINS, READING_WRITING_DOMAINS, type Section } from '@app/shared';
import type { SelectOption } from '../form/select-field';
import { difficultyNames, domainNames, sectionNames, skillNames, statusNames, typeNames } from './taxonomy-messages';

export const QUESTION_TYPES = ['multiple-choice', 'grid-in'] as const;
export const PUBLISH_STATUSES = ['draft', 'published'] as const;

const ALL_DOMAINS: Record<string, readonly string[]> = { ...READING_WRITING_DOMAINS, ...MATH_DOMAINS };

/** The domains of a section, or every domain when no section is chosen. */
export function domainsFor(section: string): Record<string, readonly string[]> {
  return (ALL_SECTIONS as readonly string[]).includes(section) ? domainsOf(section as Section) : ALL_DOMAINS;
}

/** The skills of a domain (within the section), or every skill of the section's domains. */
export function skillsFor(section: string, domain: string): readonly string[] {
  const domains = domainsFor(section);
  return domain && Object.hasOwn(domains, domain) ? domains[domain] : Object.values(domains).flat();
}

/**
 * Localized names of the taxonomy ids, and select options built from them. An id the client does not
 * know (a newer server) shows as itself rather than failing.
 */
export function useTaxonomy() {
  const intl = useIntl();
  return useMemo(() => {
    const name = (names: Record<string, MessageDescriptor>, id: string) => (Object.hasOwn(names, id) ? intl.formatMessage(names[id]) : id);
    const options = (names: Record<string, MessageDescriptor>, ids: readonly string[]): SelectOption[] =>
      ids.map((value) => ({ value, label: name(names, value) }));
    return {
      section: (id: string) => name(sectionNames, id),
      domain: (id: string) => name(domainNames, id),
      skill: (id: string) => name(skillNames, id),
      difficulty: (id: string) => name(difficultyNames, id),
      type: (id: string) => name(typeNames, id),
      status: (id: string) => name(statusNames, id),
      sectionOptions: (sections: readonly string[] = ALL_SECTIONS) => options(sectionNames, sections),
      domainOptions: (section: string) => options(domainNames, Object.keys(domainsFor(section))),
      skillOptions: (section: string, domain: string) => options(skillNames, skillsFor(section, domain)),
      difficultyOptions: () => options(difficultyNames, DIFFICULTIES),
      typeOptions: () => options(typeNames, QUESTION_TYPES),
      statusOptions: () => options(statusNames, PUBLISH_STATUSES),
    };
  }, [intl]);
}
export type Taxonomy = ReturnType<typeof useTaxonomy>;
