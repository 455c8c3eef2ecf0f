/**
 * Enrollment forms (issue 14): the family's three steps by token, the captcha'd submit and its e-mails, the
 * discounts computed by the server, and the back office's list, detail (read), status and payment status,
 * with roles, company scope (404) and the activity log.
 */
import request from 'supertest';
import {
  ENROLLMENT_LIMITS,
  Role,
  type EnrollmentCreatedDto,
  type EnrollmentDetailDto,
  type EnrollmentFormDto,
  type EnrollmentPageDto,
  type EnrollmentStep2Input,
  type EnrollmentStep3Input,
} from '@app/shared';
import { reachableEnrollment, setEnrollmentPaymentStatus } from '../../src/modules/enrollment';
import { insertCompany } from '../helpers/admin-fixtures';
import { expectFieldError } from '../helpers/expect';
import { linkIn } from '../helpers/mailbox';
import { uid, type CreatedUser } from '../helpers/factories';
import { setupRunner, type Runner } from './attempts-fixtures';
import { api, makeCourse, person, teacher } from './courses-fixtures';

let r: Runner;
let admin: CreatedUser;
let courseId: number;
beforeAll(async () => {
  r = await setupRunner({
    RATE_LIMIT_ENROLLMENT_PER_IP: '100000',
    RATE_LIMIT_ENROLLMENT_SAVE_PER_IP: '100000',
    RATE_LIMIT_ENROLLMENT_SAVE_PER_IDENTIFIER: '1000',
  });
  admin = await person(r, ['admin']);
  courseId = (await makeCourse(r, admin, { fee: 4_500_000, currency: 'TWD' })).id;
});
afterAll(() => r.t.close());

const anon = () => request(r.t.app);
const step1 = (over: Record<string, unknown> = {}) => ({
  course_id: courseId,
  role: 'parent',
  name: 'Mei',
  email: `mei-${uid()}@example.com`,
  phone: '+886 912 345 678',
  ...over,
});
const step2 = (over: Partial<EnrollmentStep2Input> = {}): EnrollmentStep2Input => ({
  students: [
    {
      name: 'Amy Lin',
      email: `amy-${uid()}@example.com`,
      school: 'Taipei American School',
      graduation_year: 2031,
      test_scores: [{ test: 'SAT', score: 1350 }],
    },
    { name: 'Ben Lin', school: 'Taipei American School', graduation_year: 2033 },
  ],
  parent: { name: 'Mei Lin', email: null, phone: '0912345678', home_phone: '02 2345 6789' },
  ...over,
});
const step3 = (over: Partial<EnrollmentStep3Input> = {}): EnrollmentStep3Input => ({
  class_type: 'group',
  tutor_mode: 'in_person',
  previous_class: 'A summer SAT class last year',
  mandarin_help: 'when_needed',
  heard_from: 'friend',
  referrer: null,
  group_members: [],
  payment_method: 'bank_transfer',
  payment_currency: 'TWD',
  notes: null,
  ...over,
});
const captchaKey = async () => (await anon().get('/api/auth/captcha/flat').expect(200)).body.key as string;

async function start(over: Record<string, unknown> = {}, lang = 'en-US'): Promise<EnrollmentCreatedDto & { email: string }> {
  const body = step1(over);
  const res = await anon().post('/api/enrollment-forms').set('Accept-Language', lang).send(body).expect(201);
  return { ...(res.body as EnrollmentCreatedDto), email: body.email as string };
}
const put = (token: string, n: number, body: object) => anon().put(`/api/enrollment-forms/${token}/steps/${n}`).send(body);
/** The submit with a fresh captcha; `status` is the answer expected. */
async function submit(token: string, captcha = 'pass-test', status?: number) {
  const key = await captchaKey();
  const res = await anon().post(`/api/enrollment-forms/${token}/submit`).send({ captcha_key: key, captcha });
  if (status !== undefined) expect(res.status).toBe(status);
  return res;
}

