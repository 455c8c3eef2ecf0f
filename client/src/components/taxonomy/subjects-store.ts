import { action, makeObservable, observable, observableRef } from 'mobx';
import type { SubjectDto, SubjectLocale, TaxonomyDto } from '@app/shared';
import type { ApiClient } from '../../lib/api-client';

/**
 * The subjects admins added to the built-in taxonomy (GET /api/taxonomy, no login), loaded once per page
 * load and shared by every select, label lookup and the browse page. `apply` lets the admin page show its
 * changes at once without a reload.
 */
export class SubjectsStore {
  added: SubjectDto[] = [];
  loaded = false;
  private loading: Promise<void> | null = null;

  constructor() {
    makeObservable<SubjectsStore, 'set'>(this, { added: observableRef, loaded: observable, set: action, apply: action, reset: action });
  }

  private set(added: SubjectDto[]) {
    this.added = added;
    this.loaded = true;
  }

  /** Loads once; a failed load is retried by the next caller (the built-in taxonomy works meanwhile). */
  ensureLoaded(api: ApiClient): Promise<void> {
    this.loading ??= api
      .get<TaxonomyDto>('taxonomy', { background: true })
      .then((t) => this.set(t.added))
      .catch(() => {
        this.loading = null;
      });
    return this.loading;
  }

  /** An entry added or changed by the admin page. */
  apply(subject: SubjectDto) {
    const others = this.added.filter((s) => s.id !== subject.id);
    this.added = [...others, subject];
  }

  /** Added domains and skills still offered (archived ones only keep their names). */
  get active(): SubjectDto[] {
    return this.added.filter((s) => !s.archived);
  }

  /** The name of an added code in the locale (en-US for any other), or null for a built-in code. */
  nameOf(code: string, locale: string): string | null {
    const s = this.added.find((x) => x.code === code);
    if (!s) return null;
    const l = (['en-US', 'zh-CN', 'zh-TW'] as const).includes(locale as SubjectLocale) ? (locale as SubjectLocale) : 'en-US';
    return s.names[l];
  }

  /** Test hook: forget what was loaded. */
  reset() {
    this.added = [];
    this.loaded = false;
    this.loading = null;
  }
}

export const subjectsStore = new SubjectsStore();
