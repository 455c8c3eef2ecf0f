import type { SaveAnswerInput, SaveAnswerResultDto, SavedAnswerDto } from '@app/shared';
import { isApiError } from '../../lib/api-error';
import type { storage as defaultStorage } from '../../lib/storage';

/**
 * The autosave outbox. Every change the student makes becomes an entry (one per question: a later
 * change replaces an unsent earlier one, its seq is higher anyway). Entries live in localStorage so a
 * reload or a crash loses nothing, are sent one at a time in seq order, and are retried with backoff
 * while the network or the server is down. The server ignores a write whose seq is not above the saved
 * one, so re-sending is always safe.
 */
export interface OutboxEntry {
  questionId: number;
  input: SaveAnswerInput;
}

export type KeyValueStore = typeof defaultStorage;

/** What to do with a failed save. */
export type SaveFailure = 'retry' | 'closed' | 'drop' | 'halt';

const outboxKey = (attemptId: number) => `testRunner.outbox.${attemptId}`;

// ---- pure steps -------------------------------------------------------------------------------

/** Adds a change: it replaces the question's unsent entry and goes to the end (it is the newest). */
export function enqueue(entries: readonly OutboxEntry[], entry: OutboxEntry): OutboxEntry[] {
  return [...entries.filter((e) => e.questionId !== entry.questionId), entry];
}

/** After the server answered for a question: its entry is done unless a newer change replaced it meanwhile. */
export function settle(entries: readonly OutboxEntry[], questionId: number, savedSeq: number): OutboxEntry[] {
  return entries.filter((e) => e.questionId !== questionId || e.input.seq > savedSeq);
}

/** Only the current module's questions can still be saved; the rest would only earn 409s. */
export function pruneToQuestions(entries: readonly OutboxEntry[], questionIds: ReadonlySet<number>): OutboxEntry[] {
  return entries.filter((e) => questionIds.has(e.questionId));
}

/** 1 s, 2 s, 4 s... up to 30 s between retries. */
export function backoffMs(failures: number): number {
  return Math.min(30_000, 1000 * 2 ** Math.max(0, failures - 1));
}

/**
 * Restoring after a reload: an outbox entry whose seq is above the server's saved one is newer than what
 * the server has, so it wins and must be re-sent; one at or below it already arrived and is dropped.
 */
export function mergeRestored(
  server: readonly SavedAnswerDto[],
  entries: readonly OutboxEntry[],
): { answers: SavedAnswerDto[]; resend: OutboxEntry[] } {
  const byQuestion = new Map(server.map((a) => [a.questionId, a]));
  const resend: OutboxEntry[] = [];
  for (const entry of [...entries].sort((a, b) => a.input.seq - b.input.seq)) {
    const saved = byQuestion.get(entry.questionId);
    if (saved && saved.seq >= entry.input.seq) continue;
    resend.push(entry);
    const { input } = entry;
    byQuestion.set(entry.questionId, {
      questionId: entry.questionId,
      answer: input.answer,
      marked: input.marked,
      eliminated: input.eliminated,
      annotations: input.annotations ?? saved?.annotations ?? { highlights: [] },
      timeSpentSeconds: Math.max(input.timeSpentSeconds ?? 0, saved?.timeSpentSeconds ?? 0),
      seq: input.seq,
    });
  }
  return { answers: [...byQuestion.values()], resend };
}

/** 409: the module is closed. Network, time-out, 5xx and 429: try again later. 401: stop (the app goes to login). */
export function classifySaveError(error: unknown): SaveFailure {
  if (!isApiError(error)) return 'retry';
  if (error.status === 409) return 'closed';
  if (error.status === 401) return 'halt';
  if (error.status === 0 || error.status === 429 || error.status >= 500) return 'retry';
  return 'drop';
}

export function readOutbox(store: KeyValueStore, attemptId: number): OutboxEntry[] {
  try {
    const parsed = JSON.parse(store.get(outboxKey(attemptId)) ?? '[]') as unknown;
    return Array.isArray(parsed) ? (parsed as OutboxEntry[]).filter((e) => Number.isInteger(e?.questionId) && Number.isInteger(e?.input?.seq)) : [];
  } catch {
    return [];
  }
}

export function writeOutbox(store: KeyValueStore, attemptId: number, entries: readonly OutboxEntry[]): void {
  if (entries.length === 0) store.remove(outboxKey(attemptId));
  else store.set(outboxKey(attemptId), JSON.stringify(entries));
}

