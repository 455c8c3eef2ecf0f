/** Vocabulary quizzes: a teacher assigns them to a class three days a week, students take each once, the teacher sees the scores. */
import type { DeckDetailDto, QuizAssignmentDto, QuizOccurrenceDto, QuizSheetDto } from '@app/shared';
import { expectFieldError } from '../helpers/expect';
import type { CreatedUser } from '../helpers/factories';
import { setupRunner, type Runner } from './attempts-fixtures';
import { api, classWith, student, teacher } from './classes-fixtures';

let r: Runner;
beforeAll(async () => {
  // A Monday, noon in Taipei.
  r = await setupRunner({}, '2030-03-11T04:00:00.000Z');
});
afterAll(() => r.t.close());

async function deckOf(owner: CreatedUser, n: number): Promise<DeckDetailDto> {
  const deck = (await api(r, owner).post('/flashcards/decks', { name: 'Quiz words' }).expect(201)).body as DeckDetailDto;
  for (let i = 0; i < n; i++) {
    await api(r, owner)
      .post(`/flashcards/decks/${deck.id}/cards`, { term: `term${i}`, part_of_speech: i % 2 ? 'verb' : 'noun', definition: `definition ${i}` })
      .expect(201);
  }
  return (await api(r, owner).get(`/flashcards/decks/${deck.id}`).expect(200)).body;
}

const assignment = (classId: number, deckId: number, over: object = {}) => ({
  class_id: classId,
  deck_id: deckId,
  title: 'Weekly vocabulary',
  days: ['mon', 'wed', 'fri'],
  start_date: '2030-03-11',
  weeks: 2,
  question_count: 5,
  ...over,
});

