/**
 * A server-rendered page that the app may draw differently: the server cannot read the browser's
 * localStorage, where the app keeps the visitor's language and login. This inline script, first in the head,
 * compares them with what the server rendered (`<html lang>`; a visitor's page) before anything is painted:
 * when they differ, the server's markup (marked `data-ssr`) stays invisible and the app's first render is
 * the first paint, as without server rendering, so a page never flashes another language or a login form a
 * logged-in user would not get. It also mirrors the stored language into the `lang` cookie (LANG_COOKIE),
 * so the next request is rendered in it. Inline because it must run before the first paint without a
 * request of its own; allowed by its hash in the Content-Security-Policy (app.ts).
 */
import { createHash } from 'node:crypto';
import { LANG_COOKIE, LANG_COOKIE_ATTRIBUTES, STORAGE_KEYS } from '@app/shared';

const SCRIPT =
  "(function(){var d=document.documentElement,s='',t=null;" +
  `try{s=(localStorage.getItem('${STORAGE_KEYS.lang}')||'').toUpperCase();t=localStorage.getItem('${STORAGE_KEYS.idToken}')}catch(e){}` +
  "var l=/^ZH-(CN|TW)$/.test(s)?s:'EN-US';" +
  "if(t||l.slice(0,2).toLowerCase()+l.slice(2)!==d.lang)d.className+=' ssr-stale';" +
  `document.cookie='${LANG_COOKIE}='+l+'${LANG_COOKIE_ATTRIBUTES}'})()`;

/** The `script-src` source that allows the inline script. */
export const SERVER_PAINT_GUARD_CSP = `'sha256-${createHash('sha256').update(SCRIPT).digest('base64')}'`;

/** Put first in the head of a server-rendered page whose markup in #root carries `data-ssr`. */
export const SERVER_PAINT_GUARD = `<script>${SCRIPT}</script><style>.ssr-stale [data-ssr]{visibility:hidden}</style>`;
