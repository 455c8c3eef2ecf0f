/** The OpenAPI component schemas of the flashcards contract (@app/shared's flashcards.ts). */
import { CARD_STATES, DECK_KINDS, FLASH_LIMITS as L, PARTS_OF_SPEECH, WEEK_DAYS } from '@app/shared';
import { arr, bool, int, obj, oneOfStr, ref, str, type Schema } from '../../lib/openapi';

const num = (): Schema => ({ type: 'number' });
const nullableInt = (): Schema => ({ type: 'integer', nullable: true });
const date = (): Schema => str({ format: 'date' });
const dateTime = (): Schema => str({ format: 'date-time' });

const cardFields = {
  term: str({ maxLength: L.termMax }),
  part_of_speech: oneOfStr(PARTS_OF_SPEECH),
  definition: str({ maxLength: L.definitionMax }),
  example: str({ maxLength: L.exampleMax }),
  gloss_zh_cn: str({ maxLength: L.glossMax }),
  gloss_zh_tw: str({ maxLength: L.glossMax }),
};

const deckSummary = {
  id: int(),
  kind: oneOfStr(DECK_KINDS),
  name: str(),
  description: str(),
  card_count: int(),
  editable: bool(),
  owner_name: str({ nullable: true }),
  due_count: int(),
  new_count: int(),
  class_ids: arr(int()),
};

const assignment = {
  class_id: int(),
  deck_id: int(),
  title: str({ maxLength: L.quizTitleMax }),
  days: arr(oneOfStr(WEEK_DAYS)),
  start_date: date(),
  weeks: int({ minimum: 1, maximum: L.quizWeeksMax }),
  question_count: int({ minimum: L.quizQuestionsMin, maximum: L.quizQuestionsMax }),
};

const quizResult = obj({ score: int(), total: int(), answers: arr(int()), key: arr(int()) });

export const FLASH_SCHEMAS: Record<string, Schema> = {
  CardInput: obj(cardFields, ['term', 'part_of_speech', 'definition']),
  FlashCard: obj({ id: int(), deck_id: int(), ...cardFields }),
  DeckInput: obj({ name: str({ maxLength: L.deckNameMax }), description: str({ maxLength: L.deckDescriptionMax }) }, ['name']),
  DeckSummary: obj(deckSummary),
  DeckDetail: obj({ ...deckSummary, cards: arr(ref('FlashCard')) }),
  CardState: obj(
    {
      card_id: int(),
      state: oneOfStr(CARD_STATES),
      due: dateTime(),
      stability: num(),
      difficulty: num(),
      scheduled_days: int(),
      learning_steps: int(),
      reps: int(),
      lapses: int(),
      last_review: dateTime(),
    },
    ['card_id', 'state', 'due', 'stability', 'difficulty', 'scheduled_days', 'learning_steps', 'reps', 'lapses', 'last_review'],
  ),
  StudyQueue: obj({
    deck_id: int(),
    items: arr(obj({ card: ref('FlashCard'), state: ref('CardState') })),
    due_count: int(),
    new_left_today: int(),
    new_per_day: int(),
  }),
  ReviewResult: obj({ state: ref('CardState'), new_left_today: int() }),
  MergeResult: obj({ merged: int(), skipped: int() }),
  QuizAssignmentInput: obj(assignment, ['class_id', 'deck_id', 'title', 'days', 'start_date', 'weeks', 'question_count']),
  QuizAssignment: obj({ id: int(), class_name: str(), deck_name: str(), ...assignment }),
  QuizOccurrence: obj({
    assignment_id: int(),
    title: str(),
    class_name: str(),
    deck_name: str(),
    date: date(),
    question_count: int(),
    score: nullableInt(),
  }),
  QuizSheet: obj({
    assignment_id: int(),
    date: date(),
    title: str(),
    questions: arr(obj({ card_id: int(), term: str(), part_of_speech: oneOfStr(PARTS_OF_SPEECH), choices: arr(str()) })),
    result: quizResult,
  }),
  QuizResult: quizResult,
  QuizScores: obj({
    assignment: ref('QuizAssignment'),
    total: int(),
    dates: arr(date()),
    rows: arr(obj({ student: obj({ id: int(), name: str() }), scores: arr(obj({ date: date(), score: nullableInt() })) })),
  }),
};
