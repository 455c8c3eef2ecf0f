import { makeAutoObservable, observable, runInAction } from 'mobx';
import {
  TIMER_WARNING_SECONDS,
  type AttemptDto,
  type AttemptTargetType,
  type HighlightDto,
  type SavedAnswerDto,
  type TestQuestionDto,
} from '@app/shared';
import { storage as defaultStorage } from '../../lib/storage';
import type { TestRunnerApi } from './api';
import { clockOffsetMs, secondsUntil } from './clock';
import { mergeRestored, pruneToQuestions, SaveOutbox, type KeyValueStore, type OutboxEntry } from './save-outbox';

export type RunnerView = 'question' | 'review';
/** online: nothing to say. unstable: saves are failing or the browser is offline. restored: the outbox drained again. */
export type ConnectionState = 'online' | 'unstable' | 'restored';
export type QuestionStatus = 'answered' | 'unanswered';

export interface TestRunnerDeps {
  api: TestRunnerApi;
  storage?: KeyValueStore;
  /** Failures the runner does not handle itself (the app's error policy). */
  onError?: (error: unknown) => void;
}

/** How long "Connection restored" stays before it fades. */
export const RESTORED_BANNER_MS = 3000;
/** While the clock shows 0 and the server has not closed the module yet, ask again this often. */
const ZERO_REFETCH_MS = 5000;

const seqKey = (attemptId: number) => `testRunner.seq.${attemptId}`;
const positionKey = (attemptId: number) => `testRunner.position.${attemptId}`;

const emptyAnswer = (questionId: number): SavedAnswerDto => ({
  questionId,
  answer: '',
  marked: false,
  eliminated: [],
  annotations: { highlights: [] },
  timeSpentSeconds: 0,
  seq: 0,
});

/**
 * One open attempt: the server's state, the student's answers, the position in the module and the clock.
 * Every change is applied locally at once and autosaved through the outbox with an increasing seq. The
 * clock never decides anything: at zero it re-reads the state, and the server says what happens next.
 */
export class TestRunnerStore {
  attempt: AttemptDto | null = null;
  index = 0;
  view: RunnerView = 'question';
  readonly answers = observable.map<number, SavedAnswerDto>();
  offsetMs = 0;
  nowMs = Date.now();
  timerHidden = false;
  /** The 5-minute warning is showing (once per module). */
  warningShown = false;
  connection: ConnectionState = 'online';
  pendingSaves = 0;
  /** The module closed under the student (deadline or another tab): the state was re-read. */
  moduleClosedNotice = false;
  busy = false;
  eliminatorOn = false;
  /** The highlighter (when the module has it) can be switched off to select text without highlighting. */
  highlighterOn = true;

  private readonly api: TestRunnerApi;
  private readonly storage: KeyValueStore;
  private readonly onError: (error: unknown) => void;
  private outbox: SaveOutbox | null = null;
  private active = true;
  private seq = 0;
  private interval: ReturnType<typeof setInterval> | null = null;
  private restoredTimer: ReturnType<typeof setTimeout> | null = null;
  private warnedModuleId: number | null = null;
  private refreshing: Promise<void> | null = null;
  private lastZeroFetchMs = 0;
  /** Time on the displayed question is counted from here (local clock) and folded into its total on saves. */
  private shownSinceMs = Date.now();

  constructor(deps: TestRunnerDeps) {
    this.api = deps.api;
    this.storage = deps.storage ?? defaultStorage;
    this.onError = deps.onError ?? (() => undefined);
    makeAutoObservable<
      this,
      'api' | 'storage' | 'onError' | 'outbox' | 'active' | 'seq' | 'interval' | 'restoredTimer' | 'refreshing' | 'shownSinceMs'
    >(
      this,
      {
        api: false,
        storage: false,
        onError: false,
        outbox: false,
        active: false,
        seq: false,
        interval: false,
        restoredTimer: false,
        refreshing: false,
        shownSinceMs: false,
      },
      { autoBind: true },
    );
  }

  // ---- derived state ------------------------------------------------------------------------

  get module() {
    return this.attempt?.currentModule ?? null;
  }

  get questions(): TestQuestionDto[] {
    return this.module?.questions ?? [];
  }

  get question(): TestQuestionDto | null {
    return this.questions[this.index] ?? null;
  }

  get currentAnswer(): SavedAnswerDto | null {
    return this.question ? this.answerOf(this.question.id) : null;
  }

