import { Fragment, type ChangeEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { SelectField } from '../../../components/form/select-field';
import { qbMessages } from '../messages';
import { domainsFor, skillsFor, useTaxonomy } from '../../../components/taxonomy/taxonomy';

export interface Classification {
  section: string;
  domain: string;
  skill: string;
}

/** A changed section or domain keeps the choices below it only while they still belong to it. */
export function changeClassification<C extends Classification>(current: C, key: keyof Classification, value: string): C {
  const next = { ...current, [key]: value };
  if (key === 'section' && !Object.hasOwn(domainsFor(next.section), next.domain)) next.domain = '';
  if (key !== 'skill' && !(next.domain && skillsFor(next.section, next.domain).includes(next.skill))) next.skill = '';
  return next;
}

export interface TaxonomyFieldsProps {
  value: Classification;
  onChange: (next: Classification) => void;
  errors?: Partial<Record<keyof Classification, string>>;
  /** Filters offer "any" for every select; the editor asks for a choice. */
  mode: 'filter' | 'edit';
  /** Sections to offer (the editor offers all; lists too). */
  sections?: readonly string[];
  className?: string;
  /** Puts each select in its own layout cell (grid columns). */
  wrap?: (field: ReactNode, key: string) => ReactNode;
}

const noWrap = (field: ReactNode, key: string) => <Fragment key={key}>{field}</Fragment>;

/**
 * Section, domain and skill as dependent selects: the domains are the section's, the skills the
 * domain's, and changing one clears what no longer fits below it.
 */
export function TaxonomyFields({ value, onChange, errors = {}, mode, sections, className = 'mb-3', wrap = noWrap }: TaxonomyFieldsProps) {
  const intl = useIntl();
  const tax = useTaxonomy();
  const placeholder = intl.formatMessage(mode === 'filter' ? qbMessages.any : qbMessages.choose);
  const set = (key: keyof Classification) => (e: ChangeEvent<HTMLSelectElement>) => onChange(changeClassification(value, key, e.target.value));
  return (
    <>
      {wrap(
        <SelectField
          name="section"
          label={<FormattedMessage {...qbMessages.section} />}
          options={tax.sectionOptions(sections)}
          placeholder={placeholder}
          value={value.section}
          onChange={set('section')}
          error={errors.section}
          className={className}
          testId="select-section"
        />,
        'section',
      )}
      {wrap(
        <SelectField
          name="domain"
          label={<FormattedMessage {...qbMessages.domain} />}
          options={mode === 'edit' && !value.section ? [] : tax.domainOptions(value.section)}
          placeholder={placeholder}
          value={value.domain}
          onChange={set('domain')}
          error={errors.domain}
          className={className}
          testId="select-domain"
        />,
        'domain',
      )}
      {wrap(
        <SelectField
          name="skill"
          label={<FormattedMessage {...qbMessages.skill} />}
          options={mode === 'edit' && !value.domain ? [] : tax.skillOptions(value.section, value.domain)}
          placeholder={placeholder}
          value={value.skill}
          onChange={set('skill')}
          error={errors.skill}
          className={className}
          testId="select-skill"
        />,
        'skill',
      )}
    </>
  );
}
