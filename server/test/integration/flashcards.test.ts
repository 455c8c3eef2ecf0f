/** Flashcards: decks and cards with ownership, the library for visitors, FSRS study, the visitor merge, and the seeded deck. */
import request from 'supertest';
import { FLASH_LIMITS, type CardStateDto, type DeckDetailDto, type StudyQueueDto } from '@app/shared';
import { reviewCard } from '@app/shared/fsrs';
import { seedFlashcards } from '../../src/seeds/flashcards';
import { SAT_VOCABULARY } from '../../src/seeds/content/sat-vocabulary';
import { expectFieldError } from '../helpers/expect';
import { setupRunner, type Runner } from './attempts-fixtures';
import { api, classWith, person, student, teacher } from './classes-fixtures';

let r: Runner;
beforeAll(async () => {
  r = await setupRunner();
});
afterAll(() => r.t.close());

const card = (term: string, over: object = {}) => ({
  term,
  part_of_speech: 'adjective',
  definition: `meaning of ${term}`,
  example: `A sentence with ${term}.`,
  gloss_zh_cn: '释义',
  gloss_zh_tw: '釋義',
  ...over,
});

async function deckWith(owner: Parameters<typeof api>[1], n: number, name = 'Deck'): Promise<DeckDetailDto> {
  const deck = (await api(r, owner).post('/flashcards/decks', { name }).expect(201)).body as DeckDetailDto;
  for (let i = 0; i < n; i++)
    await api(r, owner)
      .post(`/flashcards/decks/${deck.id}/cards`, card(`word${i}`))
      .expect(201);
  return (await api(r, owner).get(`/flashcards/decks/${deck.id}`).expect(200)).body;
}

const libraryDeck = () => deckWith(r.author, 6, 'Library words');

