/**
 * The rules that tie a question's fields together (classification, choices and key), checked on the
 * merged question so a PATCH of one field cannot leave the others inconsistent. Pure: unit-testable.
 */
import { domainsOf, MATH_SECTIONS, validateAnswerKey, type ChoiceDto, type QuestionType, type Section } from '@app/shared';

export const MIN_CHOICES = 2;
export const MAX_CHOICES = 5;
export const CHOICE_TEXT_MAX = 5000;

export interface QuestionShape {
  type: QuestionType;
  section: Section;
  domain: string;
  skill: string;
  choices: ChoiceDto[];
  answerKey: string;
}

const letter = (i: number) => String.fromCharCode(65 + i);

/**
 * Field -> message id of every broken rule; empty when the question is consistent. `domains`: what the
 * section may carry, the built-in taxonomy unless the caller adds the admins' subjects (subjects module).
 */
export function questionProblems(q: QuestionShape, domains: Record<string, readonly string[]> = domainsOf(q.section)): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!Object.hasOwn(domains, q.domain)) problems.domain = 'validation.question.domain';
  else if (!domains[q.domain].includes(q.skill)) problems.skill = 'validation.question.skill';

  if (q.type === 'grid-in') {
    // Student-produced responses exist in the Math sections only.
    if (!MATH_SECTIONS.includes(q.section)) problems.type = 'validation.question.grid_in_math';
    if (q.choices.length > 0) problems.choices = 'validation.question.choices.grid_in';
  } else if (q.choices.length < MIN_CHOICES || q.choices.length > MAX_CHOICES) {
    problems.choices = 'validation.question.choices.count';
  } else if (q.choices.some((c, i) => c.label !== letter(i))) {
    problems.choices = 'validation.question.choices.label';
  } else if (q.choices.some((c) => c.text.trim() === '')) {
    problems.choices = 'validation.question.choices.text';
  }

  const key = validateAnswerKey(q.answerKey, q.type);
  if (!key.ok) problems.answer_key = key.messageId;
  else if (q.type === 'multiple-choice' && q.answerKey !== '*' && !problems.choices) {
    const labels = new Set(q.choices.map((c) => c.label));
    if (q.answerKey.split(',').some((l) => !labels.has(l.toUpperCase()))) problems.answer_key = 'validation.question.answer_key.choice';
  }
  return problems;
}

/** Multiple-choice keys are stored upper-case (`a,c` -> `A,C`); numeric keys as typed. */
export const normalizeKey = (key: string, type: QuestionType): string => (type === 'multiple-choice' ? key.toUpperCase() : key);

/** The choices as stored: exactly label and text. */
export const normalizeChoices = (choices: ChoiceDto[] | undefined): ChoiceDto[] =>
  (choices ?? []).map((c) => ({ label: c.label.trim().toUpperCase(), text: c.text.trim() }));
