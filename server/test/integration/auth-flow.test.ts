import request from 'supertest';
import { bearer, registerUser } from '../helpers/factories';
import { buildTestApp, type TestApp } from '../helpers/context';
import { linkIn } from '../helpers/mailbox';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('register, verify by mail, logout, log in again', () => {
  it('walks the whole account life cycle', async () => {
    const u = await registerUser(t.app);
    expect(u.body.user).toMatchObject({ username: u.username, email: u.email, all_roles: ['student'], email_verified_at: null, balance: 0 });

    const mail = await t.mailbox.waitFor(u.email, /verify/i);
    const link = linkIn(mail);
    expect(link.origin).toBe('http://app.test');
    expect(link.pathname).toMatch(/^\/email\/verify\/\d+\/[a-f0-9]{40}$/);

    const verified = await request(t.app)
      .post(`/api${link.pathname.replace('/email/', '/auth/email/')}${link.search}`)
      .set(bearer(u.token))
      .expect(200);
    expect(verified.body.user.email_verified_at).not.toBeNull();

    await request(t.app).post('/api/auth/logout').set(bearer(u.token)).expect(204);
    const after = await request(t.app).get('/api/auth/me').set(bearer(u.token)).expect(401);
    expect(after.body.code).toBe('UNAUTHENTICATED');

    const byName = await request(t.app).post('/api/auth/login').send({ username: u.username.toUpperCase(), password: u.password }).expect(200);
    const me = await request(t.app).get('/api/auth/me').set(bearer(byName.body.access_token)).expect(200);
    expect(me.body.user.id).toBe(u.id);
    await request(t.app).post('/api/auth/login').send({ email: u.email, password: u.password }).expect(200);
  });
});