describe('decks and cards', () => {
  it('gives each role its kind of deck; the owner edits, others get 404, the library is read-only to non-admins', async () => {
    const s = await student(r);
    const other = await student(r);
    const t = await teacher(r);
    const mine = await deckWith(s, 2, 'My words');
    expect(mine).toMatchObject({ kind: 'student', editable: true, card_count: 2, new_count: 2, due_count: 0 });
    expect(mine.cards[0]).toMatchObject({ term: 'word0', part_of_speech: 'adjective', gloss_zh_cn: '释义', gloss_zh_tw: '釋義' });
    expect((await api(r, t).post('/flashcards/decks', { name: 'T' }).expect(201)).body.kind).toBe('teacher');
    const lib = await libraryDeck();
    expect(lib).toMatchObject({ kind: 'library', editable: true, owner_name: null });

    // Another user's deck: 404 for every verb.
    await api(r, other).get(`/flashcards/decks/${mine.id}`).expect(404);
    await api(r, other).patch(`/flashcards/decks/${mine.id}`, { name: 'x' }).expect(404);
    await api(r, other).delete(`/flashcards/decks/${mine.id}`).expect(404);
    await api(r, other).post(`/flashcards/decks/${mine.id}/cards`, card('x')).expect(404);
    await api(r, other).patch(`/flashcards/cards/${mine.cards[0].id}`, { term: 'x' }).expect(404);
    await api(r, other).delete(`/flashcards/cards/${mine.cards[0].id}`).expect(404);
    await api(r, other).get(`/flashcards/decks/${mine.id}/study`).expect(404);
    await api(r, other).post(`/flashcards/cards/${mine.cards[0].id}/review`, { rating: 'good' }).expect(404);
    expect((await api(r, other).get('/flashcards/decks').expect(200)).body.map((d: { id: number }) => d.id)).not.toContain(mine.id);

    // The library: visible to all, editable by admins only.
    const seen = (await api(r, other).get(`/flashcards/decks/${lib.id}`).expect(200)).body;
    expect(seen.editable).toBe(false);
    await api(r, other).patch(`/flashcards/decks/${lib.id}`, { name: 'x' }).expect(403);
    await api(r, other).post(`/flashcards/decks/${lib.id}/cards`, card('x')).expect(403);
    await api(r, t).delete(`/flashcards/cards/${lib.cards[0].id}`).expect(403);

    // The owner edits and deletes.
    const renamed = (await api(r, s).patch(`/flashcards/decks/${mine.id}`, { name: 'Renamed', description: 'Week 1' }).expect(200)).body;
    expect(renamed).toMatchObject({ name: 'Renamed', description: 'Week 1' });
    expect((await api(r, s).patch(`/flashcards/cards/${mine.cards[0].id}`, { definition: 'new meaning' }).expect(200)).body).toMatchObject({
      term: 'word0',
      definition: 'new meaning',
    });
    await api(r, s).delete(`/flashcards/cards/${mine.cards[1].id}`).expect(204);
    await api(r, s).delete(`/flashcards/decks/${mine.id}`).expect(204);
    await api(r, s).get(`/flashcards/decks/${mine.id}`).expect(404);
  });

  it('answers 422 per field', async () => {
    const s = await student(r);
    expectFieldError(await api(r, s).post('/flashcards/decks', {}), 'name', 'validation.required');
    expectFieldError(await api(r, s).post('/flashcards/decks', { name: 'x'.repeat(101) }), 'name', 'validation.too_long');
    expectFieldError(await api(r, s).post('/flashcards/decks', { name: 'ok', description: ['a'] }), 'description', 'validation.string');
    const deck = await deckWith(s, 1);
    const bad = (over: object) => api(r, s).post(`/flashcards/decks/${deck.id}/cards`, card('ok', over));
    expectFieldError(await bad({ term: ' ' }), 'term', 'validation.required');
    expectFieldError(await bad({ term: 'x'.repeat(101) }), 'term', 'validation.too_long');
    expectFieldError(await bad({ part_of_speech: 'gerund' }), 'part_of_speech', 'flashcardsApi.validation.partOfSpeech');
    expectFieldError(await bad({ part_of_speech: ['noun'] }), 'part_of_speech', 'flashcardsApi.validation.partOfSpeech');
    expectFieldError(await bad({ definition: undefined }), 'definition', 'validation.required');
    expectFieldError(await bad({ example: 'x'.repeat(501) }), 'example', 'validation.too_long');
    expectFieldError(await bad({ gloss_zh_cn: 5 }), 'gloss_zh_cn', 'validation.string');
    expectFieldError(await bad({ gloss_zh_tw: 'x'.repeat(201) }), 'gloss_zh_tw', 'validation.too_long');
    expectFieldError(await api(r, s).patch(`/flashcards/cards/${deck.cards[0].id}`, { term: '' }), 'term', 'validation.required');
    expectFieldError(await api(r, s).get('/flashcards/decks/abc'), 'deckId', 'validation.id');
    expectFieldError(await api(r, s).get('/flashcards/decks/2147483648'), 'deckId', 'validation.id');
    expectFieldError(
      await api(r, s).post(`/flashcards/cards/${deck.cards[0].id}/review`, { rating: 'perfect' }),
      'rating',
      'flashcardsApi.validation.rating',
    );
  });

  it('refuses roles: visitors, parents creating decks, students sharing with classes', async () => {
    await request(r.t.app).get('/api/flashcards/decks').expect(401);
    await request(r.t.app).post('/api/flashcards/merge').send({ states: [] }).expect(401);
    const parent = await person(r, ['parent']);
    await api(r, parent).post('/flashcards/decks', { name: 'x' }).expect(403);
    const s = await student(r);
    const deck = await deckWith(s, 1);
    await api(r, s).put(`/flashcards/decks/${deck.id}/classes`, { class_ids: [] }).expect(403);
  });

  it("shares a teacher's deck with the teacher's classes: their students see and study it, others get 404", async () => {
    const t = await teacher(r);
    const inClass = await student(r);
    const outside = await student(r);
    const c = await classWith(r, t, [inClass]);
    const deck = await deckWith(t, 3, 'Unit 1');
    await api(r, inClass).get(`/flashcards/decks/${deck.id}`).expect(404);
    const shared = (
      await api(r, t)
        .put(`/flashcards/decks/${deck.id}/classes`, { class_ids: [c.id] })
        .expect(200)
    ).body;
    expect(shared.class_ids).toEqual([c.id]);
    expect((await api(r, inClass).get(`/flashcards/decks/${deck.id}`).expect(200)).body).toMatchObject({ kind: 'teacher', editable: false });
    await api(r, inClass).get(`/flashcards/decks/${deck.id}/study`).expect(200);
    await api(r, outside).get(`/flashcards/decks/${deck.id}`).expect(404);

    const otherTeacher = await teacher(r);
    const foreign = await classWith(r, otherTeacher, []);
    expectFieldError(
      await api(r, t).put(`/flashcards/decks/${deck.id}/classes`, { class_ids: [foreign.id] }),
      'class_ids',
      'flashcardsApi.validation.classNotTaught',
    );
    expectFieldError(
      await api(r, t).put(`/flashcards/decks/${deck.id}/classes`, { class_ids: 'all' }),
      'class_ids',
      'flashcardsApi.validation.classIds',
    );
    expectFieldError(await api(r, t).put(`/flashcards/decks/${deck.id}/classes`, { class_ids: [0] }), 'class_ids[0]', 'validation.id');
    await api(r, otherTeacher).put(`/flashcards/decks/${deck.id}/classes`, { class_ids: [] }).expect(404);
  });
});

