import { createIntl, createIntlCache, type IntlShape, type MessageDescriptor } from 'react-intl';
import { makeAutoObservable, runInAction } from 'mobx';
import { LANGS, langToLocale, localeToLang, type Lang, type Locale, type UserDto } from '@app/shared';
import { LANG_STORAGE_KEY } from '../config/env';
import { CATALOGS } from '../i18n/catalogs';
import type { ApiClient } from '../lib/api-client';
import { storage } from '../lib/storage';
import { usableTimeZone } from '../lib/time-zone';
import { storeMessages } from './messages';
import type { RootStore } from './root-store';

const cache = createIntlCache();

/** The stored choice; `zh-TW` is read as well as `ZH-TW`. */
function storedLocale(): Locale | null {
  const value = (storage.get(LANG_STORAGE_KEY) ?? '').toUpperCase();
  return (LANGS as readonly string[]).includes(value) ? langToLocale(value) : null;
}

const remember = (locale: Locale) => storage.set(LANG_STORAGE_KEY, localeToLang(locale));

/**
 * The current language: the profile's when logged in, else the visitor's last choice, else English
 * (spec section 4). Switching while logged in saves it to the profile.
 */
export class LocaleStore {
  locale: Locale = storedLocale() ?? 'en-US';

  constructor(
    private readonly root: RootStore,
    private readonly api: ApiClient,
  ) {
    makeAutoObservable<LocaleStore, 'root' | 'api'>(this, { root: false, api: false }, { autoBind: true });
  }

  get lang(): Lang {
    return localeToLang(this.locale);
  }

  get messages(): Record<string, string> {
    return CATALOGS[this.locale];
  }

  /**
   * Dates and times are formatted in the signed-in user's time zone (their profile's), so the page, the PDF
   * and the e-mails agree whatever machine they are read on; the browser's zone before login.
   */
  get intl(): IntlShape {
    const timeZone = usableTimeZone(this.root.session.user?.timezone);
    return createIntl({ locale: this.locale, defaultLocale: 'en-US', messages: this.messages, timeZone }, cache);
  }

  format(descriptor: MessageDescriptor, values?: Record<string, string | number>): string {
    return this.intl.formatMessage(descriptor, values);
  }

  /** A logged-in user's profile language wins (no save: it came from the profile). */
  followUser(user: UserDto): void {
    this.locale = langToLocale(user.lang);
    remember(this.locale);
  }

  async setLocale(locale: Locale): Promise<void> {
    if (locale === this.locale) return;
    this.locale = locale;
    remember(locale);
    const { session } = this.root;
    if (!session.user) return;
    try {
      const { user } = await this.api.patch<{ user: UserDto }>('lang', { lang: localeToLang(locale) }, { background: true });
      runInAction(() => session.updateUser(user));
    } catch {
      // The page already switched; only the profile kept the old language.
      this.root.ui.toast(storeMessages.languageSaveFailed, 'warning');
    }
  }
}
