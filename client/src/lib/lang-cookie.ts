import { LANG_COOKIE, LANG_COOKIE_ATTRIBUTES, type Lang } from '@app/shared';

/**
 * The chosen language, mirrored into a cookie beside localStorage: the server renders the login page in it
 * (server/src/modules/auth/login-page.ts), so the page's first paint is already in the app's language.
 */
export function rememberLangCookie(lang: Lang): void {
  document.cookie = `${LANG_COOKIE}=${lang}${LANG_COOKIE_ATTRIBUTES}`;
}