/** A form through the three steps (not submitted). */
async function filled(s2: Partial<EnrollmentStep2Input> = {}, s3: Partial<EnrollmentStep3Input> = {}, s1: Record<string, unknown> = {}) {
  const f = await start(s1);
  await put(f.token, 2, step2(s2)).expect(200);
  const form = (await put(f.token, 3, step3(s3)).expect(200)).body as EnrollmentFormDto;
  return { ...f, form };
}
async function submitted(s2: Partial<EnrollmentStep2Input> = {}, s3: Partial<EnrollmentStep3Input> = {}, s1: Record<string, unknown> = {}) {
  const f = await filled(s2, s3, s1);
  const form = (await submit(f.token, 'pass-test', 200)).body as EnrollmentFormDto;
  return { ...f, form, id: Number((await logFor(f.email))[0].details.enrollment_id) };
}
const logFor = (email: string) =>
  r.t.ctx.ds.query(`SELECT actor_id, action, details FROM activity_log WHERE action = 'enrollment.start' AND details->>'by' = $1`, [
    email,
  ]) as Promise<{ actor_id: number | null; action: string; details: Record<string, unknown> }[]>;
const activity = (id: number) =>
  r.t.ctx.ds.query(
    `SELECT actor_id, action, details FROM activity_log WHERE action LIKE 'enrollment.%' AND details->>'enrollment_id' = $1 ORDER BY id`,
    [String(id)],
  ) as Promise<{ actor_id: number | null; action: string; details: Record<string, unknown> }[]>;

