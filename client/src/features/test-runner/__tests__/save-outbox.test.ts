import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SaveAnswerResultDto } from '@app/shared';
import { ApiError, ClientErrorCode } from '../../../lib/api-error';
import { storage } from '../../../lib/storage';
import { backoffMs, enqueue, mergeRestored, readOutbox, SaveOutbox, settle, type OutboxEntry } from '../save-outbox';
import { saved } from './fixtures';

const entry = (questionId: number, seq: number, answer = 'A'): OutboxEntry => ({
  questionId,
  input: { answer, marked: false, eliminated: [], seq, timeSpentSeconds: 0 },
});

const network = () => new ApiError({ status: 0, code: ClientErrorCode.NETWORK, message: 'offline' });
const closed = () => new ApiError({ status: 409, code: 'CONFLICT' as never, message: 'closed' });
const server = () => new ApiError({ status: 503, code: 'INTERNAL' as never, message: 'down' });
const invalid = () => new ApiError({ status: 422, code: 'VALIDATION_FAILED' as never, message: 'bad' });

describe('outbox steps', () => {
  it('coalesces per question: the latest change replaces the unsent one and moves to the end', () => {
    const list = enqueue(enqueue(enqueue([], entry(1, 1, 'A')), entry(2, 2)), entry(1, 3, 'C'));
    expect(list.map((e) => [e.questionId, e.input.seq, e.input.answer])).toEqual([
      [2, 2, 'A'],
      [1, 3, 'C'],
    ]);
  });

  it('settles only entries at or below the saved seq', () => {
    const list = [entry(1, 5), entry(2, 6)];
    expect(settle(list, 1, 5)).toEqual([entry(2, 6)]);
    expect(settle(list, 1, 4)).toEqual(list);
  });

  it('backs off exponentially up to 30 s', () => {
    expect([1, 2, 3, 4, 10].map(backoffMs)).toEqual([1000, 2000, 4000, 8000, 30_000]);
  });

  it('restores by seq: newer local entries win and are re-sent, older ones are dropped', () => {
    const serverAnswers = [saved(1, { answer: 'B', seq: 7, timeSpentSeconds: 40 }), saved(2, { answer: 'C', seq: 3 })];
    const { answers, resend } = mergeRestored(serverAnswers, [entry(1, 6, 'D'), entry(2, 8, 'A'), entry(3, 9, '12')]);
    const byId = Object.fromEntries(answers.map((a) => [a.questionId, a]));
    expect(byId[1].answer).toBe('B'); // the server's seq 7 beats the local seq 6
    expect(byId[2]).toMatchObject({ answer: 'A', seq: 8 });
    expect(byId[3]).toMatchObject({ answer: '12', seq: 9 });
    expect(resend.map((e) => e.questionId)).toEqual([2, 3]);
  });
});

describe('SaveOutbox', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function outbox(send: (e: OutboxEntry) => Promise<SaveAnswerResultDto>, extra: Partial<ConstructorParameters<typeof SaveOutbox>[0]> = {}) {
    const sent: OutboxEntry[] = [];
    const box = new SaveOutbox({
      attemptId: 5,
      storage,
      send: (e) => {
        sent.push(e);
        return send(e);
      },
      ...extra,
    });
    return { box, sent };
  }
  const ok = (e: OutboxEntry) => Promise.resolve({ questionId: e.questionId, seq: e.input.seq, applied: true });

  it('sends one at a time in order and keeps localStorage in step', async () => {
    const onDrained = vi.fn();
    const { box, sent } = outbox(ok, { onDrained });
    box.add(entry(1, 1));
    box.add(entry(2, 2));
    box.add(entry(3, 3));
    expect(readOutbox(storage, 5)).toHaveLength(3);
    await vi.runAllTimersAsync();
    expect(sent.map((e) => e.input.seq)).toEqual([1, 2, 3]);
    expect(readOutbox(storage, 5)).toEqual([]);
    expect(onDrained).toHaveBeenCalledTimes(1);
  });

  it('keeps a newer change of a question that was sent while the older one was in flight', async () => {
    let release!: () => void;
    const { box, sent } = outbox((e) =>
      e.input.seq === 1 ? new Promise((r) => (release = () => r({ questionId: 1, seq: 1, applied: true }))) : ok(e),
    );
    box.add(entry(1, 1, 'A'));
    box.add(entry(1, 2, 'B'));
    release();
    await vi.runAllTimersAsync();
    expect(sent.map((e) => [e.input.seq, e.input.answer])).toEqual([
      [1, 'A'],
      [2, 'B'],
    ]);
    expect(box.pending).toEqual([]);
  });

  it('retries with backoff on network errors and 5xx, then drains', async () => {
    const failures = [network(), server()];
    const onRetrying = vi.fn();
    const onDrained = vi.fn();
    const { box, sent } = outbox((e) => (failures.length ? Promise.reject(failures.shift()) : ok(e)), { onRetrying, onDrained });
    box.add(entry(1, 1));
    await vi.advanceTimersByTimeAsync(0);
    expect(onRetrying).toHaveBeenCalledTimes(1);
    expect(readOutbox(storage, 5)).toHaveLength(1); // still kept for a reload
    await vi.advanceTimersByTimeAsync(999);
    expect(sent).toHaveLength(1); // waits the first backoff (1 s)
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(2000); // second backoff
    expect(sent).toHaveLength(3);
    expect(box.pending).toEqual([]);
    expect(onDrained).toHaveBeenCalledTimes(1);
  });

  it('drops an entry refused with 409 and reports the closed module; goes on with the rest', async () => {
    const onClosed = vi.fn();
    const { box, sent } = outbox((e) => (e.questionId === 1 ? Promise.reject(closed()) : ok(e)), { onClosed });
    box.add(entry(1, 1));
    box.add(entry(2, 2));
    await vi.runAllTimersAsync();
    expect(onClosed).toHaveBeenCalledTimes(1);
    expect(sent.map((e) => e.questionId)).toEqual([1, 2]);
    expect(box.pending).toEqual([]);
  });

  it('drops a write refused for good (422) without retrying', async () => {
    const onDropped = vi.fn();
    const { box, sent } = outbox(() => Promise.reject(invalid()), { onDropped });
    box.add(entry(1, 1));
    await vi.runAllTimersAsync();
    expect(sent).toHaveLength(1);
    expect(onDropped).toHaveBeenCalledWith(expect.any(ApiError));
    expect(box.pending).toEqual([]);
  });

  it('survives a reload: a new outbox for the attempt picks up the stored entries', async () => {
    const first = outbox(() => Promise.reject(network()));
    first.box.add(entry(1, 4));
    await vi.advanceTimersByTimeAsync(0);
    first.box.dispose();
    const second = outbox(ok);
    expect(second.box.pending.map((e) => e.input.seq)).toEqual([4]);
    second.box.reset(second.box.pending);
    await vi.runAllTimersAsync();
    expect(second.sent.map((e) => e.input.seq)).toEqual([4]);
  });

  it('flush resolves when drained and rejects when a send fails', async () => {
    const failures = [network()];
    const { box } = outbox((e) => (failures.length ? Promise.reject(failures.shift()) : ok(e)));
    box.add(entry(1, 1));
    const failed = box.flush();
    await expect(failed).rejects.toBeInstanceOf(ApiError);
    const done = box.flush(); // retries at once
    await vi.runAllTimersAsync();
    await expect(done).resolves.toBeUndefined();
  });
});
