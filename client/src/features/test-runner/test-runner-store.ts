import { makeAutoObservable, runInAction } from 'mobx';
import type { AttemptDto, AttemptTargetType, HighlightDto, SavedAnswerDto, TestQuestionDto } from '@app/shared';
import { storage as defaultStorage } from '../../lib/storage';
import type { TestRunnerApi } from './api';
import { chooseChoice, RunnerAnswers, toggleStruck, type AnswerPatch } from './runner-answers';
import { RunnerClock } from './runner-clock';
import { RunnerConnection, type ConnectionState } from './runner-connection';
import type { KeyValueStore } from './save-outbox';

export { RESTORED_BANNER_MS, type ConnectionState } from './runner-connection';

export type RunnerView = 'question' | 'review';
export type QuestionStatus = 'answered' | 'unanswered';

export interface TestRunnerDeps {
  api: TestRunnerApi;
  storage?: KeyValueStore;
  /** Failures the runner does not handle itself (the app's error policy). */
  onError?: (error: unknown) => void;
}

const positionKey = (attemptId: number) => `testRunner.position.${attemptId}`;

/**
 * One open attempt: the server's state, the position in the module, the tools, and the module's end. Its
 * parts keep the rest: the clock (countdown and warning), the answers (applied locally at once, autosaved
 * through the outbox) and the connection (the banner while saves fail). The clock never decides anything:
 * at zero it re-reads the state, and the server says what happens next.
 */
export class TestRunnerStore {
  attempt: AttemptDto | null = null;
  index = 0;
  view: RunnerView = 'question';
  /** The module closed under the student (deadline or another tab): the state was re-read. */
  moduleClosedNotice = false;
  /** The module's time ran out here and the server moved on (next module, break or end): say so. */
  timeUpNotice = false;
  busy = false;
  /** The highlighter (when the module has it) can be switched off to select text without highlighting. */
  highlighterOn = true;

  readonly clock: RunnerClock;
  readonly link = new RunnerConnection();
  private readonly answerBook: RunnerAnswers;
  private readonly api: TestRunnerApi;
  private readonly storage: KeyValueStore;
  private readonly onError: (error: unknown) => void;
  /** False once the screen unmounted: nothing ticks until it mounts again. */
  private active = true;
  private refreshing: Promise<void> | null = null;
  /** The page told the server it went away (see pageAway); the return must say it is back. */
  private awayRequest: Promise<void> | null = null;
  /** Time on the displayed question is counted from here (local clock) and folded into its total on saves. */
  private shownSinceMs = Date.now();

  constructor(deps: TestRunnerDeps) {
    this.api = deps.api;
    this.storage = deps.storage ?? defaultStorage;
    this.onError = deps.onError ?? (() => undefined);
    this.clock = new RunnerClock({ attempt: () => this.attempt, onZero: () => void this.timeUp() });
    this.answerBook = new RunnerAnswers({
      api: this.api,
      storage: this.storage,
      connection: this.link,
      onModuleClosed: () => this.onModuleClosed(),
      onError: (error) => this.onError(error),
    });
    makeAutoObservable<this, 'answerBook' | 'api' | 'storage' | 'onError' | 'active' | 'refreshing' | 'awayRequest' | 'shownSinceMs'>(
      this,
      {
        clock: false,
        link: false,
        answerBook: false,
        api: false,
        storage: false,
        onError: false,
        active: false,
        refreshing: false,
        awayRequest: false,
        shownSinceMs: false,
      },
      { autoBind: true },
    );
  }

  // ---- the parts' state, as the screen and the tests read it ---------------------------------

  get answers() {
    return this.answerBook.byQuestion;
  }

  get offsetMs(): number {
    return this.clock.offsetMs;
  }

  /** Seconds left of the module, or of the break; null when nothing is timed. */
  get remainingSeconds(): number | null {
    return this.clock.remainingSeconds;
  }

  get timerHidden(): boolean {
    return this.clock.timerHidden;
  }

  get timerVisible(): boolean {
    return this.clock.timerVisible;
  }

  /** The 5-minute warning is showing (once per module). */
  get warningShown(): boolean {
    return this.clock.warningShown;
  }

  get connection(): ConnectionState {
    return this.link.state;
  }

  get pendingSaves(): number {
    return this.link.pendingSaves;
  }

  dismissWarning(): void {
    this.clock.dismissWarning();
  }

  toggleTimer(): void {
    this.clock.toggleTimer();
  }

