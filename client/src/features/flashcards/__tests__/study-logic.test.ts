import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildQuiz, FLASH_LIMITS, type FlashCardDto } from '@app/shared';
import { intervalParts, nextIntervals, reviewCard } from '@app/shared/fsrs';
import { flashcardsMerge } from '../merge';
import { gradePractice, unansweredCount } from '../quiz-answers';
import { afterRating, LEARN_AHEAD_MS, ratingForKey, visitorQueue } from '../study-session';
import { loadProgress, newLeftToday, recordReview, saveProgress, statesToMerge, VISITOR_PROGRESS_KEY } from '../visitor-progress';

const NOW = new Date('2030-03-10T10:00:00Z');
const cards: FlashCardDto[] = Array.from({ length: 30 }, (_, i) => ({
  id: i + 1,
  deck_id: 1,
  term: `term${i + 1}`,
  part_of_speech: i % 3 ? 'adjective' : 'verb',
  definition: `definition ${i + 1}`,
  example: '',
  gloss_zh_cn: '词',
  gloss_zh_tw: '詞',
}));

afterEach(() => window.localStorage.clear());

describe('the study queue', () => {
  it('puts due reviews first, oldest due first, then new cards within the allowance', () => {
    const early = { ...reviewCard(5, null, 'good', new Date(NOW.getTime() - 3 * 3600_000)).state };
    const later = { ...reviewCard(9, null, 'good', new Date(NOW.getTime() - 3600_000)).state };
    const future = { ...reviewCard(2, null, 'easy', NOW).state };
    const q = visitorQueue(cards, { 5: early, 9: later, 2: future }, 3, NOW);
    expect(q.map((i) => i.card.id)).toEqual([5, 9, 1, 3, 4]);
    expect(q[2].state).toBeNull();
    expect(visitorQueue(cards, {}, 0, NOW)).toEqual([]);
  });

  it('brings a card back in the session while its learning step is near, and drops it once it graduates', () => {
    const q = visitorQueue(cards, {}, 2, NOW);
    const again = reviewCard(1, null, 'again', NOW).state;
    expect(afterRating(q, again, NOW).map((i) => i.card.id)).toEqual([2, 1]);
    const easy = reviewCard(1, null, 'easy', NOW).state;
    expect(Date.parse(easy.due) - NOW.getTime()).toBeGreaterThan(LEARN_AHEAD_MS);
    expect(afterRating(q, easy, NOW).map((i) => i.card.id)).toEqual([2]);
    expect(afterRating([], easy, NOW)).toEqual([]);
  });

  it('maps keys 1-4 to the ratings and nothing else', () => {
    expect(['1', '2', '3', '4'].map(ratingForKey)).toEqual(['again', 'hard', 'good', 'easy']);
    expect(['0', '5', ' ', 'a', '1.5'].map(ratingForKey)).toEqual([null, null, null, null, null]);
  });

  it('shows each button the interval the rating gives', () => {
    const iv = nextIntervals(null, NOW);
    expect(intervalParts(iv.again)).toEqual({ value: 1, unit: 'minute' });
    expect(intervalParts(iv.good)).toEqual({ value: 10, unit: 'minute' });
    const good = reviewCard(1, null, 'good', NOW).state;
    expect(Date.parse(good.due) - NOW.getTime()).toBe(iv.good);
    expect(intervalParts(3 * 86_400_000)).toEqual({ value: 3, unit: 'day' });
    expect(intervalParts(400 * 86_400_000)).toEqual({ value: 1.1, unit: 'year' });
  });
});

describe("a visitor's progress in the browser", () => {
  it('keeps states and the daily new-card count, and drops what is malformed', () => {
    let p = loadProgress();
    expect(newLeftToday(p, NOW)).toBe(FLASH_LIMITS.newPerDay);
    p = recordReview(p, reviewCard(1, null, 'good', NOW).state, true, NOW);
    p = recordReview(p, reviewCard(1, p.states[1], 'good', NOW).state, false, NOW);
    saveProgress(p);
    const back = loadProgress();
    expect(Object.keys(back.states)).toEqual(['1']);
    expect(newLeftToday(back, NOW)).toBe(FLASH_LIMITS.newPerDay - 1);
    expect(newLeftToday(back, new Date(NOW.getTime() + 86_400_000))).toBe(FLASH_LIMITS.newPerDay);

    window.localStorage.setItem(VISITOR_PROGRESS_KEY, JSON.stringify({ states: { 7: { card_id: 7, state: 'mastered' } }, started: { x: 'y' } }));
    expect(loadProgress()).toEqual({ states: {}, started: {} });
    window.localStorage.setItem(VISITOR_PROGRESS_KEY, '{not json');
    expect(loadProgress()).toEqual({ states: {}, started: {} });
  });

  it('merges once there is an account, forgets only after the server took it, and sends nothing when empty', async () => {
    const merge = vi.fn().mockResolvedValue({ merged: 1, skipped: 0 });
    expect(await flashcardsMerge({ merge })).toBe(0);
    expect(merge).not.toHaveBeenCalled();

    saveProgress(recordReview(loadProgress(), reviewCard(3, null, 'good', NOW).state, true, NOW));
    const failing = vi.fn().mockRejectedValue(new Error('offline'));
    expect(await flashcardsMerge({ merge: failing })).toBe(0);
    expect(statesToMerge(loadProgress())).toHaveLength(1);

    expect(await flashcardsMerge({ merge })).toBe(1);
    expect(merge).toHaveBeenCalledWith([expect.objectContaining({ card_id: 3, state: 'learning' })]);
    expect(statesToMerge(loadProgress())).toEqual([]);
  });
});

describe('quizzes', () => {
  it('builds four distinct choices from the same deck, the same sheet for the same seed', () => {
    const quiz = buildQuiz(cards, 10, 42);
    expect(quiz).toHaveLength(10);
    expect(buildQuiz(cards, 10, 42)).toEqual(quiz);
    for (const q of quiz) {
      expect(new Set(q.choices).size).toBe(4);
      expect(q.choices[q.answer]).toBe(`definition ${q.term.slice(4)}`);
      const pos = cards.find((c) => c.id === q.card_id)!.part_of_speech;
      // Distractors share the part of speech when the deck has enough of them.
      for (const choice of q.choices) expect(cards.find((c) => c.definition === choice)!.part_of_speech).toBe(pos);
    }
    expect(buildQuiz(cards.slice(0, 4), 10, 1)).toHaveLength(4);
  });

  it('grades a practice quiz and counts what is left to answer', () => {
    const quiz = buildQuiz(cards, 5, 7);
    const answers = quiz.map((q, i) => (i === 0 ? (q.answer + 1) % 4 : q.answer));
    expect(gradePractice(quiz, answers)).toMatchObject({ score: 4, total: 5, answers });
    expect(unansweredCount([0, -1, 2, -1])).toBe(2);
  });
});
