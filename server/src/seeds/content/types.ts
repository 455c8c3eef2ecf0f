/**
 * The format of the original sample content seeded at first start. Written for this product (College
 * Board questions are copyrighted). Every question's key is checked by the shared answer checker in a
 * test, together with `wrongResponse`, a plausible answer that must be graded wrong.
 */
import type { Difficulty, QuestionType, Section } from '@app/shared';

export interface SeedPassage {
  title: string;
  /** Rich text: paragraphs as <p>…</p>; TeX math as \( … \). */
  body: string;
  source?: string;
}

export interface SeedQuestion {
  /** Stable, unique slug (e.g. "rw-m1-07"): seeding is idempotent by it. */
  slug: string;
  type: QuestionType;
  domain: string;
  skill: string;
  difficulty: Difficulty;
  /** Rich text: <p>…</p>, <em>, <strong>, <u>, tables as <table>; TeX math as \( … \) or \[ … \]. */
  stem: string;
  /** Multiple choice only: exactly four choices, labelled A to D in order. */
  choices?: { label: 'A' | 'B' | 'C' | 'D'; text: string }[];
  /** In the answer-key grammar of @app/shared (validateAnswerKey must accept it). */
  answerKey: string;
  /** A plausible wrong response (a wrong letter, or a wrong number such as a common slip). */
  wrongResponse: string;
  /** Grid-in with a range key only: one response inside the range. Otherwise the key's first answer is used. */
  rightResponse?: string;
  /** Why the right answer is right and the tempting wrong ones are wrong. */
  explanation: string;
  /** Reading and Writing questions: the short passage the question is about (one per question on the digital SAT). */
  passage?: SeedPassage;
}

export interface SeedModule {
  slug: string;
  title: string;
  section: Section;
  /** Minutes: digital RW 32, Math 35; paper Math calculator 55. */
  timeLimitMinutes: number;
  questions: SeedQuestion[];
}
