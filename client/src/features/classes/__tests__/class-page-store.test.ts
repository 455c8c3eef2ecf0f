import { describe, expect, it } from 'vitest';
import { RootStore } from '../../../stores/root-store';
import { fakeServer } from '../../../test/fake-server';
import { ClassPageStore } from '../class-page-store';
import { classDetail, classTest, roster } from './fixtures';

function storeWith(routes: Parameters<typeof fakeServer>[0], userId = 7) {
  const server = fakeServer(routes);
  const root = new RootStore({ fetch: server.fetch });
  return { server, store: new ClassPageStore(root.api, 3, userId) };
}

describe('the class page store', () => {
  it('knows the owner, the roster split and when the class is read-only', async () => {
    const { store } = storeWith({ 'GET classes/3': { body: classDetail() }, 'GET classes/3/roster': { body: roster() } });
    await Promise.all([store.load(), store.loadRoster()]);
    expect([store.isOwner, store.isTeacher, store.readOnly]).toEqual([true, true, false]);
    expect(store.activeStudents.map((s) => s.id)).toEqual([11]);
    expect(store.pendingStudents.map((s) => s.id)).toEqual([12]);

    const coTeacher = storeWith({ 'GET classes/3': { body: classDetail({ my_role: 'teacher' }) } }, 8).store;
    await coTeacher.load();
    expect([coTeacher.isOwner, coTeacher.isTeacher, coTeacher.readOnly]).toEqual([false, true, false]);
    const archived = storeWith({ 'GET classes/3': { body: classDetail({ archived: true }) } }).store;
    await archived.load();
    expect(archived.readOnly).toBe(true);
    const admin = storeWith({ 'GET classes/3': { body: classDetail({ my_role: 'company' }) } }, 99).store;
    await admin.load();
    expect(admin.readOnly).toBe(true);
  });

  it('keeps a new class code and link, and reloads the roster after an invitation or an approval', async () => {
    let rosterReads = 0;
    const { store, server } = storeWith({
      'GET classes/3': { body: classDetail() },
      'GET classes/3/roster': () => ({ body: roster({ seats_left: 18 - rosterReads++ }) }),
      'POST classes/3/class-code': { body: { code: 'NEW234', invitation_link: 'http://localhost/classes?join=NEW234' } },
      'POST classes/3/invitations': { body: { results: [{ email: 'c@example.com', outcome: 'mailed_signup' }] } },
      'POST classes/3/students/12/approve': { status: 204 },
    });
    await store.load();
    await store.regenerateClassCode();
    expect([store.detail!.class_code, store.detail!.invitation_link]).toEqual(['NEW234', 'http://localhost/classes?join=NEW234']);
    const answer = await store.invite(['c@example.com']);
    expect(answer.results[0].outcome).toBe('mailed_signup');
    expect(server.calls.find((c) => c.path === 'classes/3/invitations')?.body).toEqual({ emails: ['c@example.com'] });
    await store.approve(12);
    expect(rosterReads).toBe(2);
  });

  it('adds a sent test on top, drops a deleted one and surfaces a refusal to the form', async () => {
    const { store } = storeWith({
      'GET classes/3/tests': { body: [classTest({ id: 40 })] },
      'POST classes/3/tests': ({ body }) =>
        (body as { target_id: number }).target_id === 99
          ? { status: 402, body: { code: 'insufficient_coins', message: 'no coins' } }
          : { status: 201, body: classTest({ id: 41, title: 'New' }) },
      'DELETE class-exams/40': { status: 204 },
    });
    await store.loadTests();
    await store.sendTest({ target_type: 'practice', target_id: 9, all_students: true, due_at: '2099-01-01T00:00:00.000Z', attempts_allowed: 1 });
    expect(store.tests!.map((t) => t.id)).toEqual([41, 40]);
    await expect(
      store.sendTest({ target_type: 'practice', target_id: 99, all_students: true, due_at: '2099-01-01T00:00:00.000Z', attempts_allowed: 1 }),
    ).rejects.toMatchObject({ status: 402, code: 'insufficient_coins' });
    expect(store.tests!.map((t) => t.id)).toEqual([41, 40]);
    await store.deleteTest(40);
    expect(store.tests!.map((t) => t.id)).toEqual([41]);
  });
});
