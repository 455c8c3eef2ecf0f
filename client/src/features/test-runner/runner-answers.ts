import { makeAutoObservable, observable } from 'mobx';
import type { AttemptDto, SavedAnswerDto } from '@app/shared';
import type { TestRunnerApi } from './api';
import { mergeRestored, pruneToQuestions, SaveOutbox, type KeyValueStore, type OutboxEntry } from './save-outbox';
import type { RunnerConnection } from './runner-connection';

const seqKey = (attemptId: number) => `testRunner.seq.${attemptId}`;

export const emptyAnswer = (questionId: number): SavedAnswerDto => ({
  questionId,
  answer: '',
  marked: false,
  eliminated: [],
  annotations: { highlights: [] },
  timeSpentSeconds: 0,
  seq: 0,
});

/** What a student's action changes in an answer. */
export type AnswerPatch = Partial<Pick<SavedAnswerDto, 'answer' | 'marked' | 'eliminated' | 'annotations'>>;

/** Choosing a choice; choosing a struck-out one un-strikes it, as in the official app. */
export const chooseChoice = (current: SavedAnswerDto, label: string): AnswerPatch => ({
  answer: label,
  eliminated: current.eliminated.filter((l) => l !== label),
});

/** Striking a choice out, or back in; striking the chosen answer clears it. */
export function toggleStruck(current: SavedAnswerDto, label: string): AnswerPatch {
  const struck = current.eliminated.includes(label);
  return {
    eliminated: struck ? current.eliminated.filter((l) => l !== label) : [...current.eliminated, label].sort(),
    ...(struck || current.answer !== label ? {} : { answer: '' }),
  };
}

export interface RunnerAnswersDeps {
  api: TestRunnerApi;
  storage: KeyValueStore;
  /** The outbox reports to the connection banner. */
  connection: RunnerConnection;
  /** A save came back 409: the module closed under the student. */
  onModuleClosed: () => void;
  onError: (error: unknown) => void;
}

/**
 * The student's answers in the current module. Every change is applied here at once and queued in the
 * outbox with an increasing seq, kept in localStorage so that it goes on increasing after a reload.
 */
export class RunnerAnswers {
  readonly byQuestion = observable.map<number, SavedAnswerDto>();

  private outbox: SaveOutbox | null = null;
  private seq = 0;

  constructor(private readonly deps: RunnerAnswersDeps) {
    makeAutoObservable<this, 'deps' | 'outbox' | 'seq'>(this, { deps: false, outbox: false, seq: false }, { autoBind: true });
  }

  /** False after a dispose, until the screen mounts again. */
  isAttached(): boolean {
    return this.outbox !== null;
  }

  answerOf(questionId: number): SavedAnswerDto {
    return this.byQuestion.get(questionId) ?? emptyAnswer(questionId);
  }

  /** Starts on an attempt: its seq counter and its outbox, with whatever an earlier visit left unsent. */
  attach(attemptId: number): void {
    this.outbox?.dispose();
    this.seq = Number(this.deps.storage.get(seqKey(attemptId))) || 0;
    const { api, storage, connection, onModuleClosed, onError } = this.deps;
    this.outbox = new SaveOutbox({
      attemptId,
      storage,
      send: (entry) => api.saveAnswer(attemptId, entry.questionId, entry.input),
      onRetrying: () => connection.unstable(),
      onDrained: () => connection.drained(),
      onClosed: () => onModuleClosed(),
      onDropped: (error) => onError(error),
      onChange: (pending) => connection.setPending(pending),
    });
  }

  /** Attached again after a dispose (strict mode remounts): the outbox resends what localStorage kept. */
  reattach(attemptId: number): void {
    this.attach(attemptId);
    this.outbox!.reset(this.outbox!.pending);
  }

  /**
   * Takes the server's answers for the current module with the unsent local changes on top; outbox entries
   * the server already has are dropped, the rest are sent again.
   */
  merge(state: AttemptDto, moduleIds: ReadonlySet<number>): void {
    const outbox = this.outbox!;
    const { answers, resend } = mergeRestored(state.answers, pruneToQuestions(outbox.pending, moduleIds));
    // A local change acknowledged after the server read this state is newer than the state: keep it.
    const merged = new Map(answers.map((a) => [a.questionId, a]));
    for (const local of this.byQuestion.values()) {
      if (local.seq > (merged.get(local.questionId)?.seq ?? 0)) merged.set(local.questionId, local);
    }
    this.byQuestion.replace([...merged].filter(([id]) => moduleIds.has(id)));
    this.seq = Math.max(this.seq, ...state.answers.map((a) => a.seq), ...resend.map((e) => e.input.seq));
    outbox.reset(resend);
  }

  /** Applies a change locally and queues its save under the next seq. */
  save(attemptId: number, answer: SavedAnswerDto): void {
    if (!this.outbox) return;
    this.seq += 1;
    this.deps.storage.set(seqKey(attemptId), String(this.seq));
    const saved = { ...answer, seq: this.seq };
    this.byQuestion.set(saved.questionId, saved);
    const entry: OutboxEntry = {
      questionId: saved.questionId,
      input: {
        answer: saved.answer,
        marked: saved.marked,
        eliminated: saved.eliminated,
        annotations: saved.annotations,
        timeSpentSeconds: saved.timeSpentSeconds,
        seq: saved.seq,
      },
    };
    this.outbox.add(entry);
  }

  /** Sends what is waiting now instead of at the next retry (the browser is back online). */
  retryNow(): void {
    this.outbox?.retryNow();
  }

  flush(): Promise<void> {
    return this.outbox?.flush() ?? Promise.resolve();
  }

  /** The attempt ended: nothing is left to send, and its counter goes. */
  finish(attemptId: number): void {
    this.outbox?.reset([]);
    this.deps.storage.remove(seqKey(attemptId));
  }

  dispose(): void {
    this.outbox?.dispose();
    this.outbox = null;
  }
}