describe('the library for visitors', () => {
  it('lists library decks and serves their cards without a login, but nobody\u2019s own deck', async () => {
    const lib = await libraryDeck();
    const s = await student(r);
    const own = await deckWith(s, 1);
    const list = (await request(r.t.app).get('/api/flashcards/library').expect(200)).body;
    expect(list.map((d: { id: number }) => d.id)).toContain(lib.id);
    expect(list.every((d: { kind: string }) => d.kind === 'library')).toBe(true);
    const detail = (await request(r.t.app).get(`/api/flashcards/library/${lib.id}`).expect(200)).body;
    expect(detail.cards).toHaveLength(6);
    await request(r.t.app).get(`/api/flashcards/library/${own.id}`).expect(404);
    expectFieldError(await request(r.t.app).get('/api/flashcards/library/x'), 'deckId', 'validation.id');
  });

  it('seeds the SAT vocabulary deck once, with every field filled', async () => {
    await r.t.ctx.ds.transaction((tx) => seedFlashcards(tx));
    await r.t.ctx.ds.transaction((tx) => seedFlashcards(tx));
    const decks = (await request(r.t.app).get('/api/flashcards/library').expect(200)).body.filter(
      (d: { name: string }) => d.name === 'SAT Core Vocabulary',
    );
    expect(decks).toHaveLength(1);
    expect(decks[0].card_count).toBe(SAT_VOCABULARY.length);
    expect(SAT_VOCABULARY.length).toBeGreaterThanOrEqual(300);
    const cards = (await request(r.t.app).get(`/api/flashcards/library/${decks[0].id}`).expect(200)).body.cards;
    expect(cards[0]).toMatchObject({ term: SAT_VOCABULARY[0][0], gloss_zh_tw: SAT_VOCABULARY[0][5] });
    expect(new Set(SAT_VOCABULARY.map((row) => row[0])).size).toBe(SAT_VOCABULARY.length);
    for (const row of SAT_VOCABULARY) expect(row.every((field) => field.trim().length > 0)).toBe(true);
  });
});

describe('studying', () => {
  it('hands out new cards within the daily limit, schedules ratings with FSRS, and logs every review', async () => {
    const s = await student(r);
    const deck = await deckWith(s, FLASH_LIMITS.newPerDay + 5);
    const q1 = (await api(r, s).get(`/flashcards/decks/${deck.id}/study`).expect(200)).body as StudyQueueDto;
    expect(q1).toMatchObject({ due_count: 0, new_left_today: FLASH_LIMITS.newPerDay, new_per_day: FLASH_LIMITS.newPerDay });
    expect(q1.items).toHaveLength(FLASH_LIMITS.newPerDay);
    expect(q1.items.every((i) => i.state === null)).toBe(true);

    const first = q1.items[0].card.id;
    const rated = (await api(r, s).post(`/flashcards/cards/${first}/review`, { rating: 'good' }).expect(200)).body;
    const expected = reviewCard(first, null, 'good', r.clock.now());
    expect(rated.state).toEqual(expected.state);
    expect(rated.new_left_today).toBe(FLASH_LIMITS.newPerDay - 1);
    const logs = await r.t.ctx.ds.query(`SELECT rating, previous_state FROM flash_review_logs WHERE user_id = $1`, [s.id]);
    expect(logs).toEqual([{ rating: 3, previous_state: 0 }]);

    // Ten minutes later (the 'good' learning step), the card is due and comes first.
    r.clock.advance(11 * 60_000);
    const q2 = (await api(r, s).get(`/flashcards/decks/${deck.id}/study`).expect(200)).body as StudyQueueDto;
    expect(q2.due_count).toBe(1);
    expect(q2.items[0].card.id).toBe(first);
    expect(q2.items[0].state?.state).toBe('learning');
    expect(q2.items.length).toBe(1 + FLASH_LIMITS.newPerDay - 1);
    const again = (await api(r, s).post(`/flashcards/cards/${first}/review`, { rating: 'good' }).expect(200)).body;
    expect(again.state.state).toBe('review');
    expect(again.state.scheduled_days).toBeGreaterThanOrEqual(1);

    // Starting the rest of today's allowance leaves no new cards.
    for (const item of q2.items.slice(1)) await api(r, s).post(`/flashcards/cards/${item.card.id}/review`, { rating: 'easy' }).expect(200);
    const q3 = (await api(r, s).get(`/flashcards/decks/${deck.id}/study`).expect(200)).body as StudyQueueDto;
    expect(q3.new_left_today).toBe(0);
    expect(q3.items.filter((i) => i.state === null)).toHaveLength(0);
    r.clock.advance(24 * 3600_000);
    const q4 = (await api(r, s).get(`/flashcards/decks/${deck.id}/study`).expect(200)).body as StudyQueueDto;
    expect(q4.new_left_today).toBe(FLASH_LIMITS.newPerDay);
  });
});

