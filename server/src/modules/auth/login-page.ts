/**
 * The login page as the app draws it for a visitor (client: app/layouts/main-layout.tsx around
 * features/auth/pages/auth-page.tsx), rendered into index.html's #root so that a phone paints the heading
 * and the form from the HTML and the stylesheets, before the app's scripts have loaded (Lighthouse's LCP;
 * issue 17). The app then replaces #root with the same markup. Until it has, the fields take input (the app
 * carries what was typed over: client lib/server-fields.ts) and the submit button is disabled, so the form
 * is never sent without the app. No test ids: tests meet the app's elements, not these. Only the main brand (partners' themes and links come with the app) and
 * only the plain /login (a `?token=` partner login draws something else).
 */
import type { Request } from 'express';
import { COPYRIGHT_START_YEAR, LANG_COOKIE, LANGUAGE_TITLES, langToLocale, localeToLang, type Locale, type TenantDto } from '@app/shared';
import { t } from '../../lib/i18n';
import { SERVER_PAINT_GUARD } from '../../lib/server-paint-guard';
import { tenantTheme } from '../../lib/tenant-theme-style';
import { startAfterPaint } from '../../lib/start-after-paint';
import { escapeHtml as esc } from '../../lib/html-text';

/**
 * The language the app will show: the visitor's stored choice (mirrored in the `lang` cookie), else
 * English, as the app's locale store decides (spec section 4). The page's guard hides the markup when the
 * cookie and the app's storage disagree (lib/server-paint-guard.ts).
 */
export function loginPageLocale(req: Request): Locale {
  const cookie = new RegExp(`(?:^|;\\s*)${LANG_COOKIE}=([^;]*)`).exec(req.headers.cookie ?? '')?.[1];
  return langToLocale(cookie);
}

/** The app's icons (components/icons.tsx), as React renders them. */
const icon = (body: string) =>
  `<svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false">${body}</svg>`;
const ICONS = {
  globe: icon('<circle cx="12" cy="12" r="9"></circle><path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18"></path>'),
  chat: icon('<path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z"></path>'),
  clock: icon('<circle cx="12" cy="12" r="9"></circle><path d="M12 7v5l3 2"></path>'),
  chart: icon('<path d="M4 20V10M10 20V4M16 20v-7M22 20H2"></path>'),
  users: icon('<circle cx="9" cy="8" r="3.5"></circle><path d="M2.5 20a6.5 6.5 0 0 1 13 0M16 4.5a3.5 3.5 0 0 1 0 7M18 14a6 6 0 0 1 3.5 6"></path>'),
};

/** components/header: brand, the main brand's links, the language picker, Log in and Sign up. */
function header(tenant: TenantDto, locale: Locale): string {
  const m = (id: string) => esc(t(locale, `app.header.${id}`));
  const link = (href: string, id: string, extra = '') => `<a class="nav-link" href="${href}">${m(id)}${extra}</a>`;
  const language = `${m('language')}: ${LANGUAGE_TITLES[localeToLang(locale)]}`;
  return (
    `<nav data-bs-theme="dark" class="app-navbar py-2 navbar navbar-expand-lg navbar-light bg-primary sticky-top"><div class="container">` +
    `<a class="d-flex align-items-center navbar-brand" href="/">${tenant.logo ? `<img alt="" class="me-2" src="${esc(tenant.logo)}">` : ''}` +
    `<span class="navbar-brand-name">${esc(tenant.name)}</span></a>` +
    `<button aria-controls="app-navbar-collapse" aria-label="${m('toggleNavigation')}" type="button" class="navbar-toggler collapsed"><span class="navbar-toggler-icon"></span></button>` +
    `<div class="navbar-collapse collapse" id="app-navbar-collapse"><div class="main-nav me-auto navbar-nav">` +
    link('/', 'practice') +
    link('/testresults', 'results') +
    link('/classes', 'classes') +
    link('/courses', 'courses') +
    link('/plans', 'plans', `<span class="badge-new ms-1 badge rounded-pill text-dark bg-warning">${m('new')}</span>`) +
    `</div><div class="align-items-lg-center gap-lg-1 navbar-nav"><div class="dropdown nav-item">` +
    `<button type="button" class="dropdown-toggle nav-link d-flex align-items-center gap-1" aria-expanded="false" aria-haspopup="true" aria-label="${esc(language)}">` +
    `${ICONS.globe}<span>${esc(LANGUAGE_TITLES[localeToLang(locale)])}</span></button></div>` +
    `<a class="nav-link" href="/login">${m('login')}</a>` +
    `<a class="btn btn-light btn-sm ms-lg-2 my-2 my-lg-0 fw-semibold text-primary" href="/register">${m('signUp')}</a>` +
    `</div></div></div></nav>`
  );
}

