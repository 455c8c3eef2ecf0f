import type { Lang, Locale } from '@app/shared';

export interface LanguageOption {
  value: Lang;
  locale: Locale;
  /** Each language is named in itself (an endonym), so it reads the same whatever the current locale. */
  title: string;
}

export const LANGUAGE_OPTIONS: readonly LanguageOption[] = [
  { value: 'EN-US', locale: 'en-US', title: 'English' },
  { value: 'ZH-CN', locale: 'zh-CN', title: '简体中文' },
  { value: 'ZH-TW', locale: 'zh-TW', title: '繁體中文' },
];
