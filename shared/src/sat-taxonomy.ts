/**
 * Sections, domains and skills of the SAT (College Board test specifications; digital-sat.md).
 * Every question carries one section, domain and skill, and score reports break results down by them.
 */
export const TEST_VERSIONS = ['digital', 'paper'] as const;
export type TestVersionId = (typeof TEST_VERSIONS)[number];

export const SECTIONS = {
  digital: ['reading-writing', 'math'],
  paper: ['reading', 'writing-language', 'math-no-calculator', 'math-calculator'],
} as const;
export type Section = (typeof SECTIONS)[TestVersionId][number];
export const ALL_SECTIONS: readonly Section[] = [...SECTIONS.digital, ...SECTIONS.paper];
export const MATH_SECTIONS: readonly Section[] = ['math', 'math-no-calculator', 'math-calculator'];

export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

/** Domain -> skills. Reading/Writing domains serve the digital RW section and the paper Reading and Writing sections. */
export const READING_WRITING_DOMAINS = {
  'craft-and-structure': ['words-in-context', 'text-structure-and-purpose', 'cross-text-connections'],
  'information-and-ideas': ['central-ideas-and-details', 'command-of-evidence-textual', 'command-of-evidence-quantitative', 'inferences'],
  'standard-english-conventions': ['boundaries', 'form-structure-and-sense'],
  'expression-of-ideas': ['rhetorical-synthesis', 'transitions'],
} as const;

export const MATH_DOMAINS = {
  algebra: [
    'linear-equations-one-variable',
    'linear-functions',
    'linear-equations-two-variables',
    'systems-of-linear-equations',
    'linear-inequalities',
  ],
  'advanced-math': ['nonlinear-functions', 'nonlinear-equations-and-systems', 'equivalent-expressions'],
  'problem-solving-data-analysis': [
    'ratios-rates-proportions-units',
    'percentages',
    'one-variable-data',
    'two-variable-data',
    'probability',
    'inference-from-samples',
    'evaluating-statistical-claims',
  ],
  'geometry-trigonometry': ['area-and-volume', 'lines-angles-triangles', 'right-triangles-trigonometry', 'circles'],
} as const;

export type Domain = keyof typeof READING_WRITING_DOMAINS | keyof typeof MATH_DOMAINS;

/** The domains a question of a section may carry. */
export function domainsOf(section: Section): Record<string, readonly string[]> {
  return MATH_SECTIONS.includes(section) ? MATH_DOMAINS : READING_WRITING_DOMAINS;
}

export function isValidClassification(section: Section, domain: string, skill: string): boolean {
  const domains = domainsOf(section);
  return domain in domains && domains[domain].includes(skill);
}

export function versionOf(section: Section): TestVersionId {
  return (SECTIONS.digital as readonly string[]).includes(section) ? 'digital' : 'paper';
}