describe('vocabulary quizzes', () => {
  it('a student takes the day\u2019s quiz once and the teacher sees the score', async () => {
    const t = await teacher(r);
    const s1 = await student(r);
    const s2 = await student(r);
    const c = await classWith(r, t, [s1, s2]);
    const deck = await deckOf(t, 8);
    const a = (await api(r, t).post('/flashcards/quizzes', assignment(c.id, deck.id)).expect(201)).body as QuizAssignmentDto;
    expect(a).toMatchObject({ class_name: c.name, deck_name: 'Quiz words', days: ['mon', 'wed', 'fri'], weeks: 2 });
    expect((await api(r, t).get(`/flashcards/quizzes?class_id=${c.id}`).expect(200)).body.map((x: QuizAssignmentDto) => x.id)).toEqual([a.id]);

    const mine = (await api(r, s1).get('/flashcards/my-quizzes').expect(200)).body as QuizOccurrenceDto[];
    expect(mine).toEqual([expect.objectContaining({ assignment_id: a.id, date: '2030-03-11', score: null, question_count: 5 })]);

    const sheet = (await api(r, s1).get(`/flashcards/quizzes/${a.id}/2030-03-11`).expect(200)).body as QuizSheetDto;
    expect(sheet.questions).toHaveLength(5);
    expect(sheet.result).toBeNull();
    for (const q of sheet.questions) {
      expect(q.choices).toHaveLength(4);
      expect(new Set(q.choices).size).toBe(4);
      expect(q.choices).toContain(`definition ${q.term.slice(4)}`);
      expect(q).not.toHaveProperty('answer');
    }
    // The sheet is the same each time it is served.
    expect((await api(r, s1).get(`/flashcards/quizzes/${a.id}/2030-03-11`).expect(200)).body.questions).toEqual(sheet.questions);

    const answers = sheet.questions.map((q, i) => (i < 3 ? q.choices.indexOf(`definition ${q.term.slice(4)}`) : -1));
    const result = (await api(r, s1).post(`/flashcards/quizzes/${a.id}/2030-03-11/answers`, { answers }).expect(201)).body;
    expect(result).toMatchObject({ score: 3, total: 5, answers });
    await api(r, s1).post(`/flashcards/quizzes/${a.id}/2030-03-11/answers`, { answers }).expect(409);
    expect((await api(r, s1).get(`/flashcards/quizzes/${a.id}/2030-03-11`).expect(200)).body.result).toMatchObject({ score: 3 });

    const scores = (await api(r, t).get(`/flashcards/quizzes/${a.id}/scores`).expect(200)).body;
    expect(scores.dates).toEqual(['2030-03-11']);
    const byId = new Map(scores.rows.map((row: { student: { id: number }; scores: unknown[] }) => [row.student.id, row.scores]));
    expect(byId.get(s1.id)).toEqual([{ date: '2030-03-11', score: 3 }]);
    expect(byId.get(s2.id)).toEqual([{ date: '2030-03-11', score: null }]);

    // Wednesday's quiz opens on Wednesday, not before.
    await api(r, s1).get(`/flashcards/quizzes/${a.id}/2030-03-13`).expect(404);
    await api(r, s1).get(`/flashcards/quizzes/${a.id}/2030-03-12`).expect(404);
    r.clock.advance(2 * 24 * 3600_000);
    await api(r, s1).get(`/flashcards/quizzes/${a.id}/2030-03-13`).expect(200);
    expect((await api(r, s1).get('/flashcards/my-quizzes').expect(200)).body.map((o: QuizOccurrenceDto) => o.date)).toEqual([
      '2030-03-13',
      '2030-03-11',
    ]);
  });

  it('refuses other people: roles 403, another class\u2019s quiz 404', async () => {
    const t = await teacher(r);
    const s = await student(r);
    const outsider = await student(r);
    const otherTeacher = await teacher(r);
    const c = await classWith(r, t, [s]);
    const deck = await deckOf(t, 5);
    const a = (await api(r, t).post('/flashcards/quizzes', assignment(c.id, deck.id)).expect(201)).body as QuizAssignmentDto;
    await api(r, s).post('/flashcards/quizzes', assignment(c.id, deck.id)).expect(403);
    await api(r, s).get('/flashcards/quizzes').expect(403);
    await api(r, s).get(`/flashcards/quizzes/${a.id}/scores`).expect(403);
    await api(r, t).get('/flashcards/my-quizzes').expect(403);
    await api(r, t).get(`/flashcards/quizzes/${a.id}/2030-03-11`).expect(403);
    await api(r, otherTeacher).get(`/flashcards/quizzes/${a.id}/scores`).expect(404);
    await api(r, otherTeacher).delete(`/flashcards/quizzes/${a.id}`).expect(404);
    await api(r, outsider).get(`/flashcards/quizzes/${a.id}/2030-03-11`).expect(404);
    await api(r, outsider)
      .post(`/flashcards/quizzes/${a.id}/2030-03-11/answers`, { answers: [0, 0, 0, 0, 0] })
      .expect(404);
    expect((await api(r, outsider).get('/flashcards/my-quizzes').expect(200)).body).toEqual([]);
    await api(r, t).delete(`/flashcards/quizzes/${a.id}`).expect(204);
    await api(r, s).get(`/flashcards/quizzes/${a.id}/2030-03-11`).expect(404);
  });

  it('answers 422 per field', async () => {
    const t = await teacher(r);
    const s = await student(r);
    const c = await classWith(r, t, [s]);
    const deck = await deckOf(t, 5);
    const small = await deckOf(t, 3);
    const foreignDeck = await deckOf(s, 5);
    const otherClass = await classWith(r, await teacher(r), []);
    const bad = (over: object) => api(r, t).post('/flashcards/quizzes', assignment(c.id, deck.id, over));
    expectFieldError(await bad({ class_id: 'x' }), 'class_id', 'validation.id');
    expectFieldError(await bad({ class_id: otherClass.id }), 'class_id', 'flashcardsApi.validation.classNotTaught');
    expectFieldError(await bad({ deck_id: undefined }), 'deck_id', 'validation.required');
    expectFieldError(await bad({ deck_id: foreignDeck.id }), 'deck_id', 'flashcardsApi.validation.deck');
    expectFieldError(await bad({ deck_id: small.id }), 'deck_id', 'flashcardsApi.validation.deckTooSmall');
    expectFieldError(await bad({ title: '' }), 'title', 'validation.required');
    expectFieldError(await bad({ days: [] }), 'days', 'flashcardsApi.validation.days');
    expectFieldError(await bad({ days: ['someday'] }), 'days[0]', 'flashcardsApi.validation.days');
    expectFieldError(await bad({ start_date: '2030-02-30' }), 'start_date', 'validation.date');
    expectFieldError(await bad({ weeks: 27 }), 'weeks', 'flashcardsApi.validation.weeks');
    expectFieldError(await bad({ question_count: 4 }), 'question_count', 'flashcardsApi.validation.questionCount');
    expectFieldError(await api(r, t).get('/flashcards/quizzes?class_id=0'), 'class_id', 'validation.id');

    const a = (
      await api(r, t)
        .post('/flashcards/quizzes', assignment(c.id, deck.id, { start_date: '2030-03-01', weeks: 26 }))
        .expect(201)
    ).body;
    const date = (await api(r, s).get('/flashcards/my-quizzes').expect(200)).body[0].date;
    const submit = (answers: unknown) => api(r, s).post(`/flashcards/quizzes/${a.id}/${date}/answers`, { answers });
    expectFieldError(await submit('abc'), 'answers', 'flashcardsApi.validation.answers');
    expectFieldError(await submit([0, 1, 2, 3, 4]), 'answers[4]', 'flashcardsApi.validation.answers');
    expectFieldError(await submit([0, 1]), 'answers', 'flashcardsApi.validation.answerCount');
    expectFieldError(await api(r, s).get(`/flashcards/quizzes/${a.id}/yesterday`), 'date', 'validation.date');
  });
});
