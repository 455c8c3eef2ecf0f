import { compare, type Rational } from './rational';
import { parseNumberText } from './number-text';
import type { KeyValidation, QuestionType } from './types';

export type Op = '=' | '<' | '<=' | '>' | '>=';
export interface Condition {
  op: Op;
  value: Rational;
}
/** One accepted answer: every condition must hold. A single '=' condition is an exact answer. */
export type Alternative = Condition[];

export type AnswerKey =
  | { kind: 'none' } // '*': no right answer
  | { kind: 'choices'; letters: Set<string> }
  | { kind: 'numeric'; alternatives: Alternative[] };

type Parsed = { ok: true; key: AnswerKey } | { ok: false; messageId: KeyErrorId };

export type KeyErrorId =
  | 'answerKey.empty'
  | 'answerKey.blank'
  | 'answerKey.englishSymbols'
  | 'answerKey.syntax'
  | 'answerKey.unsatisfiable'
  | 'answerKey.letterExpected'
  | 'answerKey.numberExpected';

/** English texts of the key errors; the editor shows the localized ones by messageId. */
export const KEY_ERROR_TEXT: Record<KeyErrorId, string> = {
  'answerKey.empty': 'Enter the answer key.',
  'answerKey.blank': 'No blanks: remove the spaces from the answer key.',
  'answerKey.englishSymbols': 'Use English symbols only (for example < > = / . , and ordinary digits), not full-width or special characters.',
  'answerKey.syntax':
    'The answer key is not well formed: write numbers like 3, 3.5, .5 or 7/2, ranges like >=1.5&<2, separate accepted answers with commas.',
  'answerKey.unsatisfiable': 'No number satisfies this range.',
  'answerKey.letterExpected': 'A multiple-choice key lists choice letters, like B or A,C.',
  'answerKey.numberExpected': 'A grid-in key lists numbers or ranges, like 7/2,3.5 or >=1.5&<2.',
};

const CONDITION = /^(<=|>=|<|>)?(.+)$/;

function parseCondition(text: string): Condition | null {
  const m = CONDITION.exec(text);
  if (!m) return null;
  const num = parseNumberText(m[2], true);
  return num ? { op: (m[1] as Op | undefined) ?? '=', value: num.value } : null;
}

/** Whether some number satisfies every condition (bounds and equalities). */
function satisfiable(conditions: Condition[]): boolean {
  let lower: Condition | null = null;
  let upper: Condition | null = null;
  const tighter = (a: Condition | null, b: Condition, sign: 1 | -1) => {
    if (!a) return b;
    const c = compare(b.value, a.value) * sign;
    return c > 0 || (c === 0 && (b.op === '>' || b.op === '<')) ? b : a;
  };
  for (const c of conditions) {
    if (c.op === '>' || c.op === '>=' || c.op === '=') lower = tighter(lower, { op: c.op === '=' ? '>=' : c.op, value: c.value }, 1);
    if (c.op === '<' || c.op === '<=' || c.op === '=') upper = tighter(upper, { op: c.op === '=' ? '<=' : c.op, value: c.value }, -1);
  }
  if (!lower || !upper) return true;
  const c = compare(lower.value, upper.value);
  return c < 0 || (c === 0 && lower.op === '>=' && upper.op === '<=');
}

function parseNumeric(text: string): Parsed {
  const alternatives: Alternative[] = [];
  for (const alt of text.split(',')) {
    const conditions: Condition[] = [];
    for (const part of alt.split('&')) {
      const c = parseCondition(part);
      if (!c) return { ok: false, messageId: /^[A-Za-z]$/.test(part) ? 'answerKey.numberExpected' : 'answerKey.syntax' };
      conditions.push(c);
    }
    if (!satisfiable(conditions)) return { ok: false, messageId: 'answerKey.unsatisfiable' };
    alternatives.push(conditions);
  }
  return { ok: true, key: { kind: 'numeric', alternatives } };
}

function parseChoices(text: string): Parsed {
  const letters = new Set<string>();
  for (const part of text.split(',')) {
    if (!/^[A-Za-z]$/.test(part))
      return { ok: false, messageId: /^[-.\d<>=/&]/.test(part) && part !== '' ? 'answerKey.letterExpected' : 'answerKey.syntax' };
    letters.add(part.toUpperCase());
  }
  return { ok: true, key: { kind: 'choices', letters } };
}

/** Strict parse, as the editor needs it: the exact text the author typed. */
export function parseAnswerKey(key: string, type: QuestionType): Parsed {
  if (key.length === 0) return { ok: false, messageId: 'answerKey.empty' };
  if (/\s/.test(key)) return { ok: false, messageId: key.trim() === '' ? 'answerKey.empty' : 'answerKey.blank' };
  if (/[^\x21-\x7e]/.test(key)) return { ok: false, messageId: 'answerKey.englishSymbols' };
  if (key === '*') return { ok: true, key: { kind: 'none' } };
  return type === 'multiple-choice' ? parseChoices(key) : parseNumeric(key);
}

/**
 * Lenient parse, for grading keys already stored: full-width symbols and stray spaces (from an older
 * editor or an import) are read for what they mean instead of failing a student's right answer.
 */
export function readStoredKey(key: string, type: QuestionType): AnswerKey | null {
  const cleaned = key.normalize('NFKC').replace(/≤/g, '<=').replace(/≥/g, '>=').replace(/\s+/g, '');
  const parsed = parseAnswerKey(cleaned, type);
  return parsed.ok ? parsed.key : null;
}

export function validateAnswerKey(key: string, type: QuestionType): KeyValidation {
  const parsed = parseAnswerKey(key, type);
  return parsed.ok ? { ok: true } : { ok: false, messageId: parsed.messageId, message: KEY_ERROR_TEXT[parsed.messageId] };
}
