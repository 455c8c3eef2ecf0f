import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { apiLogin, call } from '../support/api';
import { uiLogin } from '../support/ui';
import { shot } from '../support/shots';

/**
 * The provider's public site (issue 15) as a prospective customer and the admin see it: the landing page in
 * each language, a course page, the contact form (the admin's inbox and the support mailbox get it), the
 * enroll button with the course chosen; what a search engine fetches without JavaScript; and screenshots of
 * every public page at 1366 and 375 px in the three languages.
 */
const RAW_ID = /\b(publicSite|app|validation|error)\.[a-zA-Z][a-zA-Z.]*\b/;
const LANGS = [
  { lang: 'EN-US', code: 'en', hero: 'Aim higher on the SAT, ACT and TOEFL' },
  { lang: 'ZH-CN', code: 'cn', hero: 'SAT、ACT、托福，稳稳提分' },
  { lang: 'ZH-TW', code: 'tw', hero: 'SAT、ACT、托福，一起衝高分' },
] as const;
const PAGES = [
  '/home',
  '/others',
  '/others/math-2c',
  '/stories',
  '/counselling',
  '/mentoring',
  '/FAQ',
  '/ClassesAndCounseling',
  '/enroll?course=sat-summer',
];

const setLang = (page: Page, lang: string) => page.addInitScript((value) => window.localStorage.setItem('lang', value), lang);

/** Latin words in a Chinese page's text, besides product and exam names, numbers and the brand. */
function englishWords(text: string): string[] {
  const allowed =
    /^(SAT|ACT|TOEFL|Math|2C|Part|Summit|Prep|Common|App|Coalition|UC|CSS|Profile|ED|EA|I-20|Why|us|Grace|Daniel|Emily|Kevin|Pro|TWD|NT|PDF|e2e)$/i;
  return (text.match(/[A-Za-z][A-Za-z-]{2,}/g) ?? []).filter((w) => !allowed.test(w));
}

test('a visitor to / reads the landing page in each language', async ({ page }) => {
  for (const { lang, hero } of LANGS) {
    await setLang(page, lang);
    await page.goto('/');
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByTestId('site-hero').locator('h1')).toHaveText(hero);
    await expect(page.getByTestId('course-card-math-2c')).toBeVisible();
    await expect(page.getByTestId('instructors')).toBeVisible();
    await expect(page.getByTestId('stories')).toBeVisible();
    await expect(page.getByTestId('contact-form')).toBeVisible();
    const text = await page.locator('body').innerText();
    expect(text).not.toMatch(RAW_ID);
    if (lang !== 'EN-US') expect(englishWords(await page.locator('main').innerText())).toEqual([]);
  }
});

test('a visitor opens a course page, writes through the contact form and starts enrollment', async ({ page, browser }) => {
  await setLang(page, 'ZH-TW');
  await page.goto('/home');
  await page.getByTestId('course-card-math-2c').getByRole('link').click();
  await expect(page.getByTestId('course-title')).toContainText('SAT Math 2C 衝刺班');
  await expect(page.getByTestId('course-facts')).toContainText('每班 6～12 人');
  await expect(page.getByTestId('course-facts')).toContainText('12,000');
  await expect(page.getByTestId('course-discounts')).toContainText('2,000');

  // Enroll: the enrollment form (the enrollment spec fills it in); the contact form is on the landing page.
  await page.getByTestId('course-enroll').click();
  await expect(page).toHaveURL(/\/enroll\?course=math-2c$/);
  await expect(page.getByTestId('enroll-header')).toBeVisible();
  await page.goto('/home');
  await page.getByTestId('contact-course').selectOption('math-2c');

  // Spec section 5's messages for the empty form.
  await page.getByTestId('contact-submit').click();
  await expect(page.getByText('請輸入姓名')).toBeVisible();
  await expect(page.getByText('請輸入留言內容')).toBeVisible();
  await expect(page.getByText('請輸入驗證碼')).toBeVisible();

  const email = `family-${Date.now()}@example.com`;
  const note = `Math 2C for my daughter ${Date.now()}`;
  await page.getByTestId('contact-name').fill('陳媽媽');
  await page.getByTestId('contact-email').fill(email);
  await page.getByTestId('contact-message').fill(note);
  await page.getByTestId('register-captcha').fill(process.env.E2E_CAPTCHA ?? 'e2e-pass');
  await page.getByTestId('contact-submit').click();
  await expect(page.getByTestId('contact-sent')).toContainText('訊息已送出');

  // The support mailbox got it.
  const mail = await waitForMail('support@summitprep.example', note);
  expect(mail).toContain(email);

  // The admin sees it in the inbox, marks it read.
  const admin = await browser.newPage();
  await setLang(admin, 'EN-US');
  await uiLogin(admin, 'demo-superadmin', 'demo-password');
  await admin.goto('/admin/contact-messages');
  const item = admin.getByTestId('inbox-item').filter({ hasText: note });
  await expect(item).toBeVisible();
  await expect(item).toHaveAttribute('data-read', 'false');
  await expect(item).toContainText('Math 2C');
  await shot(admin, 'public-site-admin-inbox-en-1366');
  await item.getByTestId('inbox-toggle-read').click();
  await expect(admin.getByTestId('inbox-item').filter({ hasText: note })).toHaveAttribute('data-read', 'true');
  await admin.close();
});

