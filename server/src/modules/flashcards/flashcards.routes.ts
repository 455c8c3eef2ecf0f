/** Every flashcards route as one row of the route table (lib/route-table.ts), paths from @app/shared's FLASH_ROUTES. */
import type { Request } from 'express';
import { FLASH_RATINGS, FLASH_ROUTES, Role, type FlashRouteName, type FlashRating } from '@app/shared';
import { currentUser } from '../../auth/require-auth';
import { arr, int, obj, oneOfStr, ref } from '../../lib/openapi';
import { handle, routeTable, type RouteRow } from '../../lib/route-table';
import { input } from '../../lib/validate';
import type { DecksService } from './decks.service';
import type { StudyService } from './study.service';
import type { QuizzesService } from './quizzes.service';
import * as rules from './flashcards.validators';

export const flashRouteTable = routeTable(FLASH_ROUTES);
type Row = RouteRow<FlashRouteName>;

/** Who keeps decks of their own (parents and company admins only study the library and shared decks). */
const AUTHORS = [Role.Student, Role.Teacher, Role.Admin];
const T = [Role.Teacher];
const S = [Role.Student];

const ids = (req: Request) => input<{ deckId: number; cardId: number; quizId: number; date: string }>(req);
const ok = (schema: string, status = 200) => ({ status, schema: ref(schema) });
const list = (schema: string) => ({ schema: arr(ref(schema)) });

