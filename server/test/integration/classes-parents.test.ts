/** Parents: a linked parent sees a child's classes, class tests, results and attendance; the weekly summary e-mail. */
import { createMailer } from '../../src/lib/mail';
import { sendParentSummaries } from '../../src/modules/classes';
import { expectFieldError } from '../helpers/expect';
import { giveCoins } from '../helpers/wallet';
import type { CreatedUser } from '../helpers/factories';
import { MINUTE, practice, setupRunner, START, type Runner } from './attempts-fixtures';
import { answerAndSubmit } from './grading-fixtures';
import { api, classWith, person, student, teacher } from './classes-fixtures';

let r: Runner;
beforeAll(async () => {
  r = await setupRunner();
});
afterAll(() => r.t.close());

const DAY = 24 * 60 * MINUTE;
const at = (ms: number) => new Date(Date.parse(START) + ms).toISOString();

/** A parent whose link the child has confirmed (`confirmed: false` leaves it pending). */
async function parentOf(child: CreatedUser, lang = 'EN-US', confirmed = true): Promise<CreatedUser> {
  const p = await person(r, ['parent']);
  await r.t.ctx.ds.query(`UPDATE users SET lang = $2 WHERE id = $1`, [p.id, lang]);
  await r.t.ctx.ds.query(`INSERT INTO parent_children (parent_id, student_id, confirmed_at) VALUES ($1, $2, $3)`, [
    p.id,
    child.id,
    confirmed ? new Date() : null,
  ]);
  return p;
}

/** A child in a class with a finished class test and one meeting's attendance. */
async function childWithClass() {
  const t = await teacher(r);
  await giveCoins(r.t.ctx.ds, t.id, 50);
  const child = await student(r);
  const c = await classWith(r, t, [child]);
  const practiceId = await practice(r, 'math', { count: 2 });
  const exam = (
    await api(r, t)
      .post(`/classes/${c.id}/tests`, {
        target_type: 'practice',
        target_id: practiceId,
        all_students: true,
        due_at: at(3 * DAY),
        attempts_allowed: 1,
      })
      .expect(201)
  ).body;
  const start = (await api(r, child).post(`/class-exams/${exam.id}/start`).expect(201)).body;
  await answerAndSubmit(r, child, (await api(r, child).get(`/attempts/${start.attempt_id}`).expect(200)).body, () => '3');
  await r.t.ctx.queue.drain();
  const [{ id: meetingId }] = await r.t.ctx.ds.query(
    `INSERT INTO class_meetings (class_id, meeting_date, duration_minutes, topic, teacher_id) VALUES ($1, $2::date, 90, 'Linear functions', $3) RETURNING id`,
    [c.id, START.slice(0, 10), t.id],
  );
  await r.t.ctx.ds.query(`INSERT INTO class_attendance (meeting_id, student_id, state) VALUES ($1, $2, 'late')`, [meetingId, child.id]);
  return { t, child, c, exam, attemptId: start.attempt_id as number };
}

describe("a parent's view of a child's classes", () => {
  it('shows nothing while the child has not confirmed the link', async () => {
    const { child } = await childWithClass();
    const pending = await parentOf(child, 'EN-US', false);
    await api(r, pending).get(`/parent/children/${child.id}/classes`).expect(404);
    await api(r, pending).get(`/parent/children/${child.id}/weekly-summary`).expect(404);
  });

  it("shows the child's classes, class tests with due dates and results, and attendance", async () => {
    const { child, c, exam, attemptId } = await childWithClass();
    const parent = await parentOf(child);
    const res = (await api(r, parent).get(`/parent/children/${child.id}/classes`).expect(200)).body;
    expect(res.child).toMatchObject({ id: child.id });
    expect(res.classes).toEqual([expect.objectContaining({ id: c.id, name: c.name, my_role: 'parent' })]);
    expect(res.class_tests).toEqual([
      expect.objectContaining({ id: exam.id, due_at: at(3 * DAY), my_progress: 'finished', score: 100, attempt_id: attemptId }),
    ]);
    expect(res.attendance).toEqual([{ class_id: c.id, date: START.slice(0, 10), state: 'late' }]);
  });

  it('refuses parents of other children (404), other roles (403), and bad ids (422)', async () => {
    const { child, t } = await childWithClass();
    const stranger = await parentOf(await student(r));
    await api(r, stranger).get(`/parent/children/${child.id}/classes`).expect(404);
    await api(r, stranger).put(`/parent/children/${child.id}/weekly-summary`, { enabled: true }).expect(404);
    await api(r, child).get(`/parent/children/${child.id}/classes`).expect(403);
    await api(r, t).get(`/parent/children/${child.id}/classes`).expect(403);
    expectFieldError(await api(r, stranger).get('/parent/children/x/classes'), 'childId', 'validation.id');
    const parent = await parentOf(child);
    expectFieldError(await api(r, parent).put(`/parent/children/${child.id}/weekly-summary`, { enabled: 'yes' }), 'enabled', 'validation.boolean');
    expectFieldError(await api(r, parent).put(`/parent/children/${child.id}/weekly-summary`, {}), 'enabled', 'validation.required');
  });

  it('mails an opted-in parent a weekly summary in their language, once a week', async () => {
    const { child, c } = await childWithClass();
    const parent = await parentOf(child, 'ZH-CN');
    const quiet = await parentOf(child);
    expect((await api(r, parent).get(`/parent/children/${child.id}/weekly-summary`).expect(200)).body).toEqual({ enabled: false });
    expect((await api(r, parent).put(`/parent/children/${child.id}/weekly-summary`, { enabled: true }).expect(200)).body).toEqual({ enabled: true });
    const send = () => sendParentSummaries(r.t.ctx.ds, r.clock, createMailer(r.t.ctx.config.mail));
    const before = r.t.mailbox.mails.length;
    expect(await send()).toBeGreaterThanOrEqual(1);
    const mail = await r.t.mailbox.waitFor(parent.email, /每周班级小结/, 10_000, before);
    expect(mail.text).toContain(c.name);
    expect(mail.text).toContain('已完成');
    expect(mail.text).toContain('迟到');
    expect(r.t.mailbox.mails.slice(before).some((m) => m.to.includes(quiet.email))).toBe(false);
    // Not again within the week; again after it.
    await send();
    expect(r.t.mailbox.mails.slice(before).filter((m) => m.to.includes(parent.email))).toHaveLength(1);
    r.clock.advance(7 * DAY);
    await send();
    await r.t.mailbox.waitFor(parent.email, /每周班级小结/, 10_000, before + 1);
  });
});