test('the admin schedules a banner in three languages, edits a site text, and a visitor sees plan prices in money', async ({ page, browser }) => {
  await setLang(page, 'EN-US');
  await uiLogin(page, 'demo-superadmin', 'demo-password');
  await page.goto('/admin/notifications');
  await page.getByTestId('banner-new').click();
  const stamp = Date.now();
  for (const [l, text] of [
    ['en-US', `Summer classes open ${stamp}`],
    ['zh-CN', `暑期班开始报名 ${stamp}`],
    ['zh-TW', `暑期班開放報名 ${stamp}`],
  ])
    await page.getByTestId(`banner-description-${l}`).fill(text);
  await page.getByTestId('banner-save').click();
  await expect(page.getByTestId('banner-list')).toContainText(`Summer classes open ${stamp}`);
  await shot(page, 'public-site-admin-banners-en-1366');
  await page.goto('/');
  await expect(page.getByTestId('notification-banner')).toContainText(`Summer classes open ${stamp}`);

  await page.goto('/admin/site-texts');
  await page.getByTestId('texts-filter').fill('home.heroTitle');
  await expect(page.getByTestId('text-row')).toHaveCount(1);
  await shot(page, 'public-site-admin-texts-en-1366');

  const visitor = await browser.newPage();
  await setLang(visitor, 'ZH-TW');
  await visitor.goto('/Pro');
  await expect(visitor.getByTestId('plan-price-money').first()).toContainText('NT$');
  await shot(visitor, 'public-site-pro-zh-tw-1366');
  await visitor.goto('/practice/detail/all');
  await expect(visitor.getByTestId('catalog-sign-up')).toBeVisible();
  await shot(visitor, 'public-site-catalog-zh-tw-1366');
  await visitor.close();
});

