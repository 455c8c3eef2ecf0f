import type { IntlShape } from 'react-intl';
import {
  MATH_SECTIONS,
  validateAnswerKey,
  type ChoiceDto,
  type Difficulty,
  type KeyErrorId,
  type QuestionDto,
  type QuestionInput,
  type QuestionType,
  type Section,
} from '@app/shared';
import { formMessages } from '../../components/form/messages';
import { MAX_CHOICES, MIN_CHOICES, reletter } from './components/choices-editor';
import { answerKeyMessages, qbMessages } from './messages';

export const QUESTION_FIELDS = ['type', 'section', 'domain', 'skill', 'difficulty', 'source', 'stem', 'answer_key', 'explanation'] as const;
export type QuestionFormValues = Record<(typeof QUESTION_FIELDS)[number], string>;

export interface QuestionDraft {
  values: QuestionFormValues;
  choices: ChoiceDto[];
  labelIds: number[];
  passage: { id: number; title: string } | null;
}

export const emptyDraft = (): QuestionDraft => ({
  values: { type: 'multiple-choice', section: '', domain: '', skill: '', difficulty: '', source: '', stem: '', answer_key: '', explanation: '' },
  choices: reletter(['', '', '', '']),
  labelIds: [],
  passage: null,
});

export function draftFromQuestion(q: QuestionDto): QuestionDraft {
  return {
    values: {
      type: q.type,
      section: q.section,
      domain: q.domain,
      skill: q.skill,
      difficulty: q.difficulty,
      source: q.source ?? '',
      stem: q.stem,
      answer_key: q.answer_key,
      explanation: q.explanation,
    },
    // A grid-in keeps four empty choices ready in case the author switches it to multiple choice.
    choices: q.type === 'multiple-choice' && q.choices.length > 0 ? q.choices : reletter(['', '', '', '']),
    labelIds: q.labels.map((l) => l.id),
    passage: q.passage,
  };
}

export function toQuestionInput(d: QuestionDraft): QuestionInput {
  const v = d.values;
  const type = v.type as QuestionType;
  return {
    type,
    section: v.section as Section,
    domain: v.domain,
    skill: v.skill,
    difficulty: v.difficulty as Difficulty,
    source: v.source.trim() || null,
    stem: v.stem,
    choices: type === 'multiple-choice' ? d.choices.map((c) => ({ label: c.label, text: c.text.trim() })) : [],
    answer_key: v.answer_key,
    explanation: v.explanation,
    passage_id: d.passage?.id ?? null,
    label_ids: d.labelIds,
  };
}

/** The checks the server makes too (question-rules.ts), so most mistakes show before a round trip. */
export function validateDraft(d: QuestionDraft, intl: IntlShape): Record<string, string> {
  const v = d.values;
  const errors: Record<string, string> = {};
  const required = intl.formatMessage(formMessages.required);
  for (const field of ['section', 'domain', 'skill', 'difficulty'] as const) if (!v[field]) errors[field] = required;
  if (!v.stem.trim()) errors.stem = required;
  const type = v.type as QuestionType;
  if (type === 'grid-in' && v.section && !(MATH_SECTIONS as readonly string[]).includes(v.section)) {
    errors.type = intl.formatMessage(qbMessages.gridInMathOnly);
  }
  if (type === 'multiple-choice') {
    if (d.choices.length < MIN_CHOICES || d.choices.length > MAX_CHOICES) errors.choices = intl.formatMessage(qbMessages.choicesCount);
    else if (d.choices.some((c) => !c.text.trim())) errors.choices = intl.formatMessage(qbMessages.choicesText);
  }
  const key = validateAnswerKey(v.answer_key, type);
  if (!key.ok) errors.answer_key = intl.formatMessage(answerKeyMessages[key.messageId as KeyErrorId]);
  else if (type === 'multiple-choice' && v.answer_key !== '*' && !errors.choices) {
    const letters = new Set(d.choices.map((c) => c.label));
    if (v.answer_key.split(',').some((l) => !letters.has(l.toUpperCase()))) errors.answer_key = intl.formatMessage(qbMessages.keyNotAChoice);
  }
  return errors;
}