export function flashcardsRoutes(decks: DecksService, study: StudyService, quizzes: QuizzesService): Row[] {
  const me = currentUser;
  return [
    // The library, open to visitors ------------------------------------------------------------------------
    {
      name: 'library',
      method: 'get',
      roles: [],
      anonymous: true,
      rules: [],
      handler: handle(() => decks.library()),
      doc: { summary: 'The library decks (no login needed)', ok: list('DeckSummary') },
    },
    {
      name: 'libraryDeck',
      method: 'get',
      roles: [],
      anonymous: true,
      rules: rules.deckIdRules,
      handler: handle((req) => decks.detail(null, ids(req).deckId)),
      doc: { summary: 'A library deck with its cards, for a visitor to study in the browser', ok: ok('DeckDetail') },
    },
    // Decks and cards ----------------------------------------------------------------------------------------
    {
      name: 'decks',
      method: 'get',
      roles: [],
      rules: [],
      handler: handle((req) => decks.list(me(req))),
      doc: {
        summary: "Decks the caller sees: the library, their own, their classes' teacher decks; with due and new counts",
        ok: list('DeckSummary'),
      },
    },
    {
      name: 'decks',
      method: 'post',
      roles: AUTHORS,
      rules: rules.deckRules(false),
      handler: handle((req) => decks.create(me(req), input(req)), 201),
      doc: {
        summary: 'Creates a deck: a library deck (admins), a teacher deck, or a student deck',
        body: ref('DeckInput'),
        ok: ok('DeckDetail', 201),
      },
    },
    {
      name: 'deck',
      method: 'get',
      roles: [],
      rules: rules.deckIdRules,
      handler: handle((req) => decks.detail(me(req), ids(req).deckId)),
      doc: { summary: 'A deck the caller sees, with its cards', ok: ok('DeckDetail') },
    },
    {
      name: 'deck',
      method: 'patch',
      roles: [],
      rules: [...rules.deckIdRules, ...rules.deckRules(true)],
      handler: handle((req) => {
        const { deckId, ...patch } = input<{ deckId: number; name?: string; description?: string }>(req);
        return decks.update(me(req), deckId, patch);
      }),
      doc: {
        summary: 'Renames or describes a deck (its owner; admins for the library)',
        body: ref('DeckInput'),
        ok: ok('DeckDetail'),
        errors: [403],
      },
    },
    {
      name: 'deck',
      method: 'delete',
      roles: [],
      rules: rules.deckIdRules,
      handler: handle((req) => decks.remove(me(req), ids(req).deckId)),
      doc: { summary: 'Deletes a deck with its cards and everyone’s progress on them', errors: [403] },
    },
    {
      name: 'deckClasses',
      method: 'put',
      roles: T,
      rules: rules.deckClassesRules,
      handler: handle((req) => {
        const { deckId, class_ids } = input<{ deckId: number; class_ids: number[] }>(req);
        return decks.setClasses(me(req), deckId, class_ids);
      }),
      doc: {
        summary: "Shares the teacher's deck with exactly these classes (each one the caller teaches)",
        body: obj({ class_ids: arr(int()) }, ['class_ids']),
        ok: ok('DeckSummary'),
        errors: [422],
      },
    },
    {
      name: 'cards',
      method: 'post',
      roles: [],
      rules: [...rules.deckIdRules, ...rules.cardRules(false)],
      handler: handle((req) => {
        const { deckId, ...card } = input<{ deckId: number } & Record<string, string>>(req);
        return decks.addCard(me(req), deckId, { example: '', gloss_zh_cn: '', gloss_zh_tw: '', ...card } as never);
      }, 201),
      doc: { summary: 'Adds a card to a deck the caller edits', body: ref('CardInput'), ok: ok('FlashCard', 201), errors: [403, 409] },
    },
    {
      name: 'card',
      method: 'patch',
      roles: [],
      rules: [...rules.cardIdRules, ...rules.cardRules(true)],
      handler: handle((req) => {
        const { cardId, ...patch } = input<{ cardId: number } & Record<string, string>>(req);
        return decks.updateCard(me(req), cardId, patch);
      }),
      doc: { summary: 'Edits a card', body: ref('CardInput'), ok: ok('FlashCard'), errors: [403] },
    },
    {
      name: 'card',
      method: 'delete',
      roles: [],
      rules: rules.cardIdRules,
      handler: handle((req) => decks.removeCard(me(req), ids(req).cardId)),
      doc: { summary: 'Deletes a card', errors: [403] },
    },
    // Studying -----------------------------------------------------------------------------------------------
    {
      name: 'study',
      method: 'get',
      roles: [],
      rules: rules.deckIdRules,
      handler: handle((req) => study.queue(me(req), ids(req).deckId)),
      doc: { summary: "The caller's queue: due reviews oldest first, then new cards within today's allowance", ok: ok('StudyQueue') },
    },
    {
      name: 'review',
      method: 'post',
      roles: [],
      rules: rules.reviewRules,
      handler: handle((req) => study.review(me(req), ids(req).cardId, input<{ rating: FlashRating }>(req).rating)),
      doc: {
        summary: 'Rates a card (again, hard, good, easy); FSRS schedules its next review and the review is logged',
        body: obj({ rating: oneOfStr(FLASH_RATINGS) }, ['rating']),
        ok: ok('ReviewResult'),
      },
    },
    {
      name: 'merge',
      method: 'post',
      roles: [],
      rules: rules.mergeRules,
      handler: handle((req) => study.merge(me(req), input<{ states: never[] }>(req).states)),
      doc: {
        summary: "Merges a visitor's library progress kept in the browser; per card the newer review wins, so a repeat changes nothing",
        body: obj({ states: arr(ref('CardState')) }, ['states']),
        ok: ok('MergeResult'),
      },
    },
    // Quizzes ------------------------------------------------------------------------------------------------
    {
      name: 'quizzes',
      method: 'get',
      roles: T,
      rules: rules.quizListRules,
      handler: handle((req) => quizzes.taught(me(req), input<{ class_id?: number }>(req).class_id)),
      doc: { summary: 'Vocabulary quiz assignments of the classes the caller teaches', query: { class_id: int() }, ok: list('QuizAssignment') },
    },
    {
      name: 'quizzes',
      method: 'post',
      roles: T,
      rules: rules.assignRules,
      handler: handle((req) => quizzes.assign(me(req), input(req)), 201),
      doc: {
        summary: 'Assigns vocabulary quizzes to a class on chosen weekdays for some weeks',
        body: ref('QuizAssignmentInput'),
        ok: ok('QuizAssignment', 201),
      },
    },
    {
      name: 'quiz',
      method: 'delete',
      roles: T,
      rules: rules.quizIdRules,
      handler: handle((req) => quizzes.remove(me(req), ids(req).quizId)),
      doc: { summary: 'Withdraws an assignment (with its results)' },
    },
    {
      name: 'quizScores',
      method: 'get',
      roles: T,
      rules: rules.quizIdRules,
      handler: handle((req) => quizzes.scores(me(req), ids(req).quizId)),
      doc: { summary: "Every active student's score per quiz day so far", ok: ok('QuizScores') },
    },
    {
      name: 'myQuizzes',
      method: 'get',
      roles: S,
      rules: [],
      handler: handle((req) => quizzes.mine(me(req))),
      doc: { summary: "The student's quiz days up to today, newest first, with their scores", ok: list('QuizOccurrence') },
    },
    {
      name: 'quizSheet',
      method: 'get',
      roles: S,
      rules: rules.sittingRules,
      handler: handle((req) => quizzes.sheet(me(req), ids(req).quizId, ids(req).date)),
      doc: { summary: "One quiz day's questions (and the result with the key once taken)", ok: ok('QuizSheet') },
    },
    {
      name: 'quizAnswers',
      method: 'post',
      roles: S,
      rules: rules.answersRules,
      handler: handle((req) => quizzes.submit(me(req), ids(req).quizId, ids(req).date, input<{ answers: number[] }>(req).answers), 201),
      doc: {
        summary: 'Hands in one quiz day (once; -1 for a question left blank)',
        body: obj({ answers: arr(int({ minimum: -1, maximum: 3 })) }, ['answers']),
        ok: ok('QuizResult', 201),
        errors: [409],
      },
    },
  ];
}