test("an admin links a course with a session to a public page; the visitor's course page shows its dates and seats left", async ({
  page,
  browser,
  request,
}) => {
  // The admin links a new course to the SAT Part 2 page in the course form.
  await setLang(page, 'EN-US');
  await uiLogin(page, 'demo-superadmin', 'demo-password');
  await page.goto('/admin/course/add');
  await page.getByTestId('course-type').selectOption('group');
  await page.getByTestId('course-title-en-US').fill('SAT Part 2 (autumn)');
  await page.getByTestId('course-fee').fill('42000');
  await page.getByTestId('course-currency').selectOption('TWD');
  await page.getByTestId('course-capacity').fill('8');
  await page.getByTestId('course-public-page').selectOption('sat-part-2');
  await shot(page, 'public-site-course-form-link-en-1366');
  await page.getByTestId('course-submit').click();
  await expect(page).toHaveURL(/\/admin\/courseDetail\/\d+$/);
  const courseId = Number(/(\d+)$/.exec(page.url())![1]);

  // Its session (through the API: the session form is the courses spec's), a month from now, on Saturdays.
  const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
  const [start, end] = [day(30), day(72)];
  const token = await apiLogin(request, 'demo-superadmin', 'demo-password');
  await call(request, 'post', `/api/courses/${courseId}/sessions`, token, {
    title: 'Saturdays',
    fee: 0,
    prepay: false,
    mode: 'in_class',
    start_date: start,
    end_date: end,
    time_from: '09:00',
    time_to: '12:00',
    repeat: { freq: 'weekly', interval: 1, weekdays: ['sa'] },
  });

  const medium = (d: string, locale: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${d}T00:00:00Z`));
  const visitor = await browser.newPage();
  await setLang(visitor, 'EN-US');
  await visitor.goto('/others/sat-part-2');
  const facts = visitor.getByTestId('course-facts');
  await expect(facts).toContainText('Next session');
  await expect(facts).toContainText(`${medium(start, 'en-US')} – ${medium(end, 'en-US')} · Sat 09:00–12:00 · 8 seats left`);
  await expect(facts).toContainText('NT$42,000');
  await shot(visitor, 'public-site-course-session-en-1366');
  for (const { lang, seats } of [
    { lang: 'ZH-TW', seats: '尚餘 8 個名額' },
    { lang: 'ZH-CN', seats: '剩余 8 个名额' },
  ]) {
    await setLang(visitor, lang);
    await visitor.setViewportSize({ width: 375, height: 800 });
    await visitor.reload();
    await expect(visitor.getByTestId('course-facts')).toContainText(seats);
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBeTruthy();
    await shot(visitor, `public-site-course-session-${lang.toLowerCase()}-375`);
  }
  await visitor.close();

  // What a search engine gets has it too.
  const html = await (await request.get('/others/sat-part-2?lang=en')).text();
  expect(html).toContain('8 seats left');
  expect(html).toMatch(/"offers":\{"@type":"Offer","category":"Paid","price":42000,"priceCurrency":"TWD"\}/);
});

test('a search engine reads each public page without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const { code } of LANGS) {
    for (const p of PAGES.filter((x) => !x.startsWith('/enroll'))) {
      await page.goto(`${p}?lang=${code}`);
      await expect(page.locator('h1').first()).not.toBeEmpty();
      expect((await page.locator('#root').innerText()).length).toBeGreaterThan(100);
      expect(await page.locator('link[hreflang="zh-Hant"]').count()).toBe(1);
      expect(await page.locator('script[type="application/ld+json"]').count()).toBeGreaterThan(0);
      expect(await page.locator('meta[property="og:title"]').count()).toBe(1);
    }
  }
  await context.close();
});

for (const { lang } of LANGS) {
  for (const width of [1366, 375]) {
    test(`every public page in ${lang} at ${width} px: no raw ids, nothing wider than the screen`, async ({ page }) => {
      await page.setViewportSize({ width, height: width > 500 ? 900 : 800 });
      await setLang(page, lang);
      for (const p of PAGES) {
        await page.goto(p);
        await expect(page.getByTestId('public-site')).toBeVisible();
        await page.waitForLoadState('networkidle');
        const text = await page.locator('body').innerText();
        expect(text, p).not.toMatch(RAW_ID);
        if (lang !== 'EN-US') {
          // The enrollment form lists the back office's courses under the titles their admins gave them.
          const data = p.startsWith('/enroll') ? englishWords((await page.getByTestId('enroll-course').allInnerTexts()).join(' ')) : [];
          expect(
            englishWords(await page.locator('main').innerText()).filter((w) => !data.includes(w)),
            p,
          ).toEqual([]);
        }
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `${p} is wider than the screen`).toBeLessThanOrEqual(0);
        const name = p.replace(/[/?=]+/g, '-').replace(/^-/, '');
        await shot(page, `public-site-${name}-${lang.toLowerCase()}-${width}`);
      }
    });
  }
}

/** The raw text of the first mail to `to` containing `needle` (quoted-printable and base64 bodies decoded). */
async function waitForMail(to: string, needle: string, timeoutMs = 15_000): Promise<string> {
  const dir = process.env.E2E_MAIL_DIR!;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const f of fs.readdirSync(dir)) {
      let mail: { to: string[]; raw: string };
      try {
        mail = JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as { to: string[]; raw: string };
      } catch {
        continue; // the runner is still writing it: read it on the next round
      }
      if (!mail.to.includes(to)) continue;
      const text = decodeBody(mail.raw);
      if (text.includes(needle)) return text;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail to ${to} containing ${needle}`);
}

function decodeBody(raw: string): string {
  const [head, ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  if (/content-transfer-encoding:\s*base64/i.test(head)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  const qp = body.replace(/=\r?\n/g, '');
  return Buffer.from(
    qp.replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
    'latin1',
  ).toString('utf8');
}