  tick(): void {
    this.clock.tick();
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

  get answeredCount(): number {
    return this.questions.filter((q) => this.statusOf(q.id) === 'answered').length;
  }

  answerOf(questionId: number): SavedAnswerDto {
    return this.answerBook.answerOf(questionId);
  }

  statusOf(questionId: number): QuestionStatus {
    return this.answerOf(questionId).answer.trim() ? 'answered' : 'unanswered';
  }

  /**
   * The answer eliminator is on every multiple-choice question, as in Bluebook (whatever the practice's
   * tools say); whether it is switched on is kept per question with the answer, so a reload keeps it.
   */
  get eliminatorAvailable(): boolean {
    return this.question?.type === 'multiple-choice';
  }

  get eliminatorOn(): boolean {
    return this.eliminatorAvailable && this.currentAnswer?.annotations.eliminator === true;
  }

  hasTool(...tools: string[]): boolean {
    return tools.some((t) => (this.module?.tools as string[] | undefined)?.includes(t));
  }

  // ---- lifecycle ----------------------------------------------------------------------------

  /**
   * Opens the running attempt of a test: 'start' when there is none (the lock page starts one). Unless the
   * start page has just created it, the server hears that the page is back (resume): a leave when the page
   * was away past the grace period, never for a reload. The resumed state is used.
   *
   * Resume answers the whole state, as a read does, and changes nothing when the attempt is no longer
   * running (it finished under the page): so it is asked directly, not after a read. The directions (the
   * page's largest paint) wait for these requests, one after the other on a phone's network.
   */
  async open(type: AttemptTargetType, targetId: number, startedAttemptId?: number): Promise<'start' | 'ready'> {
    const active = await this.api.findActive(type, targetId);
    if (!active) return 'start';
    this.apply(startedAttemptId === active.id ? await this.api.get(active.id) : await this.api.resume(active.id));
    return 'ready';
  }

  /** Takes a state from the server: clock offset, answers (with unsent local changes on top), position. */
  apply(state: AttemptDto): void {
    const localNow = Date.now();
    const previousModuleId = this.module?.id ?? null;
    const firstLoad = this.attempt?.id !== state.id;
    if (firstLoad) this.answerBook.attach(state.id);

    this.clock.sync(state.serverNow, localNow);
    this.attempt = state;

    const moduleIds = new Set((state.currentModule?.questions ?? []).map((q) => q.id));
    this.answerBook.merge(state, moduleIds);

    const moduleId = state.currentModule?.id ?? null;
    if (moduleId !== previousModuleId) {
      const saved = firstLoad ? Number(this.storage.get(positionKey(state.id))) : 0;
      this.index = Number.isInteger(saved) && saved > 0 && saved < moduleIds.size ? saved : 0;
      this.view = 'question';
      this.clock.newModule();
      this.shownSinceMs = localNow;
    }
    if (state.status === 'finished' || state.status === 'abandoned') this.finish(state.id);
    else this.startTicking();
    this.clock.checkWarning();
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
    this.pageBack();
    const a = this.attempt;
    if (!a || this.answerBook.isAttached() || a.status === 'finished' || a.status === 'abandoned') return;
    this.answerBook.reattach(a.id);
    this.startTicking();
  }

  dispose(): void {
    this.pageAway();
    this.active = false;
    this.clock.stop();
    this.link.dispose();
    this.answerBook.dispose();
  }

  /** The browser's online/offline events feed the connection banner and wake the outbox. */
  setOnline(online: boolean): void {
    if (!online) this.link.unstable();
    else if (this.link.pendingSaves === 0)
      this.link.drained(); // nothing waited to be sent: back to normal
    else this.answerBook.retryNow();
  }

  // ---- leaving and coming back -------------------------------------------------------------

  /**
   * The page goes away: another page of the app or the web, a closed or reloaded tab, a hidden tab. The
   * server notes the moment; whether it was a leave is decided when the page is back (or the test ends).
   */
  pageAway(): void {
    const a = this.attempt;
    if (this.awayRequest || !a || (a.status !== 'in_progress' && a.status !== 'on_break')) return;
    this.awayRequest = this.api.away(a.id).catch(() => undefined);
  }

  /** The page is visible again after pageAway: the server counts the leave (or not) and the state is re-read. */
  pageBack(): void {
    const away = this.awayRequest;
    const a = this.attempt;
    if (!away || !a) return;
    this.awayRequest = null;
    // After the away request: the server must see the two in the order they happened.
    void away
      .then(() => this.api.resume(a.id))
      .then((state) => this.apply(state))
      .catch((error: unknown) => this.onError(error));
  }

  private onModuleClosed(): void {
    this.moduleClosedNotice = true;
    void this.refresh();
  }

  dismissModuleClosed(): void {
    this.moduleClosedNotice = false;
  }

  /** The clock reached zero: the server closes the module at its deadline; once it has, tell the student. */
  private async timeUp(): Promise<void> {
    const before = this.module?.id ?? null;
    const wasRunning = this.attempt?.status === 'in_progress';
    await this.refresh();
    runInAction(() => {
      if (wasRunning && (this.module?.id ?? null) !== before) this.timeUpNotice = true;
    });
  }

  dismissTimeUp(): void {
    this.timeUpNotice = false;
  }

  private finish(attemptId: number): void {
    this.clock.stop();
    this.answerBook.finish(attemptId);
    this.storage.remove(positionKey(attemptId));
  }

  private startTicking(): void {
    if (this.active) this.clock.start();
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
    this.edit((current) => chooseChoice(current, label));
  }

  setResponse(text: string): void {
    this.edit(() => ({ answer: text }));
  }

  toggleMark(): void {
    this.edit((current) => ({ marked: !current.marked }));
  }

  toggleEliminated(label: string): void {
    this.edit((current) => toggleStruck(current, label));
  }

  setHighlights(highlights: HighlightDto[]): void {
    this.edit((current) => ({ annotations: { ...current.annotations, highlights } }));
  }

  toggleEliminator(): void {
    if (!this.eliminatorAvailable) return;
    const on = !this.eliminatorOn;
    this.edit(({ annotations: { highlights } }) => ({ annotations: { highlights, ...(on ? { eliminator: true } : {}) } }));
  }

  toggleHighlighter(): void {
    this.highlighterOn = !this.highlighterOn;
  }

  /** Changes the displayed question's answer at once and queues its save; the time spent so far rides along. */
  private edit(change: (current: SavedAnswerDto) => AnswerPatch): void {
    const q = this.question;
    if (!q) return;
    const current = this.answerOf(q.id);
    this.save(this.withTime({ ...current, ...change(current) }));
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
    if (attempt?.status === 'in_progress') this.answerBook.save(attempt.id, answer);
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
      await this.answerBook.flush();
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
    const flushed = this.answerBook.flush();
    await Promise.race([flushed.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, waitMs))]);
    this.dispose();
  }
}
