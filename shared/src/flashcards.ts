/**
 * Flashcards (issue 16; spec sections 2, 4 and 9): the contract between the server's flashcards module and
 * the client's flashcards feature. Routes, bodies, answers and bounds live here so both sides check the
 * same limits; the FSRS scheduling both sides run (the server for accounts, the browser for visitors) is in
 * flashcards-fsrs.ts, and the quiz builder both run is below.
 */
import type { WeekDay } from './classes';

// ---------------------------------------------------------------------------------------------------------
// Enumerations and bounds
// ---------------------------------------------------------------------------------------------------------

/** Whose deck: the admins' library (every visitor sees it), a teacher's (shared with classes), a student's own. */
export const DECK_KINDS = ['library', 'teacher', 'student'] as const;
export type DeckKind = (typeof DECK_KINDS)[number];

export const PARTS_OF_SPEECH = ['noun', 'verb', 'adjective', 'adverb', 'preposition', 'conjunction', 'phrase'] as const;
export type PartOfSpeech = (typeof PARTS_OF_SPEECH)[number];

/** The four answers of a review, with FSRS's numbers (1 again ... 4 easy): the keys 1-4 rate a card. */
export const FLASH_RATINGS = ['again', 'hard', 'good', 'easy'] as const;
export type FlashRating = (typeof FLASH_RATINGS)[number];
export const ratingNumber = (r: FlashRating): 1 | 2 | 3 | 4 => (FLASH_RATINGS.indexOf(r) + 1) as 1 | 2 | 3 | 4;

/** FSRS card states, with ts-fsrs's numbers (stored as a smallint). */
export const CARD_STATES = ['new', 'learning', 'review', 'relearning'] as const;
export type CardStateName = (typeof CARD_STATES)[number];

export const FLASH_LIMITS = {
  deckNameMax: 100,
  deckDescriptionMax: 1000,
  termMax: 100,
  definitionMax: 500,
  exampleMax: 500,
  glossMax: 200,
  /** Cards one deck may hold (the SAT Part 2 list is 2,500 words; room for a teacher's bigger lists). */
  cardsPerDeckMax: 5000,
  /** New cards a student starts per day across their decks (Anki's default is 20). */
  newPerDay: 20,
  /** Cards one study request hands out (the client asks again when it runs low). */
  queueMax: 100,
  /** Card states one merge request may carry (a visitor rarely studies more in one browser). */
  mergeMax: 2000,
  /** FSRS bounds the merge checks, so a forged state cannot schedule a card centuries away. */
  stabilityMax: 36500,
  difficultyMin: 1,
  difficultyMax: 10,
  repsMax: 100000,
  quizQuestionsMin: 5,
  quizQuestionsMax: 30,
  quizWeeksMax: 26,
  quizTitleMax: 100,
  /** Distinct terms a deck needs for a multiple-choice quiz (one answer and three distractors). */
  quizDeckMin: 4,
} as const;

/** The spec's "3 vocabulary quizzes a week" (section 9): Monday, Wednesday and Friday unless the teacher picks others. */
export const DEFAULT_QUIZ_DAYS: readonly WeekDay[] = ['mon', 'wed', 'fri'];
export const QUIZ_CHOICES = 4;

// ---------------------------------------------------------------------------------------------------------
// Shapes
// ---------------------------------------------------------------------------------------------------------

export interface CardContent {
  term: string;
  part_of_speech: PartOfSpeech;
  definition: string;
  example: string;
  gloss_zh_cn: string;
  gloss_zh_tw: string;
}
export type CardInput = CardContent;

export interface FlashCardDto extends CardContent {
  id: number;
  deck_id: number;
}

/**
 * One user's FSRS memory of one card, as the API and the browser's store carry it. Dates are ISO strings;
 * `last_review` is null for a card never rated.
 */
export interface CardStateDto {
  card_id: number;
  state: CardStateName;
  due: string;
  stability: number;
  difficulty: number;
  scheduled_days: number;
  learning_steps: number;
  reps: number;
  lapses: number;
  last_review: string | null;
}

