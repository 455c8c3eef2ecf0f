import { makeAutoObservable, runInAction } from 'mobx';
import { hasAnyRole, type FinishBindDto, type LoginResponse, type RegisterRequest, type Role, type UserDto } from '@app/shared';
import type { ApiClient } from '../lib/api-client';
import type { TokenStorage } from '../lib/token-storage';
import { storeMessages } from './messages';
import type { RootStore } from './root-store';

/** Set once the page is unloading (reload, navigation away; pagehide cannot be cancelled), cleared if restored. */
let pageLeaving = false;
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => (pageLeaving = true));
  window.addEventListener('pageshow', () => (pageLeaving = false));
}

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** Login identifiers containing '@' are e-mails, the rest usernames (spec section 5). */
export function loginPayload(identifier: string, password: string): { email: string; password: string } | { username: string; password: string } {
  const id = identifier.trim();
  return id.includes('@') ? { email: id, password } : { username: id, password };
}

/**
 * The session: the id token (kept in localStorage), the profile fetched once per token,
 * and whether the user finished the role-specific registration details.
 */
export class SessionStore {
  token: string | null;
  user: UserDto | null = null;
  status: LoadStatus = 'idle';
  bind: FinishBindDto | null = null;
  bindStatus: LoadStatus = 'idle';
  /** A session ended in this page's life (logout or expiry): the practice home then asks for the login again
   *  rather than showing the public landing page, which is for visitors who arrive logged out. */
  endedThisVisit = false;
  private userRequest: Promise<void> | null = null;
  private bindRequest: Promise<void> | null = null;

  constructor(
    private readonly root: RootStore,
    private readonly api: ApiClient,
    private readonly tokens: TokenStorage,
  ) {
    this.token = tokens.get();
    makeAutoObservable<SessionStore, 'root' | 'api' | 'tokens' | 'userRequest' | 'bindRequest'>(
      this,
      { root: false, api: false, tokens: false, userRequest: false, bindRequest: false },
      { autoBind: true },
    );
  }

  get isLoggedIn(): boolean {
    return this.token !== null;
  }

  get roles(): readonly Role[] {
    return this.user?.all_roles ?? [];
  }

  hasAnyRole(wanted: readonly Role[]): boolean {
    return hasAnyRole(this.roles, wanted);
  }

  get displayName(): string {
    if (!this.user) return '';
    const full = `${this.user.first_name} ${this.user.last_name}`.trim();
    return full || this.user.username;
  }

  async login(identifier: string, password: string): Promise<UserDto> {
    const res = await this.api.post<LoginResponse>('auth/login', loginPayload(identifier, password));
    this.accept(res);
    return res.user;
  }

  async register(payload: RegisterRequest): Promise<UserDto> {
    const res = await this.api.post<LoginResponse>('auth/register', payload);
    this.accept(res);
    return res.user;
  }

  /** Partner-token login (spec section 4): the partner's token becomes our session. */
  async loginWithPartnerToken(product: string, token: string): Promise<UserDto> {
    const res = await this.api.post<LoginResponse>(`${encodeURIComponent(product)}/login/token`, { token }, { ignoreUnauthorized: true });
    this.accept(res);
    return res.user;
  }

  /** Fetches the profile once per token; a failure ends the session. */
  ensureUser(): Promise<void> {
    if (!this.token || this.status === 'ready') return Promise.resolve();
    if (!this.userRequest) {
      this.status = 'loading';
      this.userRequest = this.api
        .get<{ user: UserDto }>('auth/me', { background: true }) // the route guard shows its own spinner
        .then(({ user }) => runInAction(() => this.setUser(user)))
        .catch((error: unknown) => {
          // A reload cuts off the request in flight: that is not a failed session, and ending it here cleared
          // the stored token, so the reloaded page came up logged out.
          if (pageLeaving) return;
          runInAction(() => {
            this.reset();
            this.status = 'failed';
          });
          this.root.ui.handleError(error);
        })
        .finally(() => {
          this.userRequest = null;
        });
    }
    return this.userRequest;
  }

  /** Asks once whether the role-specific details are done. An unanswerable check does not lock anyone out. */
  ensureBind(): Promise<void> {
    if (!this.token || this.bindStatus === 'ready') return Promise.resolve();
    if (!this.bindRequest) {
      this.bindStatus = 'loading';
      // Asked alongside the profile (route guard): an answer that comes after the session ended (the
      // profile's 401 logged out) belongs to no one and is dropped.
      const token = this.token;
      const settle = (bind: FinishBindDto) =>
        runInAction(() => {
          if (this.token !== token) {
            if (this.bindStatus === 'loading') this.bindStatus = 'idle';
            return;
          }
          this.bind = bind;
          this.bindStatus = 'ready';
        });
      this.bindRequest = this.api
        .post<FinishBindDto>('finish-bind', {}, { background: true })
        .then(settle)
        .catch(() => settle({ finishBind: true, role: null }))
        .finally(() => {
          this.bindRequest = null;
        });
    }
    return this.bindRequest;
  }

  markBound(): void {
    this.bind = { finishBind: true, role: this.bind?.role ?? null };
    this.bindStatus = 'ready';
  }

  setUser(user: UserDto): void {
    this.user = user;
    this.status = 'ready';
    void this.root.locale.followUser(user);
  }

  /** A changed user (verified e-mail, new name) without touching the locale. */
  updateUser(user: UserDto): void {
    this.user = user;
  }

  /** Forgets the session locally: token, user, bind state. */
  reset(): void {
    if (this.token !== null) this.endedThisVisit = true;
    this.tokens.clear();
    this.token = null;
    this.user = null;
    this.status = 'idle';
    this.bind = null;
    this.bindStatus = 'idle';
  }

  /** Clears the session, then revokes the token on the server in the background. */
  logout(): void {
    const token = this.token;
    this.reset();
    if (token) {
      this.api.post('auth/logout', {}, { token, background: true, ignoreUnauthorized: true }).catch(() => undefined);
    }
    this.root.ui.toast(storeMessages.logoutSuccess, 'success');
  }

  private accept(res: LoginResponse): void {
    this.tokens.set(res.access_token);
    this.token = res.access_token;
    this.bind = null;
    this.bindStatus = 'idle';
    this.setUser(res.user);
  }
}
