/**
 * Placement: the arrange screen's reads, placing siblings into a class (and the course roster), accounts made
 * for students who had none, the notices and mails, 422 per field, roles (403), another company's enrollment
 * (404), and the last seat taken once when two admins place at the same moment.
 */
import type { ArrangeClassDto, ArrangeDto, PlacementDto } from '@app/shared';
import { insertCompany } from '../helpers/admin-fixtures';
import { expectFieldError } from '../helpers/expect';
import { setupRunner, type Runner } from './attempts-fixtures';
import { api, courseWithClass, makeEnrollment, person, student, teacher, uniq } from './tuition-fixtures';
import { makeClass } from './classes-fixtures';
import { makeCourse } from './courses-fixtures';

let r: Runner;
beforeAll(async () => {
  r = await setupRunner();
});
afterAll(() => r.t.close());

const admin = () => person(r, ['super-admin']);
const place = (u: Parameters<typeof api>[1], enrollmentId: number, body: object) =>
  api(r, u).post(`/admin/enrollments/${enrollmentId}/placements`, body);
const activeStudents = async (classId: number) =>
  (
    (await r.t.ctx.ds.query(`SELECT user_id FROM class_students WHERE class_id = $1 AND status = 'active' ORDER BY user_id`, [classId])) as {
      user_id: number;
    }[]
  ).map((x) => x.user_id);

