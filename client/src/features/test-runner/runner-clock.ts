import { makeAutoObservable } from 'mobx';
import { TIMER_WARNING_SECONDS, type AttemptDto } from '@app/shared';
import { clockOffsetMs, secondsUntil } from './clock';

/** While the clock shows 0 and the server has not closed the module yet, ask again this often. */
const ZERO_REFETCH_MS = 5000;

export interface RunnerClockDeps {
  /** The attempt whose module or break is timed. */
  attempt: () => AttemptDto | null;
  /** The time is over on this side: the server decides what happens next, so re-read its state. */
  onZero: () => void;
}

/**
 * The runner's countdown: the offset to the server's clock, the wall clock read every second, the
 * 5-minute warning (once per module) and the student's choice to hide the timer. It never decides anything.
 */
export class RunnerClock {
  offsetMs = 0;
  nowMs = Date.now();
  timerHidden = false;
  /** The 5-minute warning is showing. */
  warningShown = false;

  private interval: ReturnType<typeof setInterval> | null = null;
  private warnedModuleId: number | null = null;
  private lastZeroFetchMs = 0;

  constructor(private readonly deps: RunnerClockDeps) {
    makeAutoObservable<this, 'deps' | 'interval'>(this, { deps: false, interval: false }, { autoBind: true });
  }

  /** Seconds left of the module, or of the break; null when nothing is timed. */
  get remainingSeconds(): number | null {
    const a = this.deps.attempt();
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

  /** A state arrived: measure how far the local clock is from the server's `serverNow`. */
  sync(serverNow: string, localNowMs: number): void {
    this.offsetMs = clockOffsetMs(serverNow, localNowMs);
    this.nowMs = localNowMs;
  }

  /** A new module: its own warning. */
  newModule(): void {
    this.warningShown = false;
  }

  start(): void {
    this.interval ??= setInterval(() => this.tick(), 1000);
  }

  stop(): void {
    if (this.interval) clearInterval(this.interval);
    this.interval = null;
  }

  /** Reads the wall clock again (never counts ticks); at zero the server decides, so re-read its state. */
  tick(): void {
    this.nowMs = Date.now();
    this.checkWarning();
    if (this.remainingSeconds === 0 && this.nowMs - this.lastZeroFetchMs >= ZERO_REFETCH_MS) {
      this.lastZeroFetchMs = this.nowMs;
      this.deps.onZero();
    }
  }

  checkWarning(): void {
    const a = this.deps.attempt();
    const left = this.remainingSeconds;
    const moduleId = a?.currentModule?.id ?? null;
    if (a?.status !== 'in_progress' || moduleId === null || left === null || left === 0) return;
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
}