// ---- the sender -------------------------------------------------------------------------------

export interface SaveOutboxDeps {
  attemptId: number;
  storage: KeyValueStore;
  send(entry: OutboxEntry): Promise<SaveAnswerResultDto>;
  /** A save failed and will be retried (the connection banner). */
  onRetrying?(error: unknown): void;
  /** Every entry is saved (after at least one send). */
  onDrained?(): void;
  /** The server refused with 409: the module is closed. The entry is gone; the state must be re-read. */
  onClosed?(): void;
  /** The server refused an entry for good (4xx other than 409): it is dropped. */
  onDropped?(error: unknown): void;
  /** The entry count changed. */
  onChange?(pending: number): void;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

interface Waiter {
  resolve(): void;
  reject(error: unknown): void;
}

/** Sends the entries one at a time, oldest first, retrying with backoff; the entries mirror localStorage. */
export class SaveOutbox {
  private entries: OutboxEntry[];
  private sending = false;
  private halted = false;
  private failures = 0;
  private retryTimer: unknown = null;
  private waiters: Waiter[] = [];
  private disposed = false;

  constructor(private readonly deps: SaveOutboxDeps) {
    this.entries = readOutbox(deps.storage, deps.attemptId);
  }

  get pending(): readonly OutboxEntry[] {
    return this.entries;
  }

  add(entry: OutboxEntry): void {
    this.replace(enqueue(this.entries, entry));
    this.pump();
  }

  /** Replaces every entry (restore and prune) and starts sending them. */
  reset(entries: readonly OutboxEntry[]): void {
    this.replace([...entries].sort((a, b) => a.input.seq - b.input.seq));
    this.pump();
  }

  /** The connection is back (the browser said so): try now instead of waiting for the backoff. */
  retryNow(): void {
    this.halted = false;
    this.clearRetry();
    this.pump();
  }

  /** Resolves once everything is saved; rejects with the error when a send fails (retries go on). */
  flush(): Promise<void> {
    if (this.entries.length === 0) return Promise.resolve();
    const done = new Promise<void>((resolve, reject) => this.waiters.push({ resolve, reject }));
    this.retryNow();
    return done;
  }

  dispose(): void {
    this.disposed = true;
    this.clearRetry();
    this.settleWaiters(new Error('disposed'));
  }

  private replace(entries: OutboxEntry[]): void {
    this.entries = entries;
    writeOutbox(this.deps.storage, this.deps.attemptId, entries);
    this.deps.onChange?.(entries.length);
  }

  private clearRetry(): void {
    if (this.retryTimer !== null) (this.deps.clearTimer ?? clearTimeout)(this.retryTimer as ReturnType<typeof setTimeout>);
    this.retryTimer = null;
  }

  private settleWaiters(error?: unknown): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const w of waiters) {
      if (error === undefined) w.resolve();
      else w.reject(error);
    }
  }

  private pump(): void {
    if (this.disposed || this.sending || this.halted || this.retryTimer !== null) return;
    const entry = this.entries[0];
    if (!entry) {
      this.settleWaiters();
      return;
    }
    this.sending = true;
    this.deps
      .send(entry)
      .then(
        (result) => {
          this.failures = 0;
          this.replace(settle(this.entries, entry.questionId, Math.max(result.seq, entry.input.seq)));
          if (this.entries.length === 0) this.deps.onDrained?.();
        },
        (error: unknown) => this.fail(entry, error),
      )
      .finally(() => {
        this.sending = false;
        this.pump();
      });
  }

  private fail(entry: OutboxEntry, error: unknown): void {
    if (this.disposed) return;
    const kind = classifySaveError(error);
    if (kind === 'retry' || kind === 'halt') {
      this.failures += 1;
      this.settleWaiters(error);
      if (kind === 'halt') {
        this.halted = true;
        return;
      }
      this.deps.onRetrying?.(error);
      this.retryTimer = (this.deps.setTimer ?? setTimeout)(() => {
        this.retryTimer = null;
        this.pump();
      }, backoffMs(this.failures));
      return;
    }
    // Refused for good: only this write is dropped (a newer one for the question may wait behind it).
    this.replace(this.entries.filter((e) => e !== entry));
    if (kind === 'closed') this.deps.onClosed?.();
    else this.deps.onDropped?.(error);
  }
}