describe('placing enrolled students', () => {
  it('places both siblings into a class of the course: seats, roster, accounts, activity, notices and mails in the family language', async () => {
    const [a, t] = [await admin(), await teacher(r)];
    const { course, cls } = await courseWithClass(r, a, t);
    const existing = await student(r);
    const e = await makeEnrollment(r, course.id, {
      locale: 'zh-TW',
      students: [
        { name: 'Amy Lin', email: existing.email },
        { name: 'Ben Lin', email: `ben-${uniq()}@example.com` },
      ],
    });

    const arrange = (await api(r, a).get(`/admin/enrollments/${e.id}/arrange`).expect(200)).body as ArrangeDto;
    expect(arrange).toMatchObject({
      enrollment_id: e.id,
      family: 'Grace Lin',
      students: [
        { name: 'Amy Lin', placements: [] },
        { name: 'Ben Lin', placements: [] },
      ],
    });
    const classes = (await api(r, a).get('/admin/arrange/classes').expect(200)).body as ArrangeClassDto[];
    expect(classes.find((c) => c.id === cls.id)).toMatchObject({
      capacity: 20,
      seats_left: 20,
      courses: [{ id: course.id, title: 'SAT Summer Intensive' }],
    });

    const first = (await place(a, e.id, { enrollment_student_id: e.students[0].id, class_id: cls.id }).expect(201)).body as PlacementDto;
    expect(first).toMatchObject({ user_id: existing.id, account_created: false, class_id: cls.id, course_id: course.id, student_name: 'Amy Lin' });
    const second = (await place(a, e.id, { enrollment_student_id: e.students[1].id, class_id: cls.id }).expect(201)).body as PlacementDto;
    expect(second.account_created).toBe(true);

    // The new account: a student with the enrollment's e-mail and name, no password, the family's language.
    const [made] = await r.t.ctx.ds.query(`SELECT email, first_name, last_name, roles, lang, password_hash FROM users WHERE id = $1`, [
      second.user_id,
    ]);
    expect(made).toMatchObject({
      email: e.students[1].email,
      first_name: 'Ben',
      last_name: 'Lin',
      roles: ['student'],
      lang: 'ZH-TW',
      password_hash: null,
    });
    expect(await activeStudents(cls.id)).toEqual([existing.id, second.user_id].sort((x, y) => x - y));
    const members = await r.t.ctx.ds.query(`SELECT user_id, response, answered_by FROM course_members WHERE course_id = $1 ORDER BY user_id`, [
      course.id,
    ]);
    expect(members).toEqual(
      [existing.id, second.user_id].sort((x, y) => x - y).map((id) => ({ user_id: id, response: 'accepted', answered_by: a.id })),
    );

    const after = (await api(r, a).get(`/admin/enrollments/${e.id}/arrange`).expect(200)).body as ArrangeDto;
    expect(after.students.map((s) => s.placements.map((p) => p.class_name))).toEqual([[cls.name], [cls.name]]);
    expect((await api(r, a).get('/admin/arrange/classes').expect(200)).body.find((c: ArrangeClassDto) => c.id === cls.id).seats_left).toBe(18);

    const log = await r.t.ctx.ds.query(
      `SELECT actor_id, action, target_user_id, details FROM activity_log WHERE action = 'placement.create' AND details->>'enrollment_id' = $1 ORDER BY id`,
      [String(e.id)],
    );
    expect(log).toMatchObject([
      { actor_id: a.id, target_user_id: existing.id, details: { class_id: cls.id, course_id: course.id, account_created: false } },
      { actor_id: a.id, target_user_id: second.user_id, details: { account_created: true } },
    ]);

    // Told: mails in Traditional Chinese (the family's language) and the student's banner.
    const mail = await r.t.mailbox.waitFor(existing.email, /你已加入班級/);
    expect(mail.text).toContain(cls.name);
    const newMail = await r.t.mailbox.waitFor(e.students[1].email!, /帳號已為你建立/);
    expect(newMail.text).toContain('/password/forgot');
    await r.t.mailbox.waitFor(e.parentEmail, /Ben Lin 已加入班級/);
    const banner = (await api(r, existing).get('/notifications').expect(200)).body as {
      description: Record<string, string>;
      link: { routerName: string };
    }[];
    expect(banner.find((n) => n.link?.routerName === 'MyClasses')?.description['en-US']).toBe(
      `You have been placed in the class ${cls.name} (SAT Summer Intensive).`,
    );
    // Another user's banner does not carry it, nor does the admins' list of site notices.
    expect(
      (
        (
          await api(r, await student(r))
            .get('/notifications')
            .expect(200)
        ).body as unknown[]
      ).some((n) => JSON.stringify(n).includes(cls.name)),
    ).toBe(false);
    expect(JSON.stringify((await api(r, a).get('/admin/notifications').expect(200)).body)).not.toContain(cls.name);

    // Twice into the same class: 409; undoing frees the seat and the roster entry it made.
    const again = await place(a, e.id, { enrollment_student_id: e.students[0].id, class_id: cls.id }).expect(409);
    expect(again.body).toMatchObject({ code: 'CONFLICT', reason: 'already_placed' });
    await api(r, a).delete(`/admin/placements/${second.id}`).expect(204);
    expect(await activeStudents(cls.id)).toEqual([existing.id]);
    expect(await r.t.ctx.ds.query(`SELECT 1 FROM course_members WHERE course_id = $1 AND user_id = $2`, [course.id, second.user_id])).toEqual([]);
    await api(r, a).delete(`/admin/placements/${second.id}`).expect(404);
  });

  it('takes the last seat once when two admins place two students at the same moment: one 201, one clear 409', async () => {
    const [a1, a2, t] = [await admin(), await admin(), await teacher(r)];
    const { course, cls } = await courseWithClass(r, a1, t, { capacity: 1 });
    const e = await makeEnrollment(r, course.id);
    for (let round = 0; round < 3; round++) {
      const [x, y] = await Promise.all([
        place(a1, e.id, { enrollment_student_id: e.students[0].id, class_id: cls.id }),
        place(a2, e.id, { enrollment_student_id: e.students[1].id, class_id: cls.id }),
      ]);
      expect([x.status, y.status].sort()).toEqual([201, 409]);
      const lost = x.status === 409 ? x : y;
      expect(lost.body).toMatchObject({ code: 'CONFLICT', reason: 'class_full', message: 'This class is full: no seat is left for this student.' });
      expect(await activeStudents(cls.id)).toHaveLength(1);
      const won = (x.status === 201 ? x : y).body as PlacementDto;
      await api(r, a1).delete(`/admin/placements/${won.id}`).expect(204);
    }
    // Two families at once on separate enrollments (no shared family lock): still one seat.
    const [e1, e2] = [await makeEnrollment(r, course.id), await makeEnrollment(r, course.id)];
    const [x, y] = await Promise.all([
      place(a1, e1.id, { enrollment_student_id: e1.students[0].id, class_id: cls.id }),
      place(a2, e2.id, { enrollment_student_id: e2.students[0].id, class_id: cls.id }),
    ]);
    expect([x.status, y.status].sort()).toEqual([201, 409]);
    expect(await activeStudents(cls.id)).toHaveLength(1);
  });

  it('refuses a full course roster (409 course_full) and rolls the seat back', async () => {
    const [a, t] = [await admin(), await teacher(r)];
    const { course, cls } = await courseWithClass(r, a, t, { courseCapacity: 1 });
    const e = await makeEnrollment(r, course.id);
    await place(a, e.id, { enrollment_student_id: e.students[0].id, class_id: cls.id }).expect(201);
    const res = await place(a, e.id, { enrollment_student_id: e.students[1].id, class_id: cls.id }).expect(409);
    expect(res.body.reason).toBe('course_full');
    expect(await activeStudents(cls.id)).toHaveLength(1);
  });

  it('answers 422 per field', async () => {
    const [a, t] = [await admin(), await teacher(r)];
    const { course, cls } = await courseWithClass(r, a, t);
    const e = await makeEnrollment(r, course.id, { students: [{ name: 'No Mail', email: null }] });
    const other = await makeEnrollment(r, course.id);
    const bad = (body: object) => place(a, e.id, { enrollment_student_id: e.students[0].id, class_id: cls.id, ...body });
    expectFieldError(await bad({ enrollment_student_id: undefined }), 'enrollment_student_id', 'validation.required');
    expectFieldError(await bad({ enrollment_student_id: 'x' }), 'enrollment_student_id', 'validation.id');
    expectFieldError(await bad({ enrollment_student_id: 2147483648 }), 'enrollment_student_id', 'validation.id');
    expectFieldError(await bad({ enrollment_student_id: [e.students[0].id] }), 'enrollment_student_id', 'validation.id');
    expectFieldError(await bad({ enrollment_student_id: other.students[0].id }), 'enrollment_student_id', 'tuitionApi.validation.student');
    expectFieldError(await bad({ class_id: undefined }), 'class_id', 'validation.required');
    expectFieldError(await bad({ class_id: 0 }), 'class_id', 'validation.id');
    expectFieldError(await bad({ class_id: 2147483647 }), 'class_id', 'tuitionApi.validation.class');
    expectFieldError(await bad({}), 'enrollment_student_id', 'tuitionApi.validation.studentEmail');
    expectFieldError(await api(r, a).get('/admin/enrollments/abc/arrange'), 'enrollmentId', 'validation.id');
    expect(await activeStudents(cls.id)).toEqual([]);
  });

  it('refuses a draft, an archived enrollment and an account that is not a student (409)', async () => {
    const [a, t] = [await admin(), await teacher(r)];
    const { course, cls } = await courseWithClass(r, a, t);
    const draft = await makeEnrollment(r, course.id, { submitted: false });
    expect((await place(a, draft.id, { enrollment_student_id: draft.students[0].id, class_id: cls.id }).expect(409)).body.reason).toBe(
      'enrollment_not_submitted',
    );
    const archived = await makeEnrollment(r, course.id, { status: 'archived' });
    expect((await place(a, archived.id, { enrollment_student_id: archived.students[0].id, class_id: cls.id }).expect(409)).body.reason).toBe(
      'enrollment_closed',
    );
    const deleted = await makeEnrollment(r, course.id, { status: 'deleted' });
    await place(a, deleted.id, { enrollment_student_id: deleted.students[0].id, class_id: cls.id }).expect(404);
    const teacherEmail = await makeEnrollment(r, course.id, { students: [{ name: 'T', email: t.email }] });
    expect((await place(a, teacherEmail.id, { enrollment_student_id: teacherEmail.students[0].id, class_id: cls.id }).expect(409)).body.reason).toBe(
      'not_a_student',
    );
    const full = await makeClass(r, t, { capacity: 1, name: 'Archived one' });
    await api(r, t).post(`/classes/${full.id}/archive`).expect(200);
    const e = await makeEnrollment(r, course.id);
    expect((await place(a, e.id, { enrollment_student_id: e.students[0].id, class_id: full.id }).expect(409)).body.reason).toBe('class_archived');
  });

  it('refuses roles outside the back office (403) and anonymous callers (401)', async () => {
    const [a, t] = [await admin(), await teacher(r)];
    const { course, cls } = await courseWithClass(r, a, t);
    const e = await makeEnrollment(r, course.id);
    for (const roles of [['teacher'], ['student'], ['parent']] as const) {
      const u = await person(r, [...roles]);
      await api(r, u).get(`/admin/enrollments/${e.id}/arrange`).expect(403);
      await api(r, u).get('/admin/arrange/classes').expect(403);
      await place(u, e.id, { enrollment_student_id: e.students[0].id, class_id: cls.id }).expect(403);
      await api(r, u).delete('/admin/placements/1').expect(403);
    }
    await api(r, null).get(`/admin/enrollments/${e.id}/arrange`).expect(401);
    await place(null, e.id, { enrollment_student_id: e.students[0].id, class_id: cls.id }).expect(401);
  });

  it("lets a company-admin place into their company's classes only; another company's enrollment answers 404", async () => {
    const [ca, otherCa, t, otherT] = [await person(r, ['company-admin']), await person(r, ['company-admin']), await teacher(r), await teacher(r)];
    await insertCompany(r.t.ctx.ds, ca.id, t.id);
    await insertCompany(r.t.ctx.ds, otherCa.id, otherT.id);
    const course = await makeCourse(r, ca);
    const mine = await makeClass(r, t, { name: `Mine ${uniq()}` });
    const theirs = await makeClass(r, otherT, { name: `Theirs ${uniq()}` });
    const e = await makeEnrollment(r, course.id);

    await api(r, otherCa).get(`/admin/enrollments/${e.id}/arrange`).expect(404);
    await place(otherCa, e.id, { enrollment_student_id: e.students[0].id, class_id: theirs.id }).expect(404);
    const classes = ((await api(r, ca).get('/admin/arrange/classes').expect(200)).body as ArrangeClassDto[]).map((c) => c.id);
    expect(classes).toContain(mine.id);
    expect(classes).not.toContain(theirs.id);
    expectFieldError(
      await place(ca, e.id, { enrollment_student_id: e.students[0].id, class_id: theirs.id }),
      'class_id',
      'tuitionApi.validation.class',
    );
    const p = (await place(ca, e.id, { enrollment_student_id: e.students[0].id, class_id: mine.id }).expect(201)).body as PlacementDto;
    expect(p.course_id).toBeNull();
    await api(r, otherCa).delete(`/admin/placements/${p.id}`).expect(404);
    await api(r, ca).delete(`/admin/placements/${p.id}`).expect(204);
  });
});
