import { createIntl, createIntlCache, type IntlShape, type MessageDescriptor } from 'react-intl';
import { computed, makeAutoObservable, observableRef, runInAction } from 'mobx';
import { LANGS, langToLocale, localeToLang, type Lang, type Locale, type UserDto } from '@app/shared';
import { LANG_STORAGE_KEY } from '../config/env';
import { loadCatalog, loadedCatalog, type Catalog } from '../i18n/load-catalog';
import type { ApiClient } from '../lib/api-client';
import { rememberLangCookie } from '../lib/lang-cookie';
import { storage } from '../lib/storage';
import { usableTimeZone } from '../lib/time-zone-name';
import { storeMessages } from './messages';
import type { RootStore } from './root-store';

const cache = createIntlCache();

/** The stored choice; `zh-TW` is read as well as `ZH-TW`. */
function storedLocale(): Locale | null {
  const value = (storage.get(LANG_STORAGE_KEY) ?? '').toUpperCase();
  return (LANGS as readonly string[]).includes(value) ? langToLocale(value) : null;
}

const remember = (locale: Locale) => {
  storage.set(LANG_STORAGE_KEY, localeToLang(locale));
  rememberLangCookie(localeToLang(locale));
};

/**
 * The current language: the profile's when logged in, else the visitor's last choice, else English
 * (spec section 4). Switching while logged in saves it to the profile. Each language's texts are a lazy
 * chunk: the page keeps showing the old language until the new one's texts have arrived, so it never
 * shows raw message ids.
 */
export class LocaleStore {
  locale: Locale = storedLocale() ?? 'en-US';
  /** The shown language's texts; empty only until load() resolves, which the app waits for to render. */
  messages: Catalog = loadedCatalog(this.locale) ?? {};
  /** The language asked for last: of two quick switches, the later one wins whatever arrives first. */
  private wanted: Locale = this.locale;

  constructor(
    private readonly root: RootStore,
    private readonly api: ApiClient,
  ) {
    makeAutoObservable<LocaleStore, 'root' | 'api' | 'wanted'>(
      this,
      // intl is kept while its inputs stay: read outside a reaction (format() from stores and toasts) a plain
      // computed is rebuilt on every read, and createIntl costs milliseconds (Intl's locale lookups).
      { root: false, api: false, wanted: false, messages: observableRef, intl: computed({ keepAlive: true }) },
      { autoBind: true },
    );
  }

  get lang(): Lang {
    return localeToLang(this.locale);
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

  /** The starting language's texts; main.tsx renders once this resolves. Tries twice, then gives up. */
  async load(): Promise<void> {
    const ok = (await this.show(this.locale)) || (await this.show(this.locale));
    if (!ok) this.root.ui.showNotice('refresh');
  }

  /** A logged-in user's profile language wins (no save: it came from the profile). */
  followUser(user: UserDto): Promise<boolean> {
    const locale = langToLocale(user.lang);
    remember(locale);
    return this.show(locale);
  }

  async setLocale(locale: Locale): Promise<void> {
    if (locale === this.wanted) return;
    if (!(await this.show(locale))) {
      this.root.ui.showNotice('refresh');
      return;
    }
    if (this.locale !== locale) return; // a later choice overtook this one
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

  /**
   * Switches once the language's texts are here: at once when they were loaded before, else after the
   * fetch, unless another language was asked for meanwhile. False when the texts could not be fetched.
   */
  private show(locale: Locale): Promise<boolean> {
    this.wanted = locale;
    const apply = (messages: Catalog) => {
      if (this.wanted !== locale) return;
      this.locale = locale;
      this.messages = messages;
    };
    const ready = loadedCatalog(locale);
    if (ready) {
      apply(ready);
      return Promise.resolve(true);
    }
    return loadCatalog(locale).then(
      (messages) => {
        runInAction(() => apply(messages));
        return true;
      },
      () => false,
    );
  }
}
