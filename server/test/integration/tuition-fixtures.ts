/** What the tuition*.test.ts files share: an enrollment written as the enrollment module writes it, a course with a session on a class. */
import crypto from 'node:crypto';
import { computeEnrollmentDiscount, type Locale, type PaymentCurrency } from '@app/shared';
import type { CreatedUser } from '../helpers/factories';
import type { Runner } from './attempts-fixtures';
import { makeClass } from './classes-fixtures';
import { makeCourse, makeSession } from './courses-fixtures';

export { api, person, student, teacher } from './classes-fixtures';

let seq = 0;
export const uniq = () => `${Date.now().toString(36)}${(seq++).toString(36)}${crypto.randomBytes(2).toString('hex')}`;

export interface EnrollmentFixture {
  id: number;
  students: { id: number; name: string; email: string | null }[];
  parentEmail: string;
}

/**
 * A submitted enrollment for `courseId` with `students` (names and e-mails), the parent's address, the
 * family's language, and the discount computed by @app/shared's rules, as the enrollment module stores it.
 */
export async function makeEnrollment(
  r: Runner,
  courseId: number,
  opts: {
    students?: { name: string; email: string | null }[];
    locale?: Locale;
    submitted?: boolean;
    referred?: boolean;
    groupMembers?: number;
    status?: string;
  } = {},
): Promise<EnrollmentFixture> {
  const ds = r.t.ctx.ds;
  const u = uniq();
  const students = opts.students ?? [
    { name: 'Amy Lin', email: `amy-${u}@example.com` },
    { name: 'Ben Lin', email: `ben-${u}@example.com` },
  ];
  const [course] = (await ds.query(`SELECT fee, currency FROM courses WHERE id = $1`, [courseId])) as { fee: number; currency: PaymentCurrency }[];
  const discount = computeEnrollmentDiscount({
    currency: course.currency,
    students: students.length,
    group_members: opts.groupMembers ?? 0,
    referred: opts.referred ?? false,
    fee_per_student: course.fee,
  });
  const parentEmail = `parent-${u}@example.com`;
  const submitted = opts.submitted ?? true;
  const [row] = (await ds.query(
    `INSERT INTO enrollments (token_hash, tenant, locale, course_id, step, submitted_at, role, contact_name, contact_email, contact_phone,
                              parent_name, parent_email, parent_phone, class_type, tutor_mode, mandarin_help, heard_from, referrer_name,
                              payment_method, payment_currency, discount_currency, discount_total, referrer_bonus, discount_lines, status)
     VALUES ($1, 'main', $2, $3, 3, $4, 'parent', 'Grace Lin', $5, '0912345678', 'Grace Lin', $5, '0912345678', 'group', 'in_person', 'none',
             'friend', $6, 'bank_transfer', $7, $7, $8, $9, $10, $11) RETURNING id`,
    [
      crypto.createHash('sha256').update(u).digest('hex'),
      opts.locale ?? 'en-US',
      courseId,
      submitted ? new Date() : null,
      parentEmail,
      opts.referred ? 'Former Student' : null,
      course.currency,
      discount.total,
      discount.referrer_bonus,
      JSON.stringify(discount.lines),
      opts.status ?? 'normal',
    ],
  )) as { id: number }[];
  const out: EnrollmentFixture = { id: row.id, students: [], parentEmail };
  for (const [i, s] of students.entries()) {
    const [st] = (await ds.query(`INSERT INTO enrollment_students (enrollment_id, position, name, email) VALUES ($1, $2, $3, $4) RETURNING id`, [
      row.id,
      i,
      s.name,
      s.email,
    ])) as { id: number }[];
    out.students.push({ id: st.id, ...s });
  }
  for (let i = 0; i < (opts.groupMembers ?? 0); i++)
    await ds.query(`INSERT INTO enrollment_group_members (enrollment_id, position, name) VALUES ($1, $2, $3)`, [row.id, i, `Friend ${i}`]);
  return out;
}

/** A course of `owner` (fee per student in `currency`) with one session that meets in a class of `teacherOwner` with `capacity` seats. */
export async function courseWithClass(
  r: Runner,
  owner: CreatedUser,
  classOwner: CreatedUser,
  opts: { fee?: number; currency?: PaymentCurrency; capacity?: number; courseCapacity?: number } = {},
) {
  const course = await makeCourse(r, owner, { fee: opts.fee ?? 4_500_000, currency: opts.currency ?? 'TWD', capacity: opts.courseCapacity ?? 12 });
  const cls = await makeClass(r, classOwner, { name: `Class ${uniq()}`, capacity: opts.capacity ?? 20 });
  // The session's class is picked from /session-class/list by its manager: an admin owner sees every class.
  await makeSession(r, owner, course.id, { class_id: cls.id } as never);
  return { course, cls };
}
