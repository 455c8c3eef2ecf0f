import { useEffect, useMemo, useState } from 'react';
import { reaction } from 'mobx';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { ALL_SECTIONS, DIFFICULTIES, mergedDomainsOf, type Section } from '@app/shared';
import { useOptionalStores } from '../../stores/store-context';
import { subjectsStore } from './subjects-store';
import type { SelectOption } from '../form/select-field';
import { difficultyNames, domainNames, sectionNames, skillNames, statusNames, typeNames } from './taxonomy-messages';

export const QUESTION_TYPES = ['multiple-choice', 'grid-in'] as const;
export const PUBLISH_STATUSES = ['draft', 'published'] as const;

/** The domains of a section (built-in and the admins' active ones), or every domain when no section is chosen. */
export function domainsFor(section: string): Record<string, readonly string[]> {
  const added = subjectsStore.active;
  if ((ALL_SECTIONS as readonly string[]).includes(section)) return mergedDomainsOf(section as Section, added);
  return { ...mergedDomainsOf('reading-writing', added), ...mergedDomainsOf('math', added) };
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
  const api = useOptionalStores()?.api;
  // The admins' subjects load once (GET /api/taxonomy); every user of the hook re-renders when they arrive.
  const [version, setVersion] = useState(0);
  useEffect(() => {
    if (api) void subjectsStore.ensureLoaded(api);
    return reaction(
      () => subjectsStore.added,
      () => setVersion((v) => v + 1),
    );
  }, [api]);
  return useMemo(() => {
    const name = (names: Record<string, MessageDescriptor>, id: string) =>
      Object.hasOwn(names, id) ? intl.formatMessage(names[id]) : (subjectsStore.nameOf(id, intl.locale) ?? id);
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
      version,
    };
  }, [intl, version]);
}
export type Taxonomy = ReturnType<typeof useTaxonomy>;
