/**
 * The public pages as a search engine (or a browser before the script runs) sees them: the built client's
 * index.html with the page's title, description, Open Graph, hreflang links and JSON-LD in the head, and the
 * page's text in #root, all from the same texts the client shows (the admins' overrides included). The client
 * replaces #root when it starts, so nothing here has to match React's markup exactly.
 */
import type { Request } from 'express';
import {
  COURSE_SLUGS,
  fillText,
  formatMoney,
  isCourseSlug,
  LOCALES,
  negotiateLocale,
  nextSessionText,
  type CourseSession,
  type CourseSlug,
  type Locale,
  type SiteOverridesDto,
  type SiteTexts,
} from '@app/shared';
import { applySiteOverrides, COURSE_FACTS, SITE_TEXTS } from '@app/shared/site-content';
import { tenantTheme } from '../../lib/tenant-theme-style';
import { startAfterPaint } from '../../lib/start-after-paint';
import { escapeHtml as esc } from '../../lib/html-text';

/** `?lang=` of the hreflang links: the spec's short codes. */
const LANG_PARAM: Record<Locale, string> = { 'en-US': 'en', 'zh-CN': 'cn', 'zh-TW': 'tw' };
const HREFLANG: Record<Locale, string> = { 'en-US': 'en', 'zh-CN': 'zh-Hans', 'zh-TW': 'zh-Hant' };
const OG_LOCALE: Record<Locale, string> = { 'en-US': 'en_US', 'zh-CN': 'zh_CN', 'zh-TW': 'zh_TW' };

/** The public site's pages (client: features/public-site), each with what the search engine is given. */
export const SITE_PATHS = [
  '/home',
  '/others',
  ...COURSE_SLUGS.map((s) => `/others/${s}`),
  '/stories',
  '/counselling',
  '/mentoring',
  '/FAQ',
  '/ClassesAndCounseling',
];

const list = (items: string[]) => `<ul>${items.map((i) => `<li>${esc(i)}</li>`).join('')}</ul>`;
const paras = (items: string[]) => items.map((p) => `<p>${esc(p)}</p>`).join('');

/** The language of the request: `?lang=en|cn|tw` (the hreflang links), else the browser's. */
export function pageLocale(req: Request): Locale {
  const q = typeof req.query.lang === 'string' ? req.query.lang.toLowerCase() : '';
  const byParam = LOCALES.find((l) => LANG_PARAM[l] === q || l.toLowerCase() === q);
  return byParam ?? negotiateLocale(req.headers['accept-language']);
}

interface Rendered {
  title: string;
  description: string;
  body: string;
  jsonLd: object[];
}

/** schema.org wants ISO 4217: the product's RMB is CNY. */
const isoCurrency = (c: string) => (c === 'RMB' ? 'CNY' : c);

/** The facts the course page shows (components/course-facts.tsx): the back office's session first, its fee replacing the list tuition. */
function courseFacts(t: SiteTexts, slug: CourseSlug, locale: Locale, session: CourseSession | null): string[] {
  const f = COURSE_FACTS[slug];
  const L = t.labels;
  const fee = session?.fee ?? f.tuition;
  const price = fee
    ? f.materials && !session?.fee
      ? fillText(L.priceWithMaterials, { price: formatMoney(fee, locale), materials: formatMoney(f.materials, locale) })
      : formatMoney(fee, locale)
    : L.priceAsk;
  const discounted =
    f.discountedTuition && !session?.fee ? ` · ${fillText(L.discountedPrice, { price: formatMoney(f.discountedTuition, locale) })}` : '';
  return [
    ...(session ? [`${L.nextSession}: ${nextSessionText(session, L, locale)}`] : []),
    `${L.classSize}: ${f.classSize ? fillText(L.classSizeValue, f.classSize) : L.oneToOne}`,
    `${L.length}: ${f.weeks ? fillText(L.lengthValue, { weeks: f.weeks }) : L.lengthFlexible}`,
    `${L.schedule}: ${t.courses[slug].schedule}`,
    `${L.price}: ${price}${discounted}`,
  ];
}

