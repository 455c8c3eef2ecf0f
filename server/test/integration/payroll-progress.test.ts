/**
 * Progress reports: a student's attendance in a course (the meetings of the class a session names, within the
 * session's days, and the course's private lessons), the teacher's comment, the PDF mailed to each confirmed parent
 * in their language; who may write them; 422, 404 and 409.
 */
import type { ProgressDto, ProgressReportDto } from '@app/shared';
import { insertCompany } from '../helpers/admin-fixtures';
import { expectFieldError } from '../helpers/expect';
import type { CreatedUser } from '../helpers/factories';
import { renderProgressPdf } from '../../src/modules/payroll/progress.service';
import { setupRunner, type Runner } from './attempts-fixtures';
import { classWith } from './classes-fixtures';
import { makeCourse, makeSession } from './courses-fixtures';
import { pdfTexts } from './report-pdf-reader';
import { api, book, companyAdminOf, logBody, person, student, teacher } from './payroll-fixtures';

let r: Runner;
beforeAll(async () => {
  r = await setupRunner({}, '2030-05-10T00:00:00Z');
});
afterAll(() => r.t.close());

async function parentOf(s: CreatedUser, lang = 'ZH-CN', confirmed = true): Promise<CreatedUser> {
  const p = await person(r, ['parent']);
  await r.t.ctx.ds.query(`UPDATE users SET lang = $2 WHERE id = $1`, [p.id, lang]);
  await r.t.ctx.ds.query(`INSERT INTO parent_children (parent_id, student_id, confirmed_at) VALUES ($1, $2, $3)`, [
    p.id,
    s.id,
    confirmed ? new Date() : null,
  ]);
  return p;
}

/** A private-tutoring course of `t` with `s` accepted, a session taught as `t`'s class, class meetings and a course lesson. */
async function setup() {
  const t = await teacher(r);
  const s = await student(r);
  const companyId = await insertCompany(r.t.ctx.ds, t.id, s.id);
  const course = await makeCourse(r, t, { type: 'private' });
  await api(r, s).post('/courses/join', { code: course.join_code }).expect(201);
  await api(r, t).put(`/courses/${course.id}/requests/${s.id}`, { response: 'accepted' }).expect(200);
  const c = await classWith(r, t, [s]);
  await makeSession(r, t, course.id, { class_id: c.id, start_date: '2030-03-16', end_date: '2030-04-06' });
  const meet = (date: string, state: string) =>
    api(r, t)
      .post(`/classes/${c.id}/meetings`, { date, duration_minutes: 180, topic: `Unit ${date}`, attendance: [{ student_id: s.id, state }] })
      .expect(201);
  await meet('2030-03-16', 'present');
  await meet('2030-03-23', 'late');
  await meet('2030-05-01', 'absent'); // after the session's last day: not this course's
  const l = await book(r, t, s, '2030-04-10T10:00:00+08:00', '2030-04-10T11:00:00+08:00', { course_id: course.id });
  await api(r, t)
    .put(`/private-lessons/${l.id}/log`, logBody({ state: 'excused', topic: 'Essay plan' }))
    .expect(200);
  return { t, s, course, companyId };
}

