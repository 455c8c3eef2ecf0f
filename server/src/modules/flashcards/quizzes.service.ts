/**
 * Vocabulary quizzes: a teacher assigns a deck to a class on chosen weekdays (the spec's three a week) for
 * some weeks; each of those days is one sitting of multiple-choice questions, built from the deck by the
 * shared seeded builder (the same sheet each time it is built, so the server grades what it served), taken
 * once per student; the teacher sees everyone's scores.
 */
import type { DataSource } from 'typeorm';
import {
  buildQuiz,
  ErrorCode,
  FLASH_LIMITS,
  quizDates,
  quizScore,
  seedOf,
  type QuizAssignmentDto,
  type QuizAssignmentInput,
  type QuizOccurrenceDto,
  type QuizResultDto,
  type QuizScoresDto,
  type QuizSheetDto,
} from '@app/shared';
import type { Caller } from '../../core/access';
import { businessDay } from '../../lib/business-day';
import type { Clock } from '../../lib/clock';
import { AppError, fieldError, notFound } from '../../lib/errors';
import { decksRepository } from './decks.repository';
import { quizzesRepository, type AssignmentRow, type ResultRow } from './quizzes.repository';

const assignmentDto = (a: AssignmentRow): QuizAssignmentDto => ({
  id: a.id,
  class_id: a.classId,
  class_name: a.className,
  deck_id: a.deckId,
  deck_name: a.deckName,
  title: a.title,
  days: a.days,
  start_date: a.startDate,
  weeks: a.weeks,
  question_count: a.questionCount,
});

const resultDto = (r: ResultRow): QuizResultDto => ({ score: r.score, total: r.total, answers: r.answers, key: r.key });

export function quizzesService(ds: DataSource, clock: Clock) {
  const repo = quizzesRepository(ds);
  const decks = decksRepository(ds);
  /** Quiz days are calendar days of the business time zone (the one the classes' due dates use). */
  const today = () => businessDay(clock.now());
  const datesSoFar = (a: AssignmentRow) => quizDates(a.startDate, a.weeks, a.days).filter((d) => d <= today());

  async function sheet(a: AssignmentRow, date: string) {
    const cards = await decks.cards(ds, a.deckId);
    return buildQuiz(
      cards.map((c) => ({ id: c.id, term: c.term, part_of_speech: c.partOfSpeech as never, definition: c.definition })),
      a.questionCount,
      seedOf(`${a.id}:${date}`),
    );
  }

  /** The sitting `date` of an assignment the student is in: a scheduled day, today or past (404 otherwise). */
  async function sitting(caller: Caller, id: number, date: string) {
    const a = await repo.find(caller.id, id, 'student');
    if (!a || !datesSoFar(a).includes(date)) throw notFound();
    return a;
  }

  return {
    async assign(caller: Caller, input: QuizAssignmentInput): Promise<QuizAssignmentDto> {
      if (!(await repo.isTaught(caller.id, input.class_id))) throw fieldError({ class_id: 'flashcardsApi.validation.classNotTaught' });
      const deck = await decks.findVisible(caller.id, input.deck_id, clock.now());
      if (!deck || (deck.kind !== 'library' && deck.ownerId !== caller.id)) throw fieldError({ deck_id: 'flashcardsApi.validation.deck' });
      const definitions = new Set((await decks.cards(ds, deck.id)).map((c) => c.definition));
      if (definitions.size < FLASH_LIMITS.quizDeckMin) throw fieldError({ deck_id: 'flashcardsApi.validation.deckTooSmall' });
      const id = await repo.insert(caller.id, { ...input, days: [...new Set(input.days)] });
      return assignmentDto((await repo.find(caller.id, id, 'teacher'))!);
    },

    taught: async (caller: Caller, classId?: number): Promise<QuizAssignmentDto[]> => (await repo.taught(caller.id, classId)).map(assignmentDto),

    async remove(caller: Caller, id: number): Promise<void> {
      if (!(await repo.find(caller.id, id, 'teacher'))) throw notFound();
      await repo.remove(id);
    },

    /** The student's sittings up to today, newest first, with their scores. */
    async mine(caller: Caller): Promise<QuizOccurrenceDto[]> {
      const assignments = await repo.assigned(caller.id);
      const results = await repo.resultsOfUser(
        caller.id,
        assignments.map((a) => a.id),
      );
      const scoreOf = new Map(results.map((r) => [`${r.assignmentId}:${r.date}`, r.score]));
      return assignments
        .flatMap((a) =>
          datesSoFar(a).map((date) => ({
            assignment_id: a.id,
            title: a.title,
            class_name: a.className,
            deck_name: a.deckName,
            date,
            question_count: a.questionCount,
            score: scoreOf.get(`${a.id}:${date}`) ?? null,
          })),
        )
        .sort((x, y) => y.date.localeCompare(x.date) || x.assignment_id - y.assignment_id);
    },

    async sheet(caller: Caller, id: number, date: string): Promise<QuizSheetDto> {
      const a = await sitting(caller, id, date);
      const [done] = (await repo.resultsOfUser(caller.id, [id])).filter((r) => r.date === date);
      const questions = (await sheet(a, date)).map(({ answer: _key, ...q }) => q);
      return { assignment_id: id, date, title: a.title, questions, result: done ? resultDto(done) : null };
    },

    /** Grades one sitting against the sheet it served; a second submission answers 409. */
    async submit(caller: Caller, id: number, date: string, answers: number[]): Promise<QuizResultDto> {
      const a = await sitting(caller, id, date);
      const questions = await sheet(a, date);
      if (answers.length !== questions.length) throw fieldError({ answers: 'flashcardsApi.validation.answerCount' });
      const key = questions.map((q) => q.answer);
      const row: ResultRow = { assignmentId: id, userId: caller.id, date, score: quizScore(key, answers), total: key.length, answers, key };
      if (!(await repo.insertResult(row))) throw new AppError(ErrorCode.CONFLICT, 'flashcardsApi.conflict.quizTaken');
      return resultDto(row);
    },

    async scores(caller: Caller, id: number): Promise<QuizScoresDto> {
      const a = await repo.find(caller.id, id, 'teacher');
      if (!a) throw notFound();
      const dates = datesSoFar(a);
      const [students, results] = await Promise.all([repo.students(a.classId), repo.resultsOf(id)]);
      const scoreOf = new Map(results.map((r) => [`${r.userId}:${r.date}`, r.score]));
      return {
        assignment: assignmentDto(a),
        total: a.questionCount,
        dates,
        rows: students.map((s) => ({ student: s, scores: dates.map((date) => ({ date, score: scoreOf.get(`${s.id}:${date}`) ?? null })) })),
      };
    },
  };
}
export type QuizzesService = ReturnType<typeof quizzesService>;