/** schema.org Course; its Offer is the back office's session fee when there is one (with the session's dates), else the list tuition. */
function courseJsonLd(t: SiteTexts, slug: CourseSlug, origin: string, locale: Locale, session: CourseSession | null = null): object {
  const f = COURSE_FACTS[slug];
  const c = t.courses[slug];
  const fee = session?.fee ?? f.tuition;
  const instance = session
    ? {
        hasCourseInstance: {
          '@type': 'CourseInstance',
          courseMode: session.schedule?.mode === 'online' ? 'online' : 'onsite',
          startDate: session.startDate,
          endDate: session.endDate,
        },
      }
    : {};
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: c.name,
    description: c.summary,
    url: `${origin}/others/${slug}?lang=${LANG_PARAM[locale]}`,
    inLanguage: locale,
    provider: { '@type': 'Organization', name: t.meta.siteName, sameAs: origin },
    ...(fee ? { offers: { '@type': 'Offer', category: 'Paid', price: fee.amountMinor / 100, priceCurrency: isoCurrency(fee.currency) } } : {}),
    ...instance,
  };
}

function courseCards(t: SiteTexts): string {
  return `<ul>${COURSE_SLUGS.map((s) => `<li><a href="/others/${s}">${esc(t.courses[s].name)}</a>: ${esc(t.courses[s].tagline)}</li>`).join('')}</ul>`;
}

function render(path: string, t: SiteTexts, locale: Locale, origin: string, supportEmail: string, session: CourseSession | null): Rendered | null {
  const org = { '@context': 'https://schema.org', '@type': 'Organization', name: t.meta.siteName, url: origin, email: supportEmail };
  const page = (title: string, description: string, body: string, jsonLd: object[] = []): Rendered => ({
    title: `${title} · ${t.meta.siteName}`,
    description,
    body,
    jsonLd: [org, ...jsonLd],
  });
  if (path === '/home' || path === '/') {
    const h = t.home;
    return {
      title: t.meta.homeTitle,
      description: t.meta.homeDescription,
      jsonLd: [org, ...COURSE_SLUGS.map((s) => courseJsonLd(t, s, origin, locale))],
      body:
        // The hero as the page draws it (home-page.tsx): its lead is the page's largest text, so the first
        // paint already shows it at its final size and the app's render does not make a later LCP.
        `<section class="site-hero rounded-4 p-4 p-md-5 mb-5"><h1 class="display-6 fw-bold mb-3">${esc(h.heroTitle)}</h1><p class="lead mb-4">${esc(h.heroLead)}</p>` +
        `<div class="d-flex flex-wrap gap-2"><a href="/enroll" class="btn btn-lg btn-light fw-semibold">${esc(h.heroCta)}</a>` +
        `<a href="/practice/detail/all" class="btn btn-lg btn-outline-light">${esc(h.heroSecondary)}</a></div></section>` +
        `<h2>${esc(h.introTitle)}</h2>${paras(h.intro)}${list(h.stats.map((s) => `${s.value} ${s.label}`))}` +
        `<h2>${esc(h.instructorsTitle)}</h2>${list(t.instructors.map((i) => `${i.name}, ${i.role}: ${i.bio}`))}` +
        `<h2>${esc(h.coursesTitle)}</h2><p>${esc(h.coursesLead)}</p>${courseCards(t)}` +
        `<h2>${esc(h.storiesTitle)}</h2>${list(t.stories.items.map((s) => `${s.name} (${s.detail}): “${s.quote}” ${s.result}`))}` +
        `<h2>${esc(h.enrollTitle)}</h2><p>${esc(h.enrollText)}</p><p><a href="/enroll">${esc(h.enrollCta)}</a></p>` +
        `<h2>${esc(h.contactTitle)}</h2><p>${esc(h.contactText)}</p>`,
    };
  }
  if (path === '/others') return page(t.others.title, t.others.lead, `<h1>${esc(t.others.title)}</h1><p>${esc(t.others.lead)}</p>${courseCards(t)}`);
  const course = /^\/others\/([\w-]+)$/.exec(path)?.[1];
  if (course !== undefined) {
    if (!isCourseSlug(course)) return null;
    const c = t.courses[course];
    const f = COURSE_FACTS[course];
    const discounts = f.groupDiscounts ? `<h2>${esc(t.labels.discounts)}</h2>${list([...t.discounts.group, t.discounts.referral])}` : '';
    return page(
      c.name,
      c.summary,
      `<h1>${esc(c.name)}</h1><p>${esc(c.tagline)}</p>${f.returningOnly ? `<p>${esc(t.labels.returningOnly)}</p>` : ''}` +
        `${paras([c.summary, ...c.paragraphs])}${list(courseFacts(t, course, locale, session))}` +
        `<h2>${esc(t.labels.included)}</h2>${list(c.included)}${discounts}<h2>${esc(t.labels.whoFor)}</h2><p>${esc(c.audience)}</p>` +
        `<p><a href="/enroll?course=${course}">${esc(t.labels.enroll)}</a></p>`,
      [courseJsonLd(t, course, origin, locale, session)],
    );
  }
  if (path === '/stories')
    return page(
      t.stories.title,
      t.stories.lead,
      `<h1>${esc(t.stories.title)}</h1><p>${esc(t.stories.lead)}</p>${t.stories.items.map((s) => `<h2>${esc(s.name)}</h2><p>${esc(s.detail)} · ${esc(s.result)}</p><blockquote>${esc(s.quote)}</blockquote>`).join('')}`,
    );
  if (path === '/counselling')
    return page(
      t.counselling.title,
      t.counselling.lead,
      `<h1>${esc(t.counselling.title)}</h1><p>${esc(t.counselling.lead)}</p>${t.counselling.groups.map((g) => `<h2>${esc(g.title)}</h2>${list(g.items)}`).join('')}`,
    );
  if (path === '/mentoring') {
    const m = t.mentoring;
    return page(
      m.title,
      m.lead,
      `<h1>${esc(m.title)}</h1><p>${esc(m.lead)}</p><h2>${esc(m.guaranteesTitle)}</h2>${list(m.guarantees)}<h2>${esc(m.howTitle)}</h2>${list(m.how)}<p>${esc(m.note)}</p>`,
    );
  }
  if (path === '/FAQ')
    return page(
      t.faq.title,
      t.faq.lead,
      `<h1>${esc(t.faq.title)}</h1><p>${esc(t.faq.lead)}</p>${t.faq.items.map((i) => `<h2>${esc(i.q)}</h2><p>${esc(i.a)}</p>`).join('')}` +
        `<h2>${esc(t.home.instructorsTitle)}</h2>${list(t.instructors.map((i) => `${i.name}, ${i.role}: ${i.bio}`))}<h2>${esc(t.hiring.title)}</h2><p>${esc(t.hiring.text)}</p>`,
    );
  if (path === '/ClassesAndCounseling') {
    const cc = t.classesAndCounselling;
    return page(
      cc.title,
      cc.lead,
      `<h1>${esc(cc.title)}</h1><p>${esc(cc.lead)}</p><h2>${esc(t.nav.courses)}</h2>${courseCards(t)}<h2>${esc(cc.servicesTitle)}</h2>` +
        `<ul><li><a href="/counselling">${esc(t.counselling.title)}</a>: ${esc(t.counselling.lead)}</li><li><a href="/mentoring">${esc(t.mentoring.title)}</a>: ${esc(t.mentoring.lead)}</li></ul>`,
    );
  }
  return null;
}

