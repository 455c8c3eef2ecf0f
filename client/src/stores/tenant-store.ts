import { makeAutoObservable, runInAction } from 'mobx';
import type { TenantDto } from '@app/shared';
import type { ApiClient } from '../lib/api-client';

/** Used until GET tenant answers, and when it cannot: a neutral main-brand look. */
export const FALLBACK_TENANT: TenantDto = {
  product: 'sat',
  themeColor: '#1f5fbf',
  logo: '/favicon.svg',
  image: '',
  icon: '/favicon.svg',
  name: 'SAT Practice',
  tabName: 'SAT Practice',
  examName: 'SAT',
  email: '',
  isCompany: false,
  isDarkBackground: false,
  backgroundColor: '#f5f7fb',
  linkArr: [],
  externalHome: null,
  isMainBrand: true,
};

/** The white-label variant, chosen by the server from the host name (spec section 1). */
export class TenantStore {
  tenant: TenantDto = FALLBACK_TENANT;
  status: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';
  private pending: Promise<void> | null = null;

  constructor(private readonly api: ApiClient) {
    makeAutoObservable<TenantStore, 'api' | 'pending'>(this, { api: false, pending: false }, { autoBind: true });
  }

  get settled(): boolean {
    return this.status === 'ready' || this.status === 'failed';
  }

  load(): Promise<void> {
    if (!this.pending) {
      this.status = 'loading';
      this.pending = this.api.get<TenantDto>('tenant', { background: true }).then(
        (tenant) =>
          runInAction(() => {
            this.tenant = { ...FALLBACK_TENANT, ...tenant };
            this.status = 'ready';
          }),
        () =>
          runInAction(() => {
            this.status = 'failed';
          }),
      );
    }
    return this.pending;
  }
}