  /** Seconds left of the module, or of the break; null when nothing is timed. */
  get remainingSeconds(): number | null {
    const a = this.attempt;
    if (!a) return null;
    if (a.status === 'in_progress' && a.currentModule) return secondsUntil(a.currentModule.endsAt, this.offsetMs, this.nowMs);
    if (a.status === 'on_break' && a.breakEndsAt) return secondsUntil(a.breakEndsAt, this.offsetMs, this.nowMs);
    return null;
  }

  /** A hidden timer shows anyway in the last five minutes. */
  get timerVisible(): boolean {
    const left = this.remainingSeconds;
    return !this.timerHidden || (left !== null && left <= TIMER_WARNING_SECONDS);
  }

  get answeredCount(): number {
    return this.questions.filter((q) => this.statusOf(q.id) === 'answered').length;
  }

  answerOf(questionId: number): SavedAnswerDto {
    return this.answers.get(questionId) ?? emptyAnswer(questionId);
  }

  statusOf(questionId: number): QuestionStatus {
    return this.answerOf(questionId).answer.trim() ? 'answered' : 'unanswered';
  }

  hasTool(...tools: string[]): boolean {
    return tools.some((t) => (this.module?.tools as string[] | undefined)?.includes(t));
  }

  // ---- lifecycle ----------------------------------------------------------------------------

  /**
   * Opens the running attempt of a test: 'start' when there is none (the lock page starts one). Unless the
   * start page has just created it, reopening counts as a leave (resume), and the resumed state is used.
   */
  async open(type: AttemptTargetType, targetId: number, startedAttemptId?: number): Promise<'start' | 'ready'> {
    const active = await this.api.findActive(type, targetId);
    if (!active) return 'start';
    let state = await this.api.get(active.id);
    if (startedAttemptId !== state.id && state.status !== 'finished') state = await this.api.resume(state.id);
    this.apply(state);
    return 'ready';
  }

  /** Takes a state from the server: clock offset, answers (with unsent local changes on top), position. */
  apply(state: AttemptDto): void {
    const localNow = Date.now();
    const previousModuleId = this.module?.id ?? null;
    const firstLoad = this.attempt?.id !== state.id;
    if (firstLoad) this.attach(state.id);

    this.offsetMs = clockOffsetMs(state.serverNow, localNow);
    this.nowMs = localNow;
    this.attempt = state;

    const moduleIds = new Set((state.currentModule?.questions ?? []).map((q) => q.id));
    const outbox = this.outbox!;
    const { answers, resend } = mergeRestored(state.answers, pruneToQuestions(outbox.pending, moduleIds));
    // A local change acknowledged after the server read this state is newer than the state: keep it.
    const merged = new Map(answers.map((a) => [a.questionId, a]));
    for (const local of this.answers.values()) {
      if (local.seq > (merged.get(local.questionId)?.seq ?? 0)) merged.set(local.questionId, local);
    }
    this.answers.replace([...merged].filter(([id]) => moduleIds.has(id)));
    this.seq = Math.max(this.seq, ...state.answers.map((a) => a.seq), ...resend.map((e) => e.input.seq));
    outbox.reset(resend);

    const moduleId = state.currentModule?.id ?? null;
    if (moduleId !== previousModuleId) {
      const saved = firstLoad ? Number(this.storage.get(positionKey(state.id))) : 0;
      this.index = Number.isInteger(saved) && saved > 0 && saved < moduleIds.size ? saved : 0;
      this.view = 'question';
      this.warningShown = false;
      this.shownSinceMs = localNow;
    }
    if (state.status === 'finished' || state.status === 'abandoned') this.finish(state.id);
    else this.startTicking();
    this.checkWarning();
  }

  /** Re-reads the state (the clock hit zero, a save got 409); concurrent calls share one request. */
  refresh(): Promise<void> {
    const a = this.attempt;
    if (!a) return Promise.resolve();
    this.refreshing ??= this.api
      .get(a.id)
      .then((state) => this.apply(state))
      .catch((error: unknown) => this.onError(error))
      .finally(() => {
        this.refreshing = null;
      });
    return this.refreshing;
  }

  /**
   * The screen mounted (again): React's strict mode unmounts and remounts once, so disposing must be
   * undoable. The outbox is re-created from localStorage, where every unsent change already is.
   */
  activate(): void {
    this.active = true;
    const a = this.attempt;
    if (!a || this.outbox || a.status === 'finished' || a.status === 'abandoned') return;
    this.attach(a.id);
    this.outbox!.reset(this.outbox!.pending);
    this.startTicking();
  }

