/**
 * A parent's link stays pending until the student confirms it (issue 11, item 8): POST /bind-parent with
 * an unverified student's e-mail used to open GET/PATCH /child/profile/{id} at once. Now the student is
 * mailed a signed link (in the student's language) and sees a prompt; until they confirm, the parent
 * sees nothing of them.
 */
import request from 'supertest';
import type { Role } from '@app/shared';
import { createApp } from '../../src/app';
import { buildTestApp, type TestApp } from '../helpers/context';
import { bearer, createUser, type CreatedUser } from '../helpers/factories';
import { linkIn } from '../helpers/mailbox';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const api = () => request(t.app);
const user = (roles: Role[]) => createUser(t.app, t.ctx.ds, roles);

async function bind(parent: CreatedUser, ...students: CreatedUser[]) {
  await api()
    .post('/api/bind-parent')
    .set(bearer(parent.token))
    .send({ phone: '0987654321', student_emails: students.map((s) => s.email) })
    .expect(200);
  await t.ctx.queue.drain();
}

const mailTo = (s: CreatedUser) => t.mailbox.mails.filter((m) => m.to.includes(s.email)).at(-1)!;

/** What the parent can see of the student: the child profile (read and write), the children lists. */
async function parentView(parent: CreatedUser, student: CreatedUser) {
  const read = await api().get(`/api/child/profile/${student.id}`).set(bearer(parent.token));
  const write = await api().patch(`/api/child/profile/${student.id}`).set(bearer(parent.token)).send({ first_name: 'Taken' });
  const list = await api().get('/api/auth/students').set(bearer(parent.token)).expect(200);
  const children = await api().get(`/api/parent/${parent.id}/children`).set(bearer(parent.token)).expect(200);
  return {
    read: read.status,
    write: write.status,
    listed: list.body.data.some((u: { id: number }) => u.id === student.id),
    child: children.body.some((u: { id: number }) => u.id === student.id),
  };
}

describe('a pending parent link', () => {
  it('shows the parent nothing of the student (404) until the student confirms in the app', async () => {
    const [parent, student] = [await user(['parent']), await user(['student'])];
    await bind(parent, student);
    expect(await parentView(parent, student)).toEqual({ read: 404, write: 404, listed: false, child: false });
    const names = await t.ctx.ds.query(`SELECT first_name FROM users WHERE id = $1`, [student.id]);
    expect(names[0].first_name).toBe('Test');

    const prompt = await api().get('/api/parent-links').set(bearer(student.token)).expect(200);
    expect(prompt.body.data).toEqual([
      { parent: { id: parent.id, username: parent.username, first_name: 'Test', last_name: 'User' }, requested_at: expect.any(String) },
    ]);
    await api().post(`/api/parent-links/${parent.id}/confirm`).set(bearer(student.token)).expect(204);
    expect(await parentView(parent, student)).toEqual({ read: 200, write: 200, listed: true, child: true });
    expect((await api().get('/api/parent-links').set(bearer(student.token)).expect(200)).body.data).toEqual([]);
    // Nothing left to answer.
    await api().post(`/api/parent-links/${parent.id}/confirm`).set(bearer(student.token)).expect(404);
  });

  it('is removed when the student declines, and the parent still sees nothing', async () => {
    const [parent, student] = [await user(['parent']), await user(['student'])];
    await bind(parent, student);
    await api().post(`/api/parent-links/${parent.id}/decline`).set(bearer(student.token)).expect(204);
    expect(await parentView(parent, student)).toEqual({ read: 404, write: 404, listed: false, child: false });
    expect(await t.ctx.ds.query(`SELECT 1 FROM parent_children WHERE parent_id = $1`, [parent.id])).toEqual([]);
  });

  it('mails the student a signed link in the student’s language that confirms without a login', async () => {
    const [parent, student] = [await user(['parent']), await user(['student'])];
    await t.ctx.ds.query(`UPDATE users SET lang = 'ZH-TW' WHERE id = $1`, [student.id]);
    await bind(parent, student);
    const mail = mailTo(student);
    expect(mail.subject).toMatch(/^有家長請求關注你的成績/);
    expect(mail.text).toContain(parent.email);
    const link = linkIn(mail);
    expect(link.pathname).toBe('/parent-link');
    const signed = {
      parent_id: Number(link.searchParams.get('parent')),
      student_id: Number(link.searchParams.get('student')),
      expires: Number(link.searchParams.get('expires')),
      signature: link.searchParams.get('signature'),
    };
    expect(signed).toMatchObject({ parent_id: parent.id, student_id: student.id });

    // A tampered link (another student, another expiry) is refused and changes nothing.
    const other = await user(['student']);
    for (const bad of [
      { ...signed, student_id: other.id },
      { ...signed, expires: signed.expires + 1 },
      { ...signed, signature: 'a'.repeat(64) },
    ]) {
      const res = await api()
        .post('/api/parent-links/answer')
        .send({ ...bad, accept: true });
      expect([res.status, res.body.code]).toEqual([400, 'LINK_EXPIRED']);
    }
    expect((await parentView(parent, student)).read).toBe(404);

    await api()
      .post('/api/parent-links/answer')
      .send({ ...signed, accept: true })
      .expect(204);
    expect(await parentView(parent, student)).toEqual({ read: 200, write: 200, listed: true, child: true });
  });

  it('refuses an expired link', async () => {
    const [parent, student] = [await user(['parent']), await user(['student'])];
    await bind(parent, student);
    const link = linkIn(mailTo(student));
    const expires = Number(link.searchParams.get('expires'));
    const later = createApp({ ...t.ctx, clock: { ...t.ctx.clock, now: () => new Date((expires + 60) * 1000) } });
    const res = await request(later)
      .post('/api/parent-links/answer')
      .send({ parent_id: parent.id, student_id: student.id, expires, signature: link.searchParams.get('signature'), accept: true });
    expect([res.status, res.body.code]).toEqual([400, 'LINK_EXPIRED']);
  });

  it('lets only the asked student answer from the app, and only students see the prompt', async () => {
    const [parent, student, stranger] = [await user(['parent']), await user(['student']), await user(['student'])];
    await bind(parent, student);
    await api().post(`/api/parent-links/${parent.id}/confirm`).set(bearer(stranger.token)).expect(404);
    await api().get('/api/parent-links').set(bearer(parent.token)).expect(403);
    await api().get('/api/parent-links').expect(401);
    await api().post(`/api/parent-links/${parent.id}/maybe`).set(bearer(student.token)).expect(422);
    expect((await parentView(parent, student)).read).toBe(404);
  });
});
