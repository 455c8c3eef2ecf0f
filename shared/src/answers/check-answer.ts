import { readStoredKey } from './answer-key';
import { gradeGridIn, readGridInResponse } from './grid-in';
import type { GradeOptions, GradeReason, GradeResult, QuestionType } from './types';

const CORRECT: ReadonlySet<GradeReason> = new Set(['exact', 'approximation', 'in-range', 'choice', 'free-point']);
const result = (reason: GradeReason): GradeResult => ({ correct: CORRECT.has(reason), reason });

const CHOICE_LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

function gradeChoice(letters: Set<string>, raw: string, choiceCount: number): GradeReason {
  const all = CHOICE_LETTERS.slice(0, choiceCount).split('');
  // Every choice marked right: the question counts for everyone, whatever (or whether) they answered.
  if (all.every((l) => letters.has(l))) return 'free-point';
  const response = raw.normalize('NFKC').trim().toUpperCase();
  if (response === '') return 'blank';
  return letters.has(response) ? 'choice' : 'wrong';
}

/**
 * Grades one response against an answer key. Never throws: a key that cannot be read marks nothing
 * right (the editor refuses such keys, see validateAnswerKey).
 */
export function gradeAnswer(answerKey: string, response: string, opts: GradeOptions): GradeResult {
  const key = readStoredKey(answerKey, opts.type);
  if (!key) return result(response.trim() === '' ? 'blank' : 'wrong');
  if (key.kind === 'none') return result('no-right-answer');
  if (key.kind === 'choices') return result(gradeChoice(key.letters, response, opts.choiceCount ?? 4));
  const version = opts.version ?? 'digital';
  return result(gradeGridIn(key.alternatives, readGridInResponse(response, version), version));
}

/** The product's answer check: digital grid-in rules, four choices. */
export function checkAnswer(answerKey: string, response: string, type: QuestionType): boolean {
  return gradeAnswer(answerKey, response, { type }).correct;
}
