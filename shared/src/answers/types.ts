/**
 * The answer checker's contract. Used by the question editor's live preview and by the grader, so a
 * key means the same thing everywhere. See ../../../README "answer keys" and digital-sat.md.
 *
 * Answer-key grammar (spec section 5, digital-sat.md):
 *   key          := '*' | alternative (',' alternative)*
 *   alternative  := condition ('&' condition)*          -- every condition must hold
 *   condition    := number | op number                   -- a bare number means "equals"
 *   op           := '<' | '<=' | '>' | '>='
 *   number       := '-'? (digits | digits '.' digits? | '.' digits | digits '/' digits)
 *   multiple choice: alternative := a choice letter A..Z (the listed letters are all accepted)
 * No blanks and only English (ASCII) symbols. '*' = no right answer (nobody gets it);
 * a multiple-choice key listing every choice = a free point (everybody gets it, even a blank).
 */
export const QUESTION_TYPES = ['multiple-choice', 'grid-in'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/**
 * The types the grader scores by itself (issue 12 item 13). Today that is every type; a type added later
 * that needs a person (an essay) is left out here, and only tests with such a part get a teacher's score.
 */
export const MACHINE_SCORED_QUESTION_TYPES: readonly QuestionType[] = ['multiple-choice', 'grid-in'];

/** A test is machine-scored when every question of it is: its score is the automatic one, a teacher only reviews. */
export function isMachineScored(types: Iterable<string>): boolean {
  for (const t of types) if (!(MACHINE_SCORED_QUESTION_TYPES as readonly string[]).includes(t)) return false;
  return true;
}
export type TestVersion = 'digital' | 'paper';

export interface GradeOptions {
  type: QuestionType;
  /** Grid-in entry rules: digital (5 characters, 6 with a minus sign) or paper (4 columns, no negatives). Default digital. */
  version?: TestVersion;
  /** Number of choices of a multiple-choice question (A..), to recognise a free point. Default 4. */
  choiceCount?: number;
}

export type GradeReason =
  | 'exact' // the response has the key's value (any equivalent form: 1/2 = .5 = 0.50 = 2/4)
  | 'approximation' // a decimal that fills the entry space, truncated or rounded from the exact value
  | 'in-range' // inside a range alternative
  | 'choice' // a listed choice letter
  | 'free-point' // every choice is right: counts for everyone
  | 'no-right-answer' // key '*': counts for no one
  | 'blank' // nothing entered
  | 'not-a-number' // not a valid grid-in entry
  | 'wrong';

export interface GradeResult {
  correct: boolean;
  reason: GradeReason;
}

export type KeyValidation = { ok: true } | { ok: false; message: string; messageId: string };