describe('progress reports', () => {
  it("reads the course's attendance for the student; sending mails the PDF to each confirmed parent in their language and logs it", async () => {
    const { t, s, course } = await setup();
    const zhParent = await parentOf(s, 'ZH-CN');
    const enParent = await parentOf(s, 'EN-US');
    await parentOf(s, 'EN-US', false); // pending link: not told
    const path = `/courses/${course.id}/students/${s.id}`;
    const p = (await api(r, t).get(`${path}/progress`).expect(200)).body as ProgressDto;
    expect(p.attendance.map((a) => [a.kind, a.date, a.state])).toEqual([
      ['class', '2030-03-16', 'present'],
      ['class', '2030-03-23', 'late'],
      ['lesson', '2030-04-10', 'excused'],
    ]);
    expect(p.attendance_summary).toEqual({ present: 1, late: 1, absent: 0, excused: 1 });
    expect(p.parents.map((x) => x.id).sort()).toEqual([zhParent.id, enParent.id].sort());
    expect(p.reports).toEqual([]);

    const since = r.t.mailbox.mails.length;
    const sent = (await api(r, t).post(`${path}/progress-reports`, { comment: '  Steady progress in algebra.  ' }).expect(201))
      .body as ProgressReportDto;
    expect(sent).toMatchObject({ comment: 'Steady progress in algebra.', author: { id: t.id } });
    expect(sent.sent_to.map((x) => x.id).sort()).toEqual([zhParent.id, enParent.id].sort());
    const zh = await r.t.mailbox.waitFor(zhParent.email, /学习进度报告/, 10_000, since);
    expect(zh.subject).toContain('SAT 暑期强化班');
    expect(zh.raw).toMatch(/Content-Type: application\/pdf/i);
    expect(zh.raw).toContain(`progress-report-${s.username}-${sent.id}.pdf`);
    const en = await r.t.mailbox.waitFor(enParent.email, /Progress report: .*SAT Summer Intensive/, 10_000, since);
    expect(en.raw).toMatch(/Content-Type: application\/pdf/i);
    const again = (await api(r, t).get(`${path}/progress`).expect(200)).body as ProgressDto;
    expect(again.reports.map((x) => x.id)).toEqual([sent.id]);
    const [log] = await r.t.ctx.ds.query(
      `SELECT actor_id, target_user_id, details FROM activity_log WHERE action = 'progress-report.send' AND target_user_id = $1`,
      [s.id],
    );
    expect(log).toMatchObject({ actor_id: t.id, details: { course_id: course.id, report_id: sent.id } });

    const pdf = await api(r, t).get(`/progress-reports/${sent.id}/pdf`).expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const [row] = await r.t.ctx.ds.query(`SELECT snapshot, created_at FROM progress_reports WHERE id = $1`, [sent.id]);
    const text = pdfTexts(
      await renderProgressPdf(
        { comment: 'Steady progress in algebra.', snapshot: row.snapshot, createdAt: row.created_at, author: 'T' },
        'en-US',
        'main',
        false,
      ),
    ).join(' ');
    expect(text).toContain('Progress report');
    expect(text).toContain('Steady progress in algebra.');
    expect(text).toContain('Unit 2030-03-16');
    expect(text).toContain('Present: 1');
  });

  it('409 no_parent without a confirmed parent; 422 on the comment; 404 for a student outside the course, another teacher or company; 403 for students', async () => {
    const { t, s, course } = await setup();
    const path = `/courses/${course.id}/students/${s.id}`;
    const none = await api(r, t).post(`${path}/progress-reports`, { comment: 'Good' }).expect(409);
    expect(none.body).toMatchObject({ reason: 'no_parent', message: 'This student has no confirmed parent to send the report to.' });
    await parentOf(s);
    expectFieldError(await api(r, t).post(`${path}/progress-reports`, { comment: '  ' }), 'comment', 'payrollApi.validation.comment');
    expectFieldError(await api(r, t).post(`${path}/progress-reports`, {}), 'comment', 'payrollApi.validation.comment');
    expectFieldError(await api(r, t).post(`${path}/progress-reports`, { comment: 'x'.repeat(4001) }), 'comment', 'validation.too_long');
    expectFieldError(await api(r, t).get(`/courses/${course.id}/students/x/progress`), 'studentId');
    await api(r, t)
      .get(`/courses/${course.id}/students/${(await student(r)).id}/progress`)
      .expect(404);
    await api(r, await teacher(r))
      .get(`${path}/progress`)
      .expect(404);
    await api(r, await teacher(r))
      .post(`${path}/progress-reports`, { comment: 'x' })
      .expect(404);
    await api(r, await companyAdminOf(r, await insertCompany(r.t.ctx.ds)))
      .get(`${path}/progress`)
      .expect(404);
    await api(r, s).get(`${path}/progress`).expect(403);
    await api(r, await person(r, ['parent']))
      .post(`${path}/progress-reports`, { comment: 'x' })
      .expect(403);
    const sent = (await api(r, t).post(`${path}/progress-reports`, { comment: 'Fine' }).expect(201)).body as ProgressReportDto;
    await api(r, await teacher(r))
      .get(`/progress-reports/${sent.id}/pdf`)
      .expect(404);
    await api(r, t).get('/progress-reports/2147483000/pdf').expect(404);
    // Admins manage every course.
    await api(r, await person(r, ['admin']))
      .get(`${path}/progress`)
      .expect(200);
  });
});
