/**
 * Suggested section, domain, skill and difficulty for a draft the parser read: keyword rules over the stem,
 * the choices and the passage. A suggestion only: the author checks every draft before importing it, and the
 * AI analysis (when configured) makes its own.
 */
import { MATH_SECTIONS, type ChoiceDto, type Difficulty, type QuestionType, type Section } from '@app/shared';

export interface Suggestion {
  section: Section;
  domain: string;
  skill: string;
  difficulty: Difficulty;
}

interface Rule {
  domain: string;
  skill: string;
  words: RegExp;
}

// First match wins: the narrower skills come before the broad ones.
const MATH_RULES: Rule[] = [
  { domain: 'problem-solving-data-analysis', skill: 'probability', words: /\bprobabilit|\bat random\b|\bchance\b/i },
  { domain: 'problem-solving-data-analysis', skill: 'percentages', words: /%|\bpercent/i },
  { domain: 'problem-solving-data-analysis', skill: 'one-variable-data', words: /\b(mean|median|mode|range|standard deviation|average)\b/i },
  { domain: 'problem-solving-data-analysis', skill: 'two-variable-data', words: /\bscatterplot|\bline of best fit\b/i },
  {
    domain: 'problem-solving-data-analysis',
    skill: 'ratios-rates-proportions-units',
    words: /\bratio|\brate\b|\bper\b|\bfor every\b|\bproportion|\bmiles\b|\bunits?\b/i,
  },
  { domain: 'geometry-trigonometry', skill: 'right-triangles-trigonometry', words: /\b(sin|cos|tan)\b|\bright triangle|\bhypotenuse/i },
  { domain: 'geometry-trigonometry', skill: 'circles', words: /\bcircle|\bradius|\bdiameter|\bcircumference|\barc\b/i },
  { domain: 'geometry-trigonometry', skill: 'area-and-volume', words: /\barea\b|\bvolume\b|\bperimeter|\bcube\b|\bcylinder|\brectangle/i },
  { domain: 'geometry-trigonometry', skill: 'lines-angles-triangles', words: /\bangle|\btriangle|\bparallel|\bdegrees?\b/i },
  { domain: 'algebra', skill: 'systems-of-linear-equations', words: /\bsystem of equations|\bsystem\b.*\bequations|\bsolution \(x, y\)/i },
  { domain: 'algebra', skill: 'linear-inequalities', words: /[<>≤≥]|\binequalit/i },
  { domain: 'advanced-math', skill: 'nonlinear-functions', words: /\bquadratic|\bexponential|\bparabola|\^\s*2|²|\bvertex\b/i },
  { domain: 'advanced-math', skill: 'equivalent-expressions', words: /\bequivalent\b|\bexpression\b|\bsimplif/i },
  { domain: 'algebra', skill: 'linear-functions', words: /\bf\s*\(\s*x\s*\)|\bfunction\b|\bslope\b|\by-intercept/i },
  { domain: 'algebra', skill: 'linear-equations-two-variables', words: /\bx\b.*\by\b|\by\s*=/i },
];

const READING_WRITING_RULES: Rule[] = [
  {
    domain: 'craft-and-structure',
    skill: 'words-in-context',
    words: /most logical and precise word|\bas used in\b|\bword or phrase\b|\bmost nearly means\b/i,
  },
  {
    domain: 'craft-and-structure',
    skill: 'text-structure-and-purpose',
    words: /\bmain purpose\b|\boverall structure\b|\bfunction of the\b|\bprimarily\b.*\bto\b/i,
  },
  { domain: 'craft-and-structure', skill: 'cross-text-connections', words: /\btext 1\b.*\btext 2\b|\bboth texts\b/i },
  { domain: 'expression-of-ideas', skill: 'transitions', words: /\btransition\b/i },
  { domain: 'expression-of-ideas', skill: 'rhetorical-synthesis', words: /\bnotes\b|\bstudent wants to\b/i },
  { domain: 'standard-english-conventions', skill: 'boundaries', words: /\bstandard english\b.*\bpunctuat|\bpunctuation\b|[;:—]\s*$/i },
  { domain: 'standard-english-conventions', skill: 'form-structure-and-sense', words: /\bconventions of standard english\b|\bverb\b|\bpronoun\b/i },
  { domain: 'information-and-ideas', skill: 'command-of-evidence-quantitative', words: /\b(table|graph|chart)\b/i },
  { domain: 'information-and-ideas', skill: 'command-of-evidence-textual', words: /\bsupport\b|\bevidence\b|\bquotation\b/i },
  { domain: 'information-and-ideas', skill: 'inferences', words: /\blogically completes\b|\binfer|\bmost likely\b/i },
  { domain: 'information-and-ideas', skill: 'central-ideas-and-details', words: /\bmain idea\b|\bcentral idea\b|\bmainly\b|\baccording to\b/i },
];

/** Signs that a stem is arithmetic or algebra rather than prose. */
const MATH_SIGNS = /\\\(|\$\$|[=+×÷^√π]|\d\s*[-*/]\s*\d|\b(solve|equation|value of|function|graph of|x-coordinate|integer)\b/i;

export function suggestClassification(d: {
  stem: string;
  choices: ChoiceDto[];
  passage: string | null;
  section: Section | null;
  type: QuestionType;
}): Suggestion {
  const text = `${d.stem}\n${d.choices.map((c) => c.text).join('\n')}`;
  const math = d.section ? MATH_SECTIONS.includes(d.section) : d.type === 'grid-in' || (!d.passage && MATH_SIGNS.test(text));
  const section: Section = d.section ?? (math ? 'math' : 'reading-writing');
  const rules = math ? MATH_RULES : READING_WRITING_RULES;
  const hit =
    rules.find((r) => r.words.test(text)) ??
    (math ? { domain: 'algebra', skill: 'linear-equations-one-variable' } : { domain: 'information-and-ideas', skill: 'central-ideas-and-details' });
  // Length as the rough proxy: long stems and long passages take longer to read and are harder on average.
  const words = `${d.stem} ${d.passage ?? ''}`.split(/\s+/).filter(Boolean).length;
  const difficulty: Difficulty = words > 160 ? 'hard' : words < 25 ? 'easy' : 'medium';
  return { section, domain: hit.domain, skill: hit.skill, difficulty };
}