describe('merging a visitor\u2019s progress', () => {
  it('writes the browser\u2019s states for library cards, idempotently, and keeps a newer account state', async () => {
    const lib = await libraryDeck();
    const s = await student(r);
    const now = r.clock.now();
    const states: CardStateDto[] = lib.cards.slice(0, 3).map((c) => reviewCard(c.id, null, 'good', now).state);
    expect((await api(r, s).post('/flashcards/merge', { states }).expect(200)).body).toEqual({ merged: 3, skipped: 0 });
    expect((await api(r, s).post('/flashcards/merge', { states }).expect(200)).body).toEqual({ merged: 0, skipped: 3 });
    const q = (await api(r, s).get(`/flashcards/decks/${lib.id}/study`).expect(200)).body as StudyQueueDto;
    expect(q.items.filter((i) => i.state === null)).toHaveLength(3);

    // The account studies a card later; an older browser state for it is skipped, a newer one wins.
    r.clock.advance(60 * 60_000);
    await api(r, s).post(`/flashcards/cards/${lib.cards[0].id}/review`, { rating: 'again' }).expect(200);
    expect(
      (
        await api(r, s)
          .post('/flashcards/merge', { states: [states[0]] })
          .expect(200)
      ).body,
    ).toEqual({ merged: 0, skipped: 1 });
    const newer = reviewCard(lib.cards[0].id, states[0], 'easy', new Date(r.clock.now().getTime() + 60_000)).state;
    expect(
      (
        await api(r, s)
          .post('/flashcards/merge', { states: [newer] })
          .expect(200)
      ).body,
    ).toEqual({ merged: 1, skipped: 0 });
  });

  it('answers 422 per field and refuses cards outside the library', async () => {
    const lib = await libraryDeck();
    const s = await student(r);
    const good = reviewCard(lib.cards[0].id, null, 'good', r.clock.now()).state;
    const bad = (over: object) => api(r, s).post('/flashcards/merge', { states: [{ ...good, ...over }] });
    expectFieldError(await api(r, s).post('/flashcards/merge', { states: [] }), 'states', 'flashcardsApi.validation.states');
    expectFieldError(await api(r, s).post('/flashcards/merge', { states: 'all' }), 'states', 'flashcardsApi.validation.states');
    expectFieldError(await bad({ card_id: 'x' }), 'states[0].card_id', 'validation.id');
    expectFieldError(await bad({ state: 'mastered' }), 'states[0].state', 'flashcardsApi.validation.state');
    expectFieldError(await bad({ due: 'tomorrow' }), 'states[0].due', 'flashcardsApi.validation.instant');
    expectFieldError(await bad({ last_review: null }), 'states[0].last_review', 'flashcardsApi.validation.instant');
    expectFieldError(await bad({ stability: 1e9 }), 'states[0].stability', 'flashcardsApi.validation.number');
    expectFieldError(await bad({ difficulty: 0 }), 'states[0].difficulty', 'flashcardsApi.validation.number');
    expectFieldError(await bad({ reps: -1 }), 'states[0].reps', 'validation.integer');
    expectFieldError(await bad({ lapses: 1.5 }), 'states[0].lapses', 'validation.integer');
    expectFieldError(await bad({ scheduled_days: '1' + '0'.repeat(12) }), 'states[0].scheduled_days', 'validation.integer');
    expectFieldError(
      await bad({ last_review: new Date(r.clock.now().getTime() + 3600_000).toISOString() }),
      'states[0].last_review',
      'flashcardsApi.validation.future',
    );
    const own = await deckWith(s, 1);
    expectFieldError(await bad({ card_id: own.cards[0].id }), 'states[0].card_id', 'flashcardsApi.validation.libraryCard');
  });
});
