import { API_BASE_URL } from '../config/env';
import { PATHS } from '../config/paths';
import { createApiClient, type ApiClient } from '../lib/api-client';
import { tokenStorage as defaultTokens, type TokenStorage } from '../lib/token-storage';
import { LocaleStore } from './locale-store';
import { SessionStore } from './session-store';
import { TenantStore } from './tenant-store';
import { UiStore } from './ui-store';

export interface RootStoreOptions {
  fetch?: typeof fetch;
  tokens?: TokenStorage;
  timeoutMs?: number;
}

export interface Navigator {
  navigate(to: string): void;
  location(): { pathname: string; search: string };
}

const windowNavigator: Navigator = {
  navigate: (to) => window.location.assign(to),
  location: () => ({ pathname: window.location.pathname, search: window.location.search }),
};

/** One store tree for the app; every store gets the same API client. */
export class RootStore {
  readonly api: ApiClient;
  readonly ui: UiStore;
  readonly locale: LocaleStore;
  readonly tenant: TenantStore;
  readonly session: SessionStore;
  private navigator: Navigator = windowNavigator;

  constructor(options: RootStoreOptions = {}) {
    const tokens = options.tokens ?? defaultTokens;
    this.ui = new UiStore(this);
    this.api = createApiClient({
      baseUrl: API_BASE_URL,
      tokens,
      fetch: options.fetch,
      timeoutMs: options.timeoutMs,
      getLocale: () => this.locale.locale,
      loading: { start: () => this.ui.startLoading(), end: () => this.ui.endLoading() },
      onUnauthorized: () => this.onUnauthorized(),
    });
    this.locale = new LocaleStore(this, this.api);
    this.tenant = new TenantStore(this.api);
    this.session = new SessionStore(this, this.api, tokens);
  }

  /** The router plugs itself in, so stores can redirect without knowing about React. */
  setNavigator(navigator: Navigator): void {
    this.navigator = navigator;
  }

  navigate(to: string): void {
    this.navigator.navigate(to);
  }

  /** Spec section 8, 401: clear token and user and go to Login, unless a partner-token login is under way. */
  private onUnauthorized(): void {
    this.session.reset();
    const { pathname, search } = this.navigator.location();
    if (new URLSearchParams(search).has('token')) return;
    if (pathname !== PATHS.login) this.navigate(PATHS.login);
  }
}