/** features/auth: the brand panel (wide screens) and the card with the login form. */
function authPage(tenant: TenantDto, locale: Locale): string {
  const m = (id: string, values?: Record<string, string>) => esc(t(locale, `auth.${id}`, values));
  const feature = (svg: string, id: string) =>
    `<li class="d-flex gap-3 align-items-start mb-3"><span class="feature-icon">${svg}</span><span class="pt-1">${m(`authPage.${id}`)}</span></li>`;
  const field = (name: string, id: string, attrs: string, margin: string) =>
    `<div class="${margin}"><label class="fw-medium form-label" for="ssr-${name}">${m(`loginForm.${id}`)}</label>` +
    `<input ${attrs} id="ssr-${name}" class="form-control" name="${name}"></div>`;
  return (
    `<div class="auth-shell"><div class="g-4 align-items-start row"><div class="d-none d-lg-block col-lg-5"><div class="auth-panel d-flex flex-column">` +
    `<div class="d-flex align-items-center gap-2 mb-5">${tenant.logo ? `<img alt="" width="40" height="40" class="rounded-3" src="${esc(tenant.logo)}">` : ''}` +
    `<span class="fw-semibold fs-5">${esc(tenant.name)}</span></div>` +
    `<h2 class="h3 fw-semibold mb-3">${m('authPage.panelTitle', { exam: tenant.examName || 'SAT' })}</h2>` +
    `<p class="opacity-75 mb-4">${m('authPage.panelSubtitle')}</p>` +
    `<ul class="list-unstyled mb-0 position-relative" style="z-index: 1;">` +
    feature(ICONS.clock, 'featureTests') +
    feature(ICONS.chart, 'featureScores') +
    feature(ICONS.users, 'featureClasses') +
    `</ul></div></div><div class="col-lg-7"><div class="shadow-soft auth-card card">` +
    `<div class="bg-transparent border-bottom-0 pt-3 px-4 card-header"><div class="auth-tabs nav card-header-underline nav-underline" role="tablist">` +
    `<div class="nav-item"><a role="tab" aria-selected="true" aria-current="page" class="nav-link active" href="/login">${m('authPage.tabLogin')}</a></div>` +
    `<div class="nav-item"><a role="tab" aria-selected="false" class="nav-link" href="/register">${m('authPage.tabRegister')}</a></div></div></div>` +
    `<div class="px-4 pb-4 pt-3 card-body" role="tabpanel"><h1 class="h4 fw-semibold mb-1">${m('loginForm.title')}</h1>` +
    `<p class="text-body-secondary mb-4">${m('loginForm.subtitle')}</p>` +
    // POST, should it ever be sent without the app: the password never goes into a URL.
    `<form novalidate method="post">` +
    field('identifier', 'identifier', 'autocomplete="username" autocapitalize="off" spellcheck="false" autofocus', 'mb-3') +
    field('password', 'password', 'type="password" autocomplete="current-password"', 'mb-2') +
    `<div class="text-end mb-3"><a class="small" href="/password/forgot">${m('loginForm.forgot')}</a></div>` +
    `<button type="submit" disabled class="fs-6 fw-semibold w-100 btn btn-primary btn-lg">${m('loginForm.submit')}</button></form>` +
    `<p class="text-center text-body-secondary small mt-4 mb-0">${m('loginForm.noAccount')} <a class="fw-semibold" href="/register">${m('loginForm.createAccount')}</a></p>` +
    `</div></div></div></div></div>`
  );
}

/** components/footer and the feedback button (the tenant's support address). */
function footer(tenant: TenantDto, locale: Locale, now: Date): string {
  const m = (id: string, values?: Record<string, string>) => esc(t(locale, `app.${id}`, values));
  if (!tenant.email) return `<footer class="app-footer border-top bg-white py-4 "></footer>`;
  const subject = encodeURIComponent(t(locale, 'app.feedback.subject', { name: tenant.name }));
  return (
    `<footer class="app-footer border-top bg-white py-4 clear-feedback-button"><div class="d-flex flex-column flex-md-row gap-2 justify-content-between align-items-md-center container">` +
    `<div class="text-body-secondary"><span>© ${COPYRIGHT_START_YEAR}–${now.getFullYear()} ${esc(tenant.name)}</span>. ${m('footer.rights')}</div>` +
    `<div><span class="text-body-secondary me-1">${m('footer.contact')}</span><a href="mailto:${esc(tenant.email)}">${esc(tenant.email)}</a></div></div></footer>` +
    `<a class="btn btn-primary feedback-button d-inline-flex align-items-center gap-2 px-3 py-2" href="mailto:${esc(tenant.email)}?subject=${esc(subject)}" aria-label="${m('feedback.label')}">` +
    `${ICONS.chat}<span>${m('feedback.label')}</span></a>`
  );
}

/** The login page's HTML, or null when the app should draw it alone (index.html as is). */
export function renderLoginPage(req: Request, indexHtml: string, now = new Date()): string | null {
  if (req.path !== '/login' || Object.keys(req.query).length > 0 || !req.tenant.isMainBrand) return null;
  const locale = loginPageLocale(req);
  const tenant = req.tenant;
  const body =
    `<div class="app-frame" data-ssr>${header(tenant, locale)}<main class="app-main" id="main"><div class="container">` +
    `${authPage(tenant, locale)}</div></main>${footer(tenant, locale, now)}</div>`;
  const html = indexHtml
    .replace('<head>', `<head>\n    ${SERVER_PAINT_GUARD}`)
    .replace(/<html lang="[^"]*">/, `<html lang="${locale}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${esc(tenant.tabName || tenant.name)}</title>`)
    .replace('</head>', `${tenantTheme(tenant)}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root">${body}</div>`);
  return startAfterPaint(html);
}