export interface DeckSummaryDto {
  id: number;
  kind: DeckKind;
  name: string;
  description: string;
  card_count: number;
  /** True when the caller may edit it (owner; admins for the library). */
  editable: boolean;
  owner_name: string | null;
  /** The caller's cards due now and not yet started (0 for visitors). */
  due_count: number;
  new_count: number;
  /** Classes a teacher's deck is shared with (ids), only for its owner. */
  class_ids?: number[];
}

export interface DeckDetailDto extends DeckSummaryDto {
  cards: FlashCardDto[];
}

export interface DeckInput {
  name: string;
  description?: string;
}

/** A card to study with the caller's state (null: never studied). */
export interface StudyItemDto {
  card: FlashCardDto;
  state: CardStateDto | null;
}

export interface StudyQueueDto {
  deck_id: number;
  /** Due reviews first (oldest due first), then new cards within today's allowance. */
  items: StudyItemDto[];
  due_count: number;
  new_left_today: number;
  new_per_day: number;
}

export interface ReviewInput {
  rating: FlashRating;
}

export interface ReviewResultDto {
  state: CardStateDto;
  new_left_today: number;
}

/** POST /flashcards/merge: what a visitor's browser kept, sent once they have an account. */
export interface MergeInput {
  states: CardStateDto[];
}
export interface MergeResultDto {
  /** States written (the browser's was newer or the account had none). */
  merged: number;
  /** States the account already had as recent or newer (a repeated merge skips every one). */
  skipped: number;
}

// Quizzes ---------------------------------------------------------------------------------------------------

export interface QuizQuestionDto {
  card_id: number;
  term: string;
  part_of_speech: PartOfSpeech;
  /** Four definitions, one of them the term's; the others from other cards of the same deck. */
  choices: string[];
}

/** A quiz with its key: what the builder makes (the server keeps `answer`, the client's practice quiz too). */
export interface QuizQuestion extends QuizQuestionDto {
  answer: number;
}

export interface QuizAssignmentInput {
  class_id: number;
  deck_id: number;
  title: string;
  days: WeekDay[];
  start_date: string;
  weeks: number;
  question_count: number;
}

export interface QuizAssignmentDto {
  id: number;
  class_id: number;
  class_name: string;
  deck_id: number;
  deck_name: string;
  title: string;
  days: WeekDay[];
  start_date: string;
  weeks: number;
  question_count: number;
}

/** One sitting of an assignment: the quiz of one scheduled day. */
export interface QuizOccurrenceDto {
  assignment_id: number;
  title: string;
  class_name: string;
  deck_name: string;
  date: string;
  question_count: number;
  /** The caller's score when done. */
  score: number | null;
}

export interface QuizSheetDto {
  assignment_id: number;
  date: string;
  title: string;
  questions: QuizQuestionDto[];
  /** Present when already taken: the score and the key, so the sheet shows the corrections. */
  result: QuizResultDto | null;
}

export interface QuizAnswersInput {
  answers: number[];
}

export interface QuizResultDto {
  score: number;
  total: number;
  answers: number[];
  key: number[];
}

export interface QuizScoreRowDto {
  student: { id: number; name: string };
  /** One entry per occurrence date up to today: the score, or null when not taken. */
  scores: { date: string; score: number | null }[];
}

export interface QuizScoresDto {
  assignment: QuizAssignmentDto;
  total: number;
  dates: string[];
  rows: QuizScoreRowDto[];
}

// ---------------------------------------------------------------------------------------------------------
// Routes
// ---------------------------------------------------------------------------------------------------------

