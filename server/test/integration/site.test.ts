/**
 * The public site (issue 15): the contact form (spec section 5), its inbox, the admins' text overrides, the
 * banner notifications' admin side, and the pages as a search engine fetches them (no JavaScript).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { createApp } from '../../src/app';
import { buildTestApp, type TestApp } from '../helpers/context';
import { expectFieldError } from '../helpers/expect';
import { bearer, createUser, uid, type CreatedUser } from '../helpers/factories';

let t: TestApp;
let superAdmin: CreatedUser;
let others: CreatedUser[];

beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_CONTACT_PER_IP: '1000', RATE_LIMIT_CONTACT_PER_IDENTIFIER: '3' });
  const user = (roles: Parameters<typeof createUser>[2]) => createUser(t.app, t.ctx.ds, roles);
  superAdmin = await user(['super-admin']);
  others = await Promise.all([user(['admin']), user(['teacher']), user(['company-admin']), user(['student']), user(['parent'])]);
});
afterAll(() => t.close());

const api = () => request(t.app);
const captcha = async () => (await api().get('/api/auth/captcha/flat').expect(200)).body.key as string;
const form = async (over: Record<string, unknown> = {}) => ({
  name: 'Mei Chen',
  email: `mei-${uid()}@example.com`,
  message: 'Is there a summer SAT class in Taipei?',
  captcha: 'pass-test',
  captcha_key: await captcha(),
  ...over,
});

describe('contact form', () => {
  it('stores the message, mails the support address and answers in the sender’s language', async () => {
    const body = await form({ course: 'sat-summer' });
    const res = await api().post('/api/contact').set('Accept-Language', 'zh-TW').send(body).expect(201);
    expect(res.body).toEqual({ id: expect.any(Number), message: '訊息已送出' });
    const mail = await t.mailbox.waitFor('support@summitprep.example', /Mei Chen/);
    expect(mail.text).toContain('Is there a summer SAT class in Taipei?');
    expect(mail.text).toContain(body.email);
    expect(mail.text).toContain('sat-summer');
  });

  it('takes a phone number instead of an e-mail', async () => {
    await api()
      .post('/api/contact')
      .send(await form({ email: undefined, phone: '+886 912 345 678' }))
      .expect(201);
  });

  it.each([
    ['name', { name: '' }, 'validation.contact.name'],
    ['name', { name: ['a'] }, 'validation.contact.name'],
    ['message', { message: '   ' }, 'validation.contact.message'],
    ['captcha', { captcha: undefined }, 'validation.contact.captcha'],
    ['captcha_key', { captcha_key: '' }, 'validation.contact.captcha'],
    ['captcha_key', { captcha_key: 'fuzz' }, 'validation.captcha.invalid'],
    ['email', { email: undefined, phone: undefined }, 'validation.contact.reach'],
    ['email', { email: 'not-an-email' }, 'validation.email'],
    ['phone', { phone: '12ab' }, 'validation.phone'],
    ['course', { course: 'basket-weaving' }, 'validation.contact.course'],
  ])('answers 422 on %s', async (field, over, messageId) => {
    expectFieldError(
      await api()
        .post('/api/contact')
        .send(await form(over)),
      field,
      messageId,
    );
  });

  it('refuses a wrong captcha answer', async () => {
    expectFieldError(
      await api()
        .post('/api/contact')
        .send(await form({ captcha: 'wrong' })),
      'captcha',
      'validation.captcha.invalid',
    );
  });

  it('shows the spec’s messages in Chinese', async () => {
    const res = await api().post('/api/contact').set('Accept-Language', 'zh-CN').send({});
    expect(res.status).toBe(422);
    expect(res.body.errors.name).toEqual(['请输入姓名']);
    expect(res.body.errors.message).toEqual(['请输入留言内容']);
    expect(res.body.errors.captcha).toEqual(['请输入验证码']);
  });

  it('rate-limits one sender', async () => {
    const email = `busy-${uid()}@example.com`;
    for (let i = 0; i < 3; i++)
      await api()
        .post('/api/contact')
        .send(await form({ email }))
        .expect(201);
    const res = await api()
      .post('/api/contact')
      .send(await form({ email }));
    expect(res.status).toBe(429);
    expect(res.body.code).toBe('TOO_MANY_ATTEMPTS');
  });
});

describe('contact inbox', () => {
  it('lists messages, marks them read and replies by e-mail', async () => {
    const body = await form({ name: `Inbox ${uid()}` });
    const { id } = (await api().post('/api/contact').set('Accept-Language', 'zh-CN').send(body).expect(201)).body;
    const list = await api().get('/api/admin/contact-messages?status=unread').set(bearer(superAdmin.token)).expect(200);
    const row = list.body.data.find((m: { id: number }) => m.id === id);
    expect(row).toMatchObject({ name: body.name, email: body.email, read: false, tenant: 'sat', locale: 'zh-CN' });
    expect(list.body.unread).toBeGreaterThan(0);

    const read = await api().patch(`/api/admin/contact-messages/${id}`).set(bearer(superAdmin.token)).send({ read: true }).expect(200);
    expect(read.body.read).toBe(true);
    const since = t.mailbox.mails.length;
    const replied = await api()
      .post(`/api/admin/contact-messages/${id}/reply`)
      .set(bearer(superAdmin.token))
      .send({ body: 'Yes: the summer course starts in July.' })
      .expect(200);
    expect(replied.body.replied_at).toEqual(expect.any(String));
    const mail = await t.mailbox.waitFor(body.email, /回复/, 10_000, since);
    expect(mail.text).toContain('the summer course starts in July');
  });

  it('refuses to reply by e-mail to a phone-only message', async () => {
    const { id } = (
      await api()
        .post('/api/contact')
        .send(await form({ email: undefined, phone: '0912345678' }))
        .expect(201)
    ).body;
    expectFieldError(
      await api().post(`/api/admin/contact-messages/${id}/reply`).set(bearer(superAdmin.token)).send({ body: 'Hi' }),
      'body',
      'validation.contact.no_email',
    );
  });

  it('answers 404 for a message that does not exist, 422 for bad input', async () => {
    await api().patch('/api/admin/contact-messages/2147483647').set(bearer(superAdmin.token)).send({ read: true }).expect(404);
    await api().post('/api/admin/contact-messages/2147483647/reply').set(bearer(superAdmin.token)).send({ body: 'x' }).expect(404);
    expectFieldError(await api().patch('/api/admin/contact-messages/1').set(bearer(superAdmin.token)).send({ read: 'maybe' }), 'read');
    expectFieldError(
      await api().post('/api/admin/contact-messages/1/reply').set(bearer(superAdmin.token)).send({}),
      'body',
      'validation.contact.reply',
    );
    expectFieldError(await api().get('/api/admin/contact-messages?status=junk').set(bearer(superAdmin.token)), 'status');
  });

  it('is the super-admin’s only', async () => {
    await api().get('/api/admin/contact-messages').expect(401);
    for (const u of others) {
      await api().get('/api/admin/contact-messages').set(bearer(u.token)).expect(403);
      await api().patch('/api/admin/contact-messages/1').set(bearer(u.token)).send({ read: true }).expect(403);
      await api().post('/api/admin/contact-messages/1/reply').set(bearer(u.token)).send({ body: 'x' }).expect(403);
    }
  });
});

describe('site texts', () => {
  it('lets the super-admin override a text per language and restore it', async () => {
    const rows = (await api().get('/api/admin/site/texts').set(bearer(superAdmin.token)).expect(200)).body;
    const hero = rows.find((r: { key: string }) => r.key === 'home.heroTitle');
    expect(hero.defaults['zh-TW']).toBeTruthy();
    await api()
      .put('/api/admin/site/texts/home.heroLead')
      .set(bearer(superAdmin.token))
      .send({ texts: { 'zh-TW': '新的介紹文字' } })
      .expect(204);
    const pub = (await api().get('/api/site/texts').expect(200)).body;
    expect(pub['zh-TW']['home.heroLead']).toBe('新的介紹文字');
    expect(pub['en-US']['home.heroLead']).toBeUndefined();
    await api()
      .put('/api/admin/site/texts/home.heroLead')
      .set(bearer(superAdmin.token))
      .send({ texts: { 'zh-TW': null } })
      .expect(204);
    expect((await api().get('/api/site/texts').expect(200)).body['zh-TW']['home.heroLead']).toBeUndefined();
  });

  it('answers 404 for an unknown key and 422 for bad texts', async () => {
    await api()
      .put('/api/admin/site/texts/home.nothing')
      .set(bearer(superAdmin.token))
      .send({ texts: { 'en-US': 'x' } })
      .expect(404);
    expectFieldError(
      await api()
        .put('/api/admin/site/texts/home.heroLead')
        .set(bearer(superAdmin.token))
        .send({ texts: { fr: 'x' } }),
      'texts',
    );
    expectFieldError(await api().put('/api/admin/site/texts/home.heroLead').set(bearer(superAdmin.token)).send({ texts: 'x' }), 'texts');
    expectFieldError(
      await api()
        .put('/api/admin/site/texts/bad key!')
        .set(bearer(superAdmin.token))
        .send({ texts: { 'en-US': 'x' } }),
      'key',
    );
  });

  it('refuses every other role', async () => {
    for (const u of others) {
      await api().get('/api/admin/site/texts').set(bearer(u.token)).expect(403);
      await api()
        .put('/api/admin/site/texts/home.heroLead')
        .set(bearer(u.token))
        .send({ texts: { 'en-US': 'x' } })
        .expect(403);
    }
  });
});

describe('banner notifications (admin)', () => {
  const texts = (s: string) => ({ 'en-US': `${s} en`, 'zh-CN': `${s} 简`, 'zh-TW': `${s} 繁` });
  const hour = 3600_000;
  const banner = (over: Record<string, unknown> = {}) => ({
    type: 'info',
    start: new Date(Date.now() - hour).toISOString(),
    end: new Date(Date.now() + hour).toISOString(),
    description: texts('Summer enrollment is open'),
    link: { routerName: 'ClassesAndCounseling', text: texts('See classes') },
    ...over,
  });
  const create = (body: object) => api().post('/api/admin/notifications').set(bearer(superAdmin.token)).send(body);

  it('creates, shows, edits and retires a banner; a scheduled one waits for its start', async () => {
    const live = (await create(banner()).expect(201)).body;
    expect(live).toMatchObject({ state: 'active', link: { routerName: 'ClassesAndCounseling' } });
    const later = (
      await create(
        banner({ start: new Date(Date.now() + hour).toISOString(), end: new Date(Date.now() + 2 * hour).toISOString(), link: null }),
      ).expect(201)
    ).body;
    expect(later.state).toBe('scheduled');

    const shown = (await api().get('/api/notifications').set(bearer(others[3].token)).expect(200)).body.map((n: { id: number }) => n.id);
    expect(shown).toContain(live.id);
    expect(shown).not.toContain(later.id);

    const edited = await api()
      .put(`/api/admin/notifications/${live.id}`)
      .set(bearer(superAdmin.token))
      .send(banner({ type: 'warning' }))
      .expect(200);
    expect(edited.body.type).toBe('warning');

    await api().post(`/api/admin/notifications/${live.id}/retire`).set(bearer(superAdmin.token)).expect(204);
    await api().post(`/api/admin/notifications/${later.id}/retire`).set(bearer(superAdmin.token)).expect(204);
    const after = (await api().get('/api/notifications').set(bearer(others[3].token)).expect(200)).body.map((n: { id: number }) => n.id);
    expect(after).not.toContain(live.id);
    const ended = (await api().get('/api/admin/notifications?state=ended').set(bearer(superAdmin.token)).expect(200)).body.data;
    expect(ended.map((n: { id: number }) => n.id)).toContain(live.id);
    await api().post(`/api/admin/notifications/${later.id}/retire`).set(bearer(superAdmin.token)).expect(404);
  });

  it.each([
    ['type', { type: 'party' }, 'validation.notification.type'],
    ['start', { start: 'tomorrow' }, 'validation.notification.start'],
    ['end', { end: new Date(Date.now() - 2 * hour).toISOString() }, 'validation.notification.end_after_start'],
    ['description.zh-TW', { description: { 'en-US': 'a', 'zh-CN': 'b' } }, 'validation.notification.description'],
    ['link', { link: 'home' }, 'validation.notification.link'],
    ['link.routerName', { link: { routerName: 'Nowhere', text: texts('x') } }, 'validation.notification.route'],
    ['link.text.zh-CN', { link: { routerName: 'Home', text: { 'en-US': 'a', 'zh-TW': 'c' } } }, 'validation.notification.link_text'],
  ])('answers 422 on %s', async (field, over, messageId) => {
    expectFieldError(await create(banner(over)), field, messageId);
  });

  it('answers 404 for a banner that does not exist and refuses other roles', async () => {
    await api().put('/api/admin/notifications/2147483647').set(bearer(superAdmin.token)).send(banner()).expect(404);
    await api().post('/api/admin/notifications/2147483647/retire').set(bearer(superAdmin.token)).expect(404);
    for (const u of others) {
      await api().get('/api/admin/notifications').set(bearer(u.token)).expect(403);
      await api().post('/api/admin/notifications').set(bearer(u.token)).send(banner()).expect(403);
      await api().post('/api/admin/notifications/1/retire').set(bearer(u.token)).expect(403);
    }
  });
});

describe('what a search engine fetches', () => {
  let web: ReturnType<typeof request>;
  beforeAll(() => {
    // A stand-in for the built client: the pages are rendered into its index.html.
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'site-dist-'));
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html lang="en"><head><title>SAT Practice</title></head><body><div id="root"></div></body></html>',
    );
    web = request(createApp(t.ctx, { serveClient: true, clientDist: dist }));
  });

  it('gets each page with its heading, text, head tags and JSON-LD, in each language', async () => {
    const en = await web.get('/home?lang=en').expect(200);
    expect(en.text).toMatch(/<h1[^>]*>Aim higher on the SAT, ACT and TOEFL<\/h1>/);
    expect(en.text).toMatch(/<link rel="canonical" href="http:\/\/127.0.0.1:\d+\/home\?lang=en" \/>/);
    // Without ?lang= the page is the x-default one, and canonical names it, not another language's URL.
    expect((await web.get('/home').expect(200)).text).toMatch(/<link rel="canonical" href="http:\/\/127.0.0.1:\d+\/home" \/>/);
    expect(en.text).toContain('<meta name="description"');
    expect(en.text).toContain('property="og:title"');
    expect(en.text).toMatch(/hreflang="zh-Hant" href="[^"]+\/home\?lang=tw"/);
    expect(en.text).toContain('"@type":"Organization"');
    expect(en.text).toContain('"@type":"Course"');
    const tw = await web.get('/others/math-2c?lang=tw').expect(200);
    expect(tw.text).toContain('<html lang="zh-TW">');
    expect(tw.text).toContain('<h1>SAT Math 2C 衝刺班</h1>');
    expect(tw.text).toContain('/enroll?course=math-2c');
    const cn = await web.get('/counselling').set('Accept-Language', 'zh-CN').expect(200);
    expect(cn.text).toContain('<h1>美本留学申请</h1>');
    expect((cn.text.match(/<li>/g) ?? []).length).toBeGreaterThanOrEqual(31);
    for (const p of ['/others', '/stories', '/mentoring', '/FAQ', '/ClassesAndCounseling'])
      expect((await web.get(p).expect(200)).text).toContain('<h1>');
  });

  it('shows an admin’s override without a deploy', async () => {
    await api()
      .put('/api/admin/site/texts/faq.title')
      .set(bearer(superAdmin.token))
      .send({ texts: { 'en-US': 'Questions parents ask' } })
      .expect(204);
    await new Promise((r) => setTimeout(r, 5_100)); // the overrides' cache
    expect((await web.get('/FAQ?lang=en').expect(200)).text).toContain('<h1>Questions parents ask</h1>');
    await api()
      .put('/api/admin/site/texts/faq.title')
      .set(bearer(superAdmin.token))
      .send({ texts: { 'en-US': null } })
      .expect(204);
  });

  it("puts the back office's next session in a linked course page: dates, schedule, seats, and the real fee in the Offer", async () => {
    const admin = others[0];
    const course = await api()
      .post('/api/courses')
      .set(bearer(admin.token))
      .send({
        type: 'private',
        title: { 'en-US': 'Private tutoring 2030', 'zh-CN': '', 'zh-TW': '' },
        fee: 0,
        currency: 'RMB',
        capacity: 4,
        active: true,
        public_page: 'private-tutoring',
      })
      .expect(201);
    const before = await web.get('/others/private-tutoring?lang=en').expect(200);
    expect(before.text).not.toContain('Next session');
    await api()
      .post(`/api/courses/${course.body.id}/sessions`)
      .set(bearer(admin.token))
      .send({
        title: 'Evenings',
        fee: 1_250_000,
        prepay: false,
        mode: 'online',
        start_date: '2030-06-03',
        end_date: '2030-06-28',
        time_from: '19:00',
        time_to: '21:00',
        repeat: { freq: 'weekly', interval: 1, weekdays: ['mo', 'we'] },
      })
      .expect(201);
    const en = await web.get('/others/private-tutoring?lang=en').expect(200);
    expect(en.text).toContain('<li>Next session: Jun 3, 2030 – Jun 28, 2030 · Mon, Wed 19:00–21:00 · 4 seats left</li>');
    expect(en.text).toContain('CN¥12,500');
    const ld = [...en.text.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]) as Record<string, unknown>);
    expect(ld.find((j) => j['@type'] === 'Course')).toMatchObject({
      offers: { '@type': 'Offer', price: 12_500, priceCurrency: 'CNY' },
      hasCourseInstance: { '@type': 'CourseInstance', courseMode: 'online', startDate: '2030-06-03', endDate: '2030-06-28' },
    });
    const cn = await web.get('/others/private-tutoring?lang=cn').expect(200);
    expect(cn.text).toContain('剩余 4 个名额');
    expect(cn.text).toMatch(/周一、周三 19:00–21:00/);
  });

  it('sends the SPA shell for an unknown course and other pages', async () => {
    expect((await web.get('/others/nope').expect(200)).text).toContain('<div id="root"></div>');
    expect((await web.get('/profile').expect(200)).text).toContain('<title>SAT Practice</title>');
  });

  it('serves robots.txt and sitemap.xml', async () => {
    const robots = await web.get('/robots.txt').expect(200);
    expect(robots.text).toMatch(/Sitemap: http:\/\/[^/]+\/sitemap.xml/);
    const sitemap = await web.get('/sitemap.xml').expect(200);
    expect(sitemap.headers['content-type']).toMatch(/xml/);
    expect(sitemap.text).toContain('/others/sat-summer?lang=cn</loc>');
  });

  it('leaves partner hosts to their own sites', async () => {
    expect((await web.get('/home').set('Host', 'corp.localhost').expect(200)).text).toContain('<div id="root"></div>');
  });
});
