import { createHash } from 'node:crypto';
import type { Request } from 'express';
import { renderLoginPage } from '../../src/modules/auth/login-page';
import { SERVER_PAINT_GUARD, SERVER_PAINT_GUARD_CSP } from '../../src/lib/server-paint-guard';
import { MAIN_TENANT, TENANTS } from '../../src/modules/tenants/tenants.config';

const built = `<!doctype html>
<html lang="en">
  <head>
    <title>SAT Practice</title>
    <script async fetchpriority="high" src="/start-app.js" data-catalogs="en-US=/assets/en-US-E.js zh-CN=/assets/zh-CN-F.js zh-TW=/assets/zh-TW-G.js"></script>
    <script type="module" crossorigin src="/assets/index-A.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-B.js">
    <link rel="stylesheet" crossorigin href="/assets/index-D.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const request = (over: { path?: string; query?: Record<string, string>; cookie?: string; tenant?: (typeof TENANTS)[number] } = {}) =>
  ({
    path: over.path ?? '/login',
    query: over.query ?? {},
    headers: over.cookie ? { cookie: over.cookie } : {},
    tenant: over.tenant ?? MAIN_TENANT,
  }) as unknown as Request;

describe('the server-rendered login page (issue 17: its first paint comes with the HTML)', () => {
  it('renders the heading and the form in English without a language cookie, the submit disabled until the app runs', () => {
    const html = renderLoginPage(request(), built, new Date('2026-12-07T00:00:00Z'))!;
    expect(html).toContain('<html lang="en-US">');
    expect(html).toContain('<h1 class="h4 fw-semibold mb-1">Welcome back</h1>');
    expect(html).toMatch(/<input [^>]*name="identifier">/);
    expect(html).toMatch(/<input [^>]*type="password"[^>]*name="password">/);
    expect(html).toContain('<button type="submit" disabled');
    expect(html).toContain('<form novalidate method="post">');
    expect(html).toContain(`© 2009–2026 ${MAIN_TENANT.name}`);
    // The app's scripts load after the first paint; the guard and the tenant's colours are in the head.
    expect(html).toContain('<script src="/start-app.js" data-entry="/assets/index-A.js"');
    expect(html.indexOf(SERVER_PAINT_GUARD)).toBeLessThan(html.indexOf('<title>'));
    expect(html).toContain('<style id="tenant-theme">');
    // Tests meet the app's elements, never the server's.
    expect(html).not.toContain('data-testid');
  });

  it('speaks the language of the `lang` cookie the app mirrors', () => {
    const tw = renderLoginPage(request({ cookie: 'a=1; lang=ZH-TW' }), built)!;
    expect(tw).toContain('<html lang="zh-TW">');
    expect(tw).toContain('繁體中文');
    expect(tw).not.toContain('Welcome back');
    const cn = renderLoginPage(request({ cookie: 'lang=zh-cn' }), built)!;
    expect(cn).toContain('<html lang="zh-CN">');
    expect(renderLoginPage(request({ cookie: 'lang=xx' }), built)).toContain('<html lang="en-US">');
  });

  it('leaves other paths, a `?token=` partner login and partner tenants to the app', () => {
    expect(renderLoginPage(request({ path: '/register' }), built)).toBeNull();
    expect(renderLoginPage(request({ query: { token: 'abc' } }), built)).toBeNull();
    expect(renderLoginPage(request({ tenant: TENANTS.find((t) => !t.isMainBrand)! }), built)).toBeNull();
  });

  it('allows its inline guard by the hash of exactly that script', () => {
    const script = /<script>(.*)<\/script>/.exec(SERVER_PAINT_GUARD)![1];
    expect(SERVER_PAINT_GUARD_CSP).toBe(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
  });
});