  dispose(): void {
    this.active = false;
    this.stopTicking();
    if (this.restoredTimer) clearTimeout(this.restoredTimer);
    this.outbox?.dispose();
    this.outbox = null;
  }

  /** The browser's online/offline events feed the connection banner and wake the outbox. */
  setOnline(online: boolean): void {
    if (!online) this.connection = 'unstable';
    else if (this.pendingSaves === 0)
      this.onDrained(); // nothing waited to be sent: back to normal
    else this.outbox?.retryNow();
  }

  private attach(attemptId: number): void {
    this.outbox?.dispose();
    this.seq = Number(this.storage.get(seqKey(attemptId))) || 0;
    this.outbox = new SaveOutbox({
      attemptId,
      storage: this.storage,
      send: (entry) => this.api.saveAnswer(attemptId, entry.questionId, entry.input),
      onRetrying: () => this.setConnection('unstable'),
      onDrained: () => this.onDrained(),
      onClosed: () => this.onModuleClosed(),
      onDropped: (error) => this.onError(error),
      onChange: (pending) => this.setPending(pending),
    });
  }

  private setConnection(state: ConnectionState): void {
    this.connection = state;
  }

  private setPending(pending: number): void {
    this.pendingSaves = pending;
  }

  private onDrained(): void {
    if (this.connection !== 'unstable') return;
    this.connection = 'restored';
    if (this.restoredTimer) clearTimeout(this.restoredTimer);
    this.restoredTimer = setTimeout(() => {
      runInAction(() => {
        if (this.connection === 'restored') this.connection = 'online';
      });
    }, RESTORED_BANNER_MS);
  }

  private onModuleClosed(): void {
    this.moduleClosedNotice = true;
    void this.refresh();
  }

  dismissModuleClosed(): void {
    this.moduleClosedNotice = false;
  }

  private finish(attemptId: number): void {
    this.stopTicking();
    this.outbox?.reset([]);
    this.storage.remove(seqKey(attemptId));
    this.storage.remove(positionKey(attemptId));
  }

  // ---- the clock ----------------------------------------------------------------------------

  private startTicking(): void {
    if (!this.active) return;
    this.interval ??= setInterval(() => this.tick(), 1000);
  }

  private stopTicking(): void {
    if (this.interval) clearInterval(this.interval);
    this.interval = null;
  }

  /** Reads the wall clock again (never counts ticks); at zero the server decides, so re-read its state. */
  tick(): void {
    this.nowMs = Date.now();
    this.checkWarning();
    if (this.remainingSeconds === 0 && this.nowMs - this.lastZeroFetchMs >= ZERO_REFETCH_MS) {
      this.lastZeroFetchMs = this.nowMs;
      void this.refresh();
    }
  }

  private checkWarning(): void {
    const left = this.remainingSeconds;
    const moduleId = this.module?.id ?? null;
    if (this.attempt?.status !== 'in_progress' || moduleId === null || left === null || left === 0) return;
    if (left <= TIMER_WARNING_SECONDS && this.warnedModuleId !== moduleId) {
      this.warnedModuleId = moduleId;
      this.warningShown = true;
    }
  }

  dismissWarning(): void {
    this.warningShown = false;
  }

  toggleTimer(): void {
    this.timerHidden = !this.timerHidden;
  }

  // ---- moving around ------------------------------------------------------------------------

  goTo(index: number): void {
    if (index < 0 || index >= this.questions.length) return;
    if (index === this.index && this.view === 'question') return;
    this.leaveQuestion();
    this.index = index;
    this.view = 'question';
    this.shownSinceMs = Date.now();
    if (this.attempt) this.storage.set(positionKey(this.attempt.id), String(index));
  }

  /** Next question; after the last one, the module review page. */
  next(): void {
    if (this.view === 'review') return;
    if (this.index < this.questions.length - 1) this.goTo(this.index + 1);
    else this.openReview();
  }

  /** Previous question; from the review page, back to the last question. Never into an earlier module. */
  back(): void {
    if (this.view === 'review') this.goTo(this.questions.length - 1);
    else if (this.index > 0) this.goTo(this.index - 1);
  }