export const FLASH_ROUTES = {
  library: '/flashcards/library', // GET  anyone (no login): the library decks
  libraryDeck: '/flashcards/library/:deckId', // GET  anyone: a library deck with its cards (the visitor studies it)
  decks: '/flashcards/decks', // GET logged-in: decks the caller sees; POST: a deck of their own (admins: the library)
  deck: '/flashcards/decks/:deckId', // GET a visible deck with cards; PATCH/DELETE its editor
  deckClasses: '/flashcards/decks/:deckId/classes', // PUT teacher owner: { class_ids } the deck is shared with
  cards: '/flashcards/decks/:deckId/cards', // POST editor: a card
  card: '/flashcards/cards/:cardId', // PATCH/DELETE editor
  study: '/flashcards/decks/:deckId/study', // GET: the caller's queue
  review: '/flashcards/cards/:cardId/review', // POST: { rating }
  merge: '/flashcards/merge', // POST: a visitor's card states, idempotent
  quizzes: '/flashcards/quizzes', // GET teacher: assignments of their classes; POST teacher: assign
  quiz: '/flashcards/quizzes/:quizId', // DELETE teacher of the class
  quizScores: '/flashcards/quizzes/:quizId/scores', // GET teacher of the class
  myQuizzes: '/flashcards/my-quizzes', // GET student: occurrences up to today with their scores
  quizSheet: '/flashcards/quizzes/:quizId/:date', // GET student of the class: the questions
  quizAnswers: '/flashcards/quizzes/:quizId/:date/answers', // POST student: { answers }, once
} as const;
export type FlashRouteName = keyof typeof FLASH_ROUTES;

export function flashPath(name: FlashRouteName, params: Record<string, string | number> = {}): string {
  return FLASH_ROUTES[name].replace(/:([A-Za-z]+)/g, (_m, key: string) => {
    const v = params[key];
    if (v === undefined) throw new Error(`flashPath(${name}): missing ${key}`);
    return encodeURIComponent(String(v));
  });
}

// ---------------------------------------------------------------------------------------------------------
// Quiz building (pure, seeded: the server rebuilds the same sheet to grade it)
// ---------------------------------------------------------------------------------------------------------

/** mulberry32: a small seeded generator, so a quiz is the same sheet each time it is built. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A seed from text (FNV-1a), e.g. `${assignmentId}:${date}`. */
export function seedOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function shuffled<T>(items: readonly T[], rnd: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

type QuizCard = Pick<FlashCardDto, 'id' | 'term' | 'part_of_speech' | 'definition'>;

/**
 * `count` questions (fewer when the deck is smaller): each asks a term's definition among four, the three
 * distractors drawn from other cards of the deck, preferring the same part of speech so the grammar of a
 * choice gives nothing away. Cards with the same definition never stand as each other's distractor.
 */
export function buildQuiz(cards: readonly QuizCard[], count: number, seed: number): QuizQuestion[] {
  const rnd = seededRandom(seed);
  const picked = shuffled(cards, rnd).slice(0, count);
  return picked.map((card) => {
    const others = cards.filter((c) => c.id !== card.id && c.definition !== card.definition);
    const same = shuffled(
      others.filter((c) => c.part_of_speech === card.part_of_speech),
      rnd,
    );
    const rest = shuffled(
      others.filter((c) => c.part_of_speech !== card.part_of_speech),
      rnd,
    );
    const distractors: string[] = [];
    for (const c of [...same, ...rest]) {
      if (distractors.length === QUIZ_CHOICES - 1) break;
      if (!distractors.includes(c.definition)) distractors.push(c.definition);
    }
    const choices = shuffled([card.definition, ...distractors], rnd);
    return { card_id: card.id, term: card.term, part_of_speech: card.part_of_speech, choices, answer: choices.indexOf(card.definition) };
  });
}

/** The dates an assignment's quizzes fall on: each chosen weekday of `weeks` weeks from `start` (YYYY-MM-DD). */
export function quizDates(start: string, weeks: number, days: readonly WeekDay[]): string[] {
  const order = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
  const first = new Date(`${start}T00:00:00Z`);
  const out: string[] = [];
  for (let i = 0; i < weeks * 7; i++) {
    const d = new Date(first.getTime() + i * 86_400_000);
    if (days.includes(order[d.getUTCDay()] as WeekDay)) out.push(d.toISOString().slice(0, 10));
  }
  return out;
}

/** The score of `answers` against the sheet's key. */
export const quizScore = (key: readonly number[], answers: readonly number[]): number => key.filter((k, i) => answers[i] === k).length;