const pathOf = (req: Request) => (req.path.length > 1 ? req.path.replace(/\/+$/, '') : req.path);

/** The course page's slug when the request is one (so the caller can look up its session first), else null. */
export function coursePageSlug(req: Request): CourseSlug | null {
  const slug = /^\/others\/([\w-]+)$/.exec(pathOf(req))?.[1];
  return slug !== undefined && isCourseSlug(slug) ? slug : null;
}

/**
 * The page's HTML, or null when the path is not a public site page (the SPA's index.html is sent as is).
 * `session`: a course page's next session from the back office (coursePageSlug), null without one.
 */
export function renderSitePage(req: Request, indexHtml: string, overrides: SiteOverridesDto, session: CourseSession | null = null): string | null {
  // The marketing site is the main brand's; partners send visitors to their own sites (linkArr).
  if (!req.tenant.isMainBrand) return null;
  const path = pathOf(req);
  const locale = pageLocale(req);
  const origin = `${req.protocol}://${req.get('host') ?? 'localhost'}`;
  const texts = applySiteOverrides(SITE_TEXTS[locale], overrides[locale] ?? {});
  const r = render(path, texts, locale, origin, req.tenant.email, session);
  if (!r) return null;
  // '/' is the practice home once logged in: it gets the landing page's head, but no body the app would flash.
  const canonicalPath = path === '/' ? '/home' : path;
  const url = (l: Locale) => `${origin}${canonicalPath}?lang=${LANG_PARAM[l]}`;
  // A page asked for in one language (`?lang=`) is that language's URL; without it, the page is the
  // x-default one (its language follows the browser). A canonical naming another hreflang URL than the
  // page itself tells search engines to drop the page (Lighthouse's SEO audit fails it).
  const self = typeof req.query.lang === 'string' && req.query.lang ? url(locale) : `${origin}${canonicalPath}`;
  const head = [
    `<title>${esc(r.title)}</title>`,
    `<meta name="description" content="${esc(r.description)}" />`,
    `<link rel="canonical" href="${self}" />`,
    ...LOCALES.map((l) => `<link rel="alternate" hreflang="${HREFLANG[l]}" href="${url(l)}" />`),
    `<link rel="alternate" hreflang="x-default" href="${origin}${canonicalPath}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${esc(texts.meta.siteName)}" />`,
    `<meta property="og:title" content="${esc(r.title)}" />`,
    `<meta property="og:description" content="${esc(r.description)}" />`,
    `<meta property="og:url" content="${self}" />`,
    `<meta property="og:locale" content="${OG_LOCALE[locale]}" />`,
    ...r.jsonLd.map((j) => `<script type="application/ld+json">${JSON.stringify(j).replace(/</g, '\\u003c')}</script>`),
  ].join('\n    ');
  const body = path === '/' ? '' : frame(texts, req.tenant.name, locale, path, r.body);
  const html = indexHtml
    .replace(/<html lang="[^"]*">/, `<html lang="${locale}">`)
    // The page's own description replaces the app's generic one.
    .replace(/\s*<meta name="description"[^>]*>/, '')
    .replace(/<title>[^<]*<\/title>/, head)
    .replace('<div id="root"></div>', `<div id="root">${body}</div>`)
    .replace('</head>', `${tenantTheme(req.tenant)}\n  </head>`);
  return path === '/' ? html : startAfterPaint(html);
}