describe('the family’s form', () => {
  it('lists the courses open to enrollment without a session', async () => {
    const closed = await makeCourse(r, admin, { active: false });
    const list = (await anon().get('/api/enrollment-forms/courses').expect(200)).body as { id: number; fee: number; currency: string }[];
    expect(list.find((c) => c.id === courseId)).toMatchObject({ fee: 4_500_000, currency: 'TWD', title: { 'en-US': 'SAT Summer Intensive' } });
    expect(list.map((c) => c.id)).not.toContain(closed.id);
  });

  it('starts with step 1, mails the link back in the family’s language, and the link opens the saved form', async () => {
    const f = await start({}, 'zh-TW');
    expect(f.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(f.form).toMatchObject({ step: 1, locale: 'zh-TW', submitted_at: null, step2: null, step3: null, course: { id: courseId } });
    expect(f.form.discount).toEqual({ currency: 'TWD', lines: [], total: 0, referrer_bonus: 0 });
    const mail = await r.t.mailbox.waitFor(f.email, /SAT 暑期密集班/);
    expect(mail.subject).toContain('隨時可以繼續填寫');
    const link = linkIn(mail);
    expect(link.pathname).toBe(`/enroll/form/${f.token}`);
    // Only the token's hash is stored: the id is not a key and the database holds no working link.
    const [row] = await r.t.ctx.ds.query(`SELECT token_hash FROM enrollments WHERE contact_email = $1`, [f.email]);
    expect(row.token_hash).not.toContain(f.token);
    const again = (await anon().get(`/api/enrollment-forms/${f.token}`).expect(200)).body as EnrollmentFormDto;
    expect(again.step1).toMatchObject({ course_id: courseId, role: 'parent', name: 'Mei', email: f.email });
  });

  it('saves each step; two siblings get the group discount of TWD 2,000 each, computed by the server', async () => {
    const f = await start();
    const two = (await put(f.token, 2, step2()).expect(200)).body as EnrollmentFormDto;
    expect(two.step).toBe(2);
    expect(two.step2!.students.map((s) => [s.name, s.graduation_year, s.test_scores])).toEqual([
      ['Amy Lin', 2031, [{ test: 'SAT', score: 1350 }]],
      ['Ben Lin', 2033, []],
    ]);
    expect(two.discount).toEqual({
      currency: 'TWD',
      lines: [{ kind: 'group', per_student: 200_000, students: 2, amount: 400_000, group_size: 2 }],
      total: 400_000,
      referrer_bonus: 0,
    });
    // A discount sent by the client is ignored: only counts and facts go in.
    const three = (await put(f.token, 3, { ...step3(), discount: { total: 99_999_999 } }).expect(200)).body as EnrollmentFormDto;
    expect(three.step).toBe(3);
    expect(three.discount.total).toBe(400_000);
    expect(three.step3).toMatchObject({
      class_type: 'group',
      mandarin_help: 'when_needed',
      payment_method: 'bank_transfer',
      payment_currency: 'TWD',
    });
  });

  it('adds the friends enrolling together to the group and the referral discount per student; the referrer’s bonus is shown', async () => {
    const f = await filled(
      {},
      {
        referrer: { name: 'Chris Wu', contact: 'chris@example.com' },
        group_members: [{ name: 'Dana Ho' }, { name: 'Eli Ho', contact: '0911222333' }],
      },
    );
    // Two siblings and two friends: a group of 4, TWD 3,000 each; the referral TWD 1,000 each; the referrer 3,000 a student.
    expect(f.form.discount).toEqual({
      currency: 'TWD',
      lines: [
        { kind: 'group', per_student: 300_000, students: 2, amount: 600_000, group_size: 4 },
        { kind: 'referral', per_student: 100_000, students: 2, amount: 200_000 },
      ],
      total: 800_000,
      referrer_bonus: 600_000,
    });
    expect(f.form.step3!.group_members).toEqual([
      { name: 'Dana Ho', contact: null },
      { name: 'Eli Ho', contact: '0911222333' },
    ]);
  });

  it('computes in the course’s currency and never beyond the tuition', async () => {
    const usd = await makeCourse(r, admin, { fee: 5_000, currency: 'USD' });
    const f = await filled({}, { referrer: { name: 'Chris Wu' } }, { course_id: usd.id });
    // $70 group + $35 referral = $105 a student, capped at the $50 fee: $100 for two.
    expect(f.form.discount).toMatchObject({ currency: 'USD', total: 10_000, referrer_bonus: 21_000 });
    expect(f.form.discount.lines.map((l) => l.amount)).toEqual([14_000, 7_000]);
  });

  it('keeps a student’s id when step 2 is saved again, and drops the students taken off', async () => {
    const f = await start();
    const first = ((await put(f.token, 2, step2()).expect(200)).body as EnrollmentFormDto).step2!.students;
    const second = ((await put(f.token, 2, step2({ students: [{ name: 'Amy Lin Jr' }] })).expect(200)).body as EnrollmentFormDto).step2!.students;
    expect(second).toHaveLength(1);
    expect(second[0]).toMatchObject({ id: first[0].id, name: 'Amy Lin Jr', email: null, test_scores: [] });
  });

  it('needs the steps in order and the parent’s name on a parent’s form', async () => {
    const f = await start();
    const early = await put(f.token, 3, step3()).expect(409);
    expect(early.body).toMatchObject({ code: 'CONFLICT', reason: 'incomplete' });
    expectFieldError(await put(f.token, 2, step2({ parent: null })), 'parent.name', 'enrollmentApi.validation.parentName');
    const student = await start({ role: 'student' });
    await put(student.token, 2, step2({ parent: null })).expect(200);
    // Changing step 1 later keeps the rest; a closed course cannot be chosen.
    const inactive = await makeCourse(r, admin, { active: false });
    expectFieldError(await put(f.token, 1, step1({ course_id: inactive.id })), 'course_id', 'enrollmentApi.validation.course');
    const renamed = (await put(student.token, 1, step1({ role: 'student', name: 'Amy' })).expect(200)).body as EnrollmentFormDto;
    expect(renamed).toMatchObject({ step: 2, step1: { name: 'Amy' } });
  });

  it('answers 422 per field of step 1', async () => {
    const bad = (over: Record<string, unknown>) => anon().post('/api/enrollment-forms').send(step1(over));
    expectFieldError(await bad({ course_id: undefined }), 'course_id', 'validation.required');
    expectFieldError(await bad({ course_id: 'x' }), 'course_id', 'validation.id');
    expectFieldError(await bad({ course_id: 2147483647 }), 'course_id', 'enrollmentApi.validation.course');
    expectFieldError(await bad({ role: 'teacher' }), 'role', 'enrollmentApi.validation.role');
    expectFieldError(await bad({ role: ['parent'] }), 'role', 'enrollmentApi.validation.role');
    expectFieldError(await bad({ name: '  ' }), 'name', 'validation.required');
    expectFieldError(await bad({ name: 'x'.repeat(101) }), 'name', 'validation.too_long');
    expectFieldError(await bad({ email: 'mei@' }), 'email', 'validation.email');
    expectFieldError(await bad({ email: undefined }), 'email', 'validation.required');
    expectFieldError(await bad({ phone: '12345' }), 'phone', 'validation.phone');
    expectFieldError(await bad({ phone: undefined }), 'phone', 'validation.required');
  });

  it('answers 422 per field of step 2', async () => {
    const f = await start();
    const bad = (body: object) => put(f.token, 2, body);
    expectFieldError(await bad({ students: [] }), 'students', 'enrollmentApi.validation.students');
    expectFieldError(await bad({}), 'students', 'enrollmentApi.validation.students');
    expectFieldError(
      await bad({ students: Array.from({ length: 11 }, (_, i) => ({ name: `S${i}` })) }),
      'students',
      'enrollmentApi.validation.students',
    );
    expectFieldError(await bad({ students: ['Amy'] }), 'students[0]', 'enrollmentApi.validation.student');
    expectFieldError(await bad({ students: [{ name: '' }] }), 'students[0].name', 'validation.required');
    expectFieldError(await bad({ students: [{ name: 'A', email: 'nope' }] }), 'students[0].email', 'validation.email');
    expectFieldError(await bad({ students: [{ name: 'A', phone: '12' }] }), 'students[0].phone', 'validation.phone');
    expectFieldError(await bad({ students: [{ name: 'A', home_phone: 'abc' }] }), 'students[0].home_phone', 'validation.phone');
    expectFieldError(await bad({ students: [{ name: 'A', school: 'x'.repeat(121) }] }), 'students[0].school', 'validation.too_long');
    expectFieldError(
      await bad({ students: [{ name: 'A', graduation_year: 1900 }] }),
      'students[0].graduation_year',
      'enrollmentApi.validation.graduationYear',
    );
    expectFieldError(await bad({ students: [{ name: 'A', address: 'x'.repeat(301) }] }), 'students[0].address', 'validation.too_long');
    expectFieldError(
      await bad({ students: [{ name: 'A', test_scores: [{ test: 'SAT', score: 1605 }] }] }),
      'students[0].test_scores',
      'enrollmentApi.validation.scores',
    );
    expectFieldError(
      await bad({ students: [{ name: 'A', test_scores: [{ test: 'GRE', score: 320 }] }] }),
      'students[0].test_scores',
      'enrollmentApi.validation.scores',
    );
    expectFieldError(await bad({ students: [{ name: 'A', test_scores: 'SAT 1500' }] }), 'students[0].test_scores', 'enrollmentApi.validation.scores');
    expectFieldError(
      await bad({
        students: [
          { name: 'A', email: 'same@example.com' },
          { name: 'B', email: 'SAME@example.com' },
        ],
      }),
      'students',
      'enrollmentApi.validation.emailsRepeat',
    );
    expectFieldError(await bad({ ...step2(), parent: 'Mei' }), 'parent', 'enrollmentApi.validation.parent');
    expectFieldError(await bad({ ...step2(), parent: { name: 'Mei', email: 'x' } }), 'parent.email', 'validation.email');
    expectFieldError(await bad({ ...step2(), parent: { name: 'Mei', phone: '1' } }), 'parent.phone', 'validation.phone');
    expect(((await anon().get(`/api/enrollment-forms/${f.token}`).expect(200)).body as EnrollmentFormDto).step).toBe(1);
  });

  it('answers 422 per field of step 3', async () => {
    const f = await start();
    await put(f.token, 2, step2()).expect(200);
    const bad = (over: Record<string, unknown>) => put(f.token, 3, { ...step3(), ...over });
    expectFieldError(await bad({ class_type: 'mentoring' }), 'class_type', 'enrollmentApi.validation.classType');
    expectFieldError(await bad({ tutor_mode: undefined }), 'tutor_mode', 'validation.required');
    expectFieldError(await bad({ tutor_mode: 'hybrid' }), 'tutor_mode', 'enrollmentApi.validation.tutorMode');
    expectFieldError(await bad({ previous_class: 'x'.repeat(1001) }), 'previous_class', 'validation.too_long');
    expectFieldError(await bad({ mandarin_help: 'always' }), 'mandarin_help', 'enrollmentApi.validation.mandarinHelp');
    expectFieldError(await bad({ heard_from: 'radio' }), 'heard_from', 'enrollmentApi.validation.heardFrom');
    expectFieldError(await bad({ heard_from_detail: 'x'.repeat(201) }), 'heard_from_detail', 'validation.too_long');
    expectFieldError(await bad({ referrer: 'Chris' }), 'referrer', 'enrollmentApi.validation.referrer');
    expectFieldError(await bad({ referrer: { contact: 'c@example.com' } }), 'referrer.name', 'enrollmentApi.validation.referrerName');
    expectFieldError(await bad({ group_members: 'Dana' }), 'group_members', 'enrollmentApi.validation.groupMembers');
    expectFieldError(
      await bad({ group_members: Array.from({ length: 21 }, () => ({ name: 'D' })) }),
      'group_members',
      'enrollmentApi.validation.groupMembers',
    );
    expectFieldError(await bad({ group_members: [{ contact: 'x' }] }), 'group_members[0].name', 'validation.required');
    expectFieldError(await bad({ payment_method: 'card' }), 'payment_method', 'enrollmentApi.validation.paymentMethod');
    expectFieldError(await bad({ payment_currency: 'EUR' }), 'payment_currency', 'enrollmentApi.validation.paymentCurrency');
    expectFieldError(await bad({ payment_method: 'check', payment_currency: 'RMB' }), 'payment_currency', 'enrollmentApi.validation.paymentCurrency');
    expectFieldError(await bad({ notes: 'x'.repeat(2001) }), 'notes', 'validation.too_long');
    await bad({ payment_method: 'check', payment_currency: 'USD' }).expect(200);
  });

  it('refuses an unknown, malformed or expired link with 404', async () => {
    await anon()
      .get(`/api/enrollment-forms/${'A'.repeat(43)}`)
      .expect(404);
    await anon().get('/api/enrollment-forms/short').expect(404);
    await put('x'.repeat(43), 2, step2()).expect(404);
    const f = await start();
    // The numeric id is not a key.
    const id = (await logFor(f.email))[0].details.enrollment_id;
    await anon().get(`/api/enrollment-forms/${id}`).expect(404);
    r.clock.advance((ENROLLMENT_LIMITS.tokenDays + 1) * 24 * 3600_000);
    try {
      await anon().get(`/api/enrollment-forms/${f.token}`).expect(404);
      await put(f.token, 2, step2()).expect(404);
    } finally {
      r.clock.advance(-(ENROLLMENT_LIMITS.tokenDays + 1) * 24 * 3600_000);
    }
    await anon().get(`/api/enrollment-forms/${f.token}`).expect(200);
  });
});

describe('submitting', () => {
  it('needs the right captcha; then mails the family a confirmation with the discount and closes the form', async () => {
    const f = await filled({ parent: { name: 'Mei Lin', email: `mei-parent-${uid()}@example.com` } });
    expectFieldError(await submit(f.token, 'wrong'), 'captcha', 'validation.captcha.invalid');
    expectFieldError(
      await anon().post(`/api/enrollment-forms/${f.token}/submit`).send({ captcha: 'pass-test' }),
      'captcha_key',
      'validation.captcha.required',
    );
    expectFieldError(
      await anon().post(`/api/enrollment-forms/${f.token}/submit`).send({ captcha: 'pass-test', captcha_key: 'not-a-key' }),
      'captcha_key',
      'validation.captcha.invalid',
    );
    expectFieldError(
      await anon()
        .post(`/api/enrollment-forms/${f.token}/submit`)
        .send({ captcha_key: await captchaKey() }),
      'captcha',
      'validation.captcha.required',
    );
    const before = r.t.mailbox.mails.length;
    const done = (await submit(f.token, 'pass-test', 200)).body as EnrollmentFormDto;
    expect(done.submitted_at).toBe(new Date(r.clock.now()).toISOString());
    const mail = await r.t.mailbox.waitFor(f.email, /Enrollment received/, 10_000, before);
    expect(mail.text).toContain('Amy Lin, Ben Lin');
    expect(mail.text).toContain('NT$2,000 × 2 = NT$4,000');
    expect(mail.text).toContain('Total discount: NT$4,000');
    // The parent's own address gets one too.
    await r.t.mailbox.waitFor(f.form.step2!.parent.email!, /Enrollment received/, 10_000, before);
    const again = await submit(f.token, 'pass-test', 409);
    expect(again.body.reason).toBe('already_submitted');
    expect((await put(f.token, 3, step3()).expect(409)).body.reason).toBe('already_submitted');
    // The link still shows what was sent.
    expect(((await anon().get(`/api/enrollment-forms/${f.token}`).expect(200)).body as EnrollmentFormDto).submitted_at).not.toBeNull();
  });

  it('refuses an incomplete form and a course that closed meanwhile (409)', async () => {
    const f = await start();
    await put(f.token, 2, step2()).expect(200);
    expect((await submit(f.token, 'pass-test', 409)).body.reason).toBe('incomplete');
    const course = await makeCourse(r, admin);
    const g = await filled({}, {}, { course_id: course.id });
    await api(r, admin).patch(`/courses/${course.id}`, { active: false }).expect(200);
    expect((await submit(g.token, 'pass-test', 409)).body.reason).toBe('course_closed');
  });

  it('logs every step of the family with no actor and the form named', async () => {
    const s = await submitted();
    expect((await activity(s.id)).map((l) => [l.actor_id, l.action, l.details.step ?? null])).toEqual([
      [null, 'enrollment.start', 1],
      [null, 'enrollment.save', 2],
      [null, 'enrollment.save', 3],
      [null, 'enrollment.submit', null],
    ]);
  });

  it('rate-limits starting forms per e-mail', async () => {
    const limited = await setupRunner({ RATE_LIMIT_ENROLLMENT_PER_IDENTIFIER: '2', RATE_LIMIT_ENROLLMENT_PER_IP: '1000' });
    try {
      const c = await makeCourse(limited, limited.author);
      const body = { ...step1(), course_id: c.id };
      await request(limited.t.app).post('/api/enrollment-forms').send(body).expect(201);
      await request(limited.t.app).post('/api/enrollment-forms').send(body).expect(201);
      const third = await request(limited.t.app).post('/api/enrollment-forms').send(body).expect(429);
      expect(third.body.code).toBe('TOO_MANY_ATTEMPTS');
      await request(limited.t.app)
        .post('/api/enrollment-forms')
        .send({ ...body, email: `other-${uid()}@example.com` })
        .expect(201);
    } finally {
      await limited.t.close();
    }
  });
});

describe('the back office', () => {
  it('lists with filters and paging; opening one marks it read once; the log says who', async () => {
    const course = await makeCourse(r, admin);
    const s = await submitted({}, {}, { course_id: course.id });
    const draft = await start({ course_id: course.id });
    const list = (q: string) =>
      api(r, admin)
        .get(`/enrollments?course_id=${course.id}${q}`)
        .expect(200)
        .then((x) => x.body as EnrollmentPageDto);
    const all = await list('');
    expect(all.total).toBe(2);
    expect(all.data[0]).toMatchObject({
      step: 'step1',
      read_status: 'unread',
      status: 'normal',
      payment_status: 'unknown',
      role: 'parent',
      name: 'Mei',
    });
    expect(all.data[1]).toMatchObject({
      id: s.id,
      step: 'submitted',
      course: { id: course.id },
      contact: { email: s.email },
      students: ['Amy Lin', 'Ben Lin'],
    });
    expect((await list('&step=submitted')).data.map((x) => x.id)).toEqual([s.id]);
    expect((await list('&step=step1')).data.map((x) => x.name)).toEqual(['Mei']);
    expect((await list('&per_page=1&page=2')).data.map((x) => x.id)).toEqual([s.id]);
    void draft;

    const detail = (await api(r, admin).get(`/enrollments/${s.id}`).expect(200)).body as EnrollmentDetailDto;
    expect(detail).toMatchObject({ read_status: 'read', read_by: { id: admin.id }, form: { discount: { total: 400_000 } } });
    expect(detail.form.step2!.students).toHaveLength(2);
    const other = await person(r, ['super-admin']);
    const seen = (await api(r, other).get(`/enrollments/${s.id}`).expect(200)).body as EnrollmentDetailDto;
    expect(seen.read_by!.id).toBe(admin.id);
    expect((await list('&read=read')).data.map((x) => x.id)).toEqual([s.id]);
    expect((await list('&read=unread')).data.map((x) => x.id)).not.toContain(s.id);
    expect((await activity(s.id)).filter((l) => l.action === 'enrollment.read')).toEqual([
      { actor_id: admin.id, action: 'enrollment.read', details: { enrollment_id: s.id, course_id: course.id } },
    ]);
  });

  it('changes status and payment status (logged as before and after); deleted ones leave the default list', async () => {
    const course = await makeCourse(r, admin);
    const s = await submitted({}, {}, { course_id: course.id });
    const patched = (await api(r, admin).patch(`/enrollments/${s.id}`, { payment_status: 'unpaid' }).expect(200)).body as EnrollmentDetailDto;
    expect(patched).toMatchObject({ payment_status: 'unpaid', status: 'normal' });
    await api(r, admin).patch(`/enrollments/${s.id}`, { payment_status: 'paid', status: 'archived' }).expect(200);
    await api(r, admin).get(`/enrollments/${s.id}`).expect(200);
    const unread = (await api(r, admin).patch(`/enrollments/${s.id}`, { read: false }).expect(200)).body as EnrollmentDetailDto;
    expect(unread).toMatchObject({ read_status: 'unread', read_at: null, read_by: null });
    const list = (q: string) =>
      api(r, admin)
        .get(`/enrollments?course_id=${course.id}${q}`)
        .expect(200)
        .then((x) => (x.body as EnrollmentPageDto).data.map((d) => d.id));
    expect(await list('&payment_status=paid&status=archived&read=unread')).toEqual([s.id]);
    await api(r, admin).patch(`/enrollments/${s.id}`, { status: 'deleted' }).expect(200);
    expect(await list('')).toEqual([]);
    expect(await list('&status=deleted')).toEqual([s.id]);
    // A deleted form's link no longer opens it.
    await anon().get(`/api/enrollment-forms/${s.token}`).expect(404);
    // The same value again changes nothing and logs nothing.
    await api(r, admin).patch(`/enrollments/${s.id}`, { status: 'deleted' }).expect(200);
    const updates = (await activity(s.id)).filter((l) => l.action === 'enrollment.update');
    expect(updates.map((l) => l.details.changes)).toEqual([
      { payment_status: ['unknown', 'unpaid'] },
      { payment_status: ['unpaid', 'paid'], status: ['normal', 'archived'] },
      { read: [true, false] },
      { status: ['archived', 'deleted'] },
    ]);
    expect(updates.every((l) => l.actor_id === admin.id)).toBe(true);
  });

  it('answers 422 per field of the list and the change', async () => {
    const s = await submitted();
    const q = (query: string) => api(r, admin).get(`/enrollments?${query}`);
    expectFieldError(await q('course_id=abc'), 'course_id', 'validation.id');
    expectFieldError(await q('step=step4'), 'step', 'enrollmentApi.validation.step');
    expectFieldError(await q('read=maybe'), 'read', 'enrollmentApi.validation.read');
    expectFieldError(await q('status=gone'), 'status', 'enrollmentApi.validation.status');
    expectFieldError(await q('payment_status=created'), 'payment_status', 'enrollmentApi.validation.paymentStatus');
    expectFieldError(await q('page=0'), 'page', 'validation.page');
    const p = (body: object) => api(r, admin).patch(`/enrollments/${s.id}`, body);
    expectFieldError(await p({ status: 'archive' }), 'status', 'enrollmentApi.validation.status');
    expectFieldError(await p({ payment_status: 'refunded' }), 'payment_status', 'enrollmentApi.validation.paymentStatus');
    expectFieldError(await p({ read: 'yes' }), 'read', 'validation.boolean');
    expectFieldError(await p({}), 'status', 'enrollmentApi.validation.patchEmpty');
    expectFieldError(await api(r, admin).get('/enrollments/abc'), 'enrollmentId', 'validation.id');
  });

  it('refuses other roles (403) and another company’s enrollment (404) to company-admins', async () => {
    const s = await submitted();
    for (const roles of [['teacher'], ['student'], ['parent']] as const) {
      const u = await person(r, [...roles]);
      await api(r, u).get('/enrollments').expect(403);
      await api(r, u).get(`/enrollments/${s.id}`).expect(403);
      await api(r, u).patch(`/enrollments/${s.id}`, { status: 'archived' }).expect(403);
    }
    await api(r, null).get('/enrollments').expect(401);

    // A course of a company: its company-admin sees its enrollments; another company's admin gets 404.
    const [t, ca, otherCa] = [await teacher(r), await person(r, ['company-admin']), await person(r, ['company-admin'])];
    await insertCompany(r.t.ctx.ds, t.id, ca.id);
    await insertCompany(r.t.ctx.ds, otherCa.id);
    const companyCourse = await makeCourse(r, t);
    const mine = await submitted({}, {}, { course_id: companyCourse.id });
    expect(((await api(r, ca).get('/enrollments').expect(200)).body as EnrollmentPageDto).data.map((d) => d.id)).toEqual([mine.id]);
    await api(r, ca).get(`/enrollments/${mine.id}`).expect(200);
    await api(r, ca).patch(`/enrollments/${mine.id}`, { payment_status: 'paid' }).expect(200);
    // The admin's own course belongs to no company: the company-admin cannot reach it.
    await api(r, ca).get(`/enrollments/${s.id}`).expect(404);
    await api(r, ca).patch(`/enrollments/${s.id}`, { status: 'archived' }).expect(404);
    expect(((await api(r, otherCa).get('/enrollments').expect(200)).body as EnrollmentPageDto).total).toBe(0);
    await api(r, otherCa).get(`/enrollments/${mine.id}`).expect(404);
    await api(r, otherCa).patch(`/enrollments/${mine.id}`, { status: 'archived' }).expect(404);
    await api(r, admin).get(`/enrollments/${2147483647}`).expect(404);
    // The 404s changed nothing.
    const row = (await api(r, admin).get(`/enrollments/${s.id}`).expect(200)).body as EnrollmentDetailDto;
    expect(row.status).toBe('normal');
  });
});

describe('what the module gives the slices built on it', () => {
  it('reaches an enrollment as the caller may and sets its payment status in the caller’s transaction, logged', async () => {
    const s = await submitted();
    const ca = await person(r, ['company-admin']);
    const [asCa, asAdmin] = [{ id: ca.id, roles: [Role.CompanyAdmin] }, { id: admin.id, roles: [Role.Admin] }];
    await expect(reachableEnrollment(r.t.ctx.ds, asCa, s.id)).rejects.toMatchObject({ status: 404 });
    expect((await reachableEnrollment(r.t.ctx.ds, asAdmin, s.id)).discountTotal).toBe(400_000);
    await r.t.ctx.ds.transaction((m) => setEnrollmentPaymentStatus(m, asAdmin, s.id, 'paid', r.clock.now()));
    await r.t.ctx.ds.transaction((m) => setEnrollmentPaymentStatus(m, asAdmin, s.id, 'paid', r.clock.now()));
    const detail = (await api(r, admin).get(`/enrollments/${s.id}`).expect(200)).body as EnrollmentDetailDto;
    expect(detail.payment_status).toBe('paid');
    const updates = (await activity(s.id)).filter((l) => l.action === 'enrollment.update');
    expect(updates.map((l) => l.details.changes)).toEqual([{ payment_status: ['unknown', 'paid'] }]);
  });
});
