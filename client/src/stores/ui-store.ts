import { makeAutoObservable } from 'mobx';
import type { MessageDescriptor } from 'react-intl';
import { errorAction, type ErrorAction, type ErrorContext } from '../lib/error-policy';
import type { RootStore } from './root-store';

export type ToastVariant = 'success' | 'danger' | 'warning' | 'info';
export interface Toast {
  id: number;
  variant: ToastVariant;
  text: string;
}
/** The blocking notice dialog; only the refresh notice exists so far. */
export type NoticeKind = 'refresh';

/** Loading overlay counter, toasts and the notice dialog. */
export class UiStore {
  loadingCount = 0;
  toasts: Toast[] = [];
  notice: NoticeKind | null = null;
  private nextToastId = 1;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<UiStore, 'root' | 'nextToastId'>(this, { root: false, nextToastId: false }, { autoBind: true });
  }

  get isLoading(): boolean {
    return this.loadingCount > 0;
  }

  startLoading(): void {
    this.loadingCount += 1;
  }

  endLoading(): void {
    this.loadingCount = Math.max(0, this.loadingCount - 1);
  }

  toast(text: string | MessageDescriptor, variant: ToastVariant = 'info'): void {
    const resolved = typeof text === 'string' ? text : this.root.locale.format(text);
    // The same text twice in a row (two failing calls) is shown once.
    if (this.toasts.some((t) => t.text === resolved && t.variant === variant)) return;
    this.toasts.push({ id: this.nextToastId++, variant, text: resolved });
  }

  dismissToast(id: number): void {
    this.toasts = this.toasts.filter((t) => t.id !== id);
  }

  showNotice(kind: NoticeKind = 'refresh'): void {
    this.notice = kind;
  }

  /** The text an error action shows, in the current locale. */
  describe(action: ErrorAction): string {
    if (action.kind !== 'message') return '';
    return action.text ?? this.root.locale.format(action.message!);
  }

  /** Central handling of spec section 8: redirect, notice dialog or a toast. Returns what it did. */
  handleError(error: unknown, context: ErrorContext = {}): ErrorAction {
    const action = errorAction(error, context);
    this.apply(action);
    return action;
  }

  apply(action: ErrorAction): void {
    if (action.kind === 'redirect') this.root.navigate(action.to);
    else if (action.kind === 'notice') this.showNotice('refresh');
    else if (action.kind === 'message') this.toast(this.describe(action), 'danger');
  }
}