/** The site's own links (components/site-nav.tsx). */
function siteNav(t: SiteTexts, path: string): string {
  const n = t.nav;
  const links: [string, string][] = [
    ['/home', n.home],
    ['/others', n.courses],
    ['/ClassesAndCounseling', n.classesAndCounselling],
    ['/counselling', n.counselling],
    ['/mentoring', n.mentoring],
    ['/stories', n.stories],
    ['/FAQ', n.faq],
    ['/practice/detail/all', n.practice],
  ];
  const item = ([to, label]: [string, string]) =>
    `<div class="nav-item"><a class="text-nowrap nav-link${to === path ? ' active" aria-current="page' : ''}" href="${to}">${esc(label)}</a></div>`;
  return `<nav class="site-nav mb-4 flex-nowrap nav nav-pills" aria-label="${esc(t.meta.siteName)}">${links.map(item).join('')}</nav>`;
}

/**
 * The page inside the app's frame as the app draws it (layouts/main-layout.tsx: the header bar, then the
 * site's links and the page in a container), so what is painted before the app starts stands where the
 * app then draws it.
 */
function frame(t: SiteTexts, brand: string, locale: Locale, path: string, body: string): string {
  return (
    `<div class="app-frame"><nav class="app-navbar py-2 navbar navbar-expand-lg bg-primary sticky-top" data-bs-theme="dark">` +
    `<div class="container"><a class="navbar-brand" href="/">${esc(brand)}</a></div></nav>` +
    `<main class="app-main" id="main"><div class="container"><div class="public-site" lang="${locale}">${siteNav(t, path)}${body}</div></div></main></div>`
  );
}

/** robots.txt: the public site may be indexed; the API and the personal pages may not. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /admin',
    'Disallow: /teacher',
    'Disallow: /company',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/** sitemap.xml: every public page in each language, with its alternates. */
export function sitemapXml(origin: string): string {
  const urls = SITE_PATHS.flatMap((p) =>
    LOCALES.map((l) => {
      const alts = LOCALES.map((a) => `<xhtml:link rel="alternate" hreflang="${HREFLANG[a]}" href="${origin}${p}?lang=${LANG_PARAM[a]}"/>`).join('');
      return `<url><loc>${origin}${p}?lang=${LANG_PARAM[l]}</loc>${alts}</url>`;
    }),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}