  openReview(): void {
    if (this.view === 'review') return;
    this.leaveQuestion();
    this.view = 'review';
  }

  // ---- changes ------------------------------------------------------------------------------

  choose(label: string): void {
    const q = this.question;
    if (!q) return;
    const current = this.answerOf(q.id);
    // Choosing a struck-out choice un-strikes it, as in the official app.
    this.change(q.id, { answer: label, eliminated: current.eliminated.filter((l) => l !== label) });
  }

  setResponse(text: string): void {
    if (this.question) this.change(this.question.id, { answer: text });
  }

  toggleMark(): void {
    const q = this.question;
    if (q) this.change(q.id, { marked: !this.answerOf(q.id).marked });
  }

  toggleEliminated(label: string): void {
    const q = this.question;
    if (!q) return;
    const current = this.answerOf(q.id);
    const struck = current.eliminated.includes(label);
    this.change(q.id, {
      eliminated: struck ? current.eliminated.filter((l) => l !== label) : [...current.eliminated, label].sort(),
      // Striking the chosen answer clears it.
      ...(struck || current.answer !== label ? {} : { answer: '' }),
    });
  }

  setHighlights(highlights: HighlightDto[]): void {
    if (this.question) this.change(this.question.id, { annotations: { highlights } });
  }

  toggleEliminator(): void {
    if (this.hasTool('eliminator')) this.eliminatorOn = !this.eliminatorOn;
  }

  toggleHighlighter(): void {
    this.highlighterOn = !this.highlighterOn;
  }

  /** Applies a change locally at once and queues its save; the time spent so far rides along. */
  private change(questionId: number, patch: Partial<Pick<SavedAnswerDto, 'answer' | 'marked' | 'eliminated' | 'annotations'>>): void {
    const next: SavedAnswerDto = { ...this.answerOf(questionId), ...patch };
    this.save(this.withTime(next));
  }

  /** Folds the whole seconds spent on the displayed question into its total. */
  private withTime(answer: SavedAnswerDto): SavedAnswerDto {
    if (this.view !== 'question' || this.question?.id !== answer.questionId) return answer;
    const seconds = Math.max(0, Math.floor((Date.now() - this.shownSinceMs) / 1000));
    this.shownSinceMs += seconds * 1000;
    return { ...answer, timeSpentSeconds: answer.timeSpentSeconds + seconds };
  }

  /** Leaving a question sends the time spent on it (when at least a second passed). */
  private leaveQuestion(): void {
    const q = this.question;
    if (this.view !== 'question' || !q) return;
    const before = this.answerOf(q.id);
    const after = this.withTime(before);
    if (after.timeSpentSeconds > before.timeSpentSeconds) this.save(after);
  }

  private save(answer: SavedAnswerDto): void {
    const attempt = this.attempt;
    if (!attempt || attempt.status !== 'in_progress' || !this.outbox) return;
    this.seq += 1;
    this.storage.set(seqKey(attempt.id), String(this.seq));
    const saved = { ...answer, seq: this.seq };
    this.answers.set(saved.questionId, saved);
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

  // ---- module ends, breaks, leaving ---------------------------------------------------------

  /** Saves everything, then submits the module; the answer is the next module, a break or the end. */
  async submitModule(): Promise<boolean> {
    const a = this.attempt;
    const m = this.module;
    if (!a || !m || this.busy) return false;
    this.leaveQuestion();
    this.busy = true;
    try {
      await this.outbox?.flush();
      const state = await this.api.submitModule(a.id, m.id);
      this.apply(state);
      return true;
    } catch (error) {
      this.onError(error);
      // A 409 here means the module was already closed (deadline, another tab): show where things are.
      void this.refresh();
      return false;
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
  }

  /** Ends the break early. */
  async continueBreak(): Promise<void> {
    const a = this.attempt;
    if (!a || this.busy) return;
    this.busy = true;
    try {
      this.apply(await this.api.continueBreak(a.id));
    } catch (error) {
      this.onError(error);
      void this.refresh();
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
  }

  /**
   * Leaving the test: send what is pending (briefly; whatever does not make it stays in the outbox and
   * is re-sent on return). The clock keeps running on the server, and the return counts as a leave.
   */
  async exit(waitMs = 3000): Promise<void> {
    this.leaveQuestion();
    const flushed = this.outbox?.flush() ?? Promise.resolve();
    await Promise.race([flushed.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, waitMs))]);
    this.dispose();
  }
}
