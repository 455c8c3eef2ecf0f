import { makeAutoObservable, runInAction } from 'mobx';

/** online: nothing to say. unstable: saves are failing or the browser is offline. restored: the outbox drained again. */
export type ConnectionState = 'online' | 'unstable' | 'restored';

/** How long "Connection restored" stays before it fades. */
export const RESTORED_BANNER_MS = 3000;

/** What the connection banner and the footer's "Saving…" show, fed by the outbox and the browser's online events. */
export class RunnerConnection {
  state: ConnectionState = 'online';
  /** Changes not yet acknowledged by the server. */
  pendingSaves = 0;

  private restoredTimer: ReturnType<typeof setTimeout> | null = null;

  constructor() {
    makeAutoObservable<this, 'restoredTimer'>(this, { restoredTimer: false }, { autoBind: true });
  }

  /** A save failed and is being retried, or the browser went offline. */
  unstable(): void {
    this.state = 'unstable';
  }

  setPending(pending: number): void {
    this.pendingSaves = pending;
  }

  /** Everything waiting was sent: after trouble, say so for a moment. */
  drained(): void {
    if (this.state !== 'unstable') return;
    this.state = 'restored';
    if (this.restoredTimer) clearTimeout(this.restoredTimer);
    this.restoredTimer = setTimeout(() => {
      runInAction(() => {
        if (this.state === 'restored') this.state = 'online';
      });
    }, RESTORED_BANNER_MS);
  }

  dispose(): void {
    if (this.restoredTimer) clearTimeout(this.restoredTimer);
  }
}
