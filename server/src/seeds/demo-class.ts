/**
 * The demo teacher's class (issue 13), for trying the classes locally: "Demo SAT Cohort" with the demo
 * students, fixed codes, a little coin balance for class tests, and the sample adaptive test sent to all
 * of them. Never seeded in production.
 */
import type { EntityManager } from 'typeorm';
import { postLedgerEntry } from '../core/coins';

export const DEMO_CLASS = {
  name: 'Demo SAT Cohort',
  classCode: 'SATDMX',
  teacherCode: 'TEACHDMX',
  teacher: 'demo-teacher',
  students: ['demo-student', 'demo-pro'],
  coins: 100,
} as const;

/**
 * Idempotent: skipped once the class code exists (a renamed or edited demo class stays as it is); the
 * teacher's coins are one ledger posting with its own ref key.
 */
export async function seedDemoClass(tx: EntityManager, userId: (username: string) => Promise<number>): Promise<void> {
  const teacher = await userId(DEMO_CLASS.teacher);
  await postLedgerEntry(tx, {
    userId: teacher,
    type: 'admin_deposit',
    amount: DEMO_CLASS.coins,
    notes: 'demo class tests',
    refKey: 'demo-class-coins',
  });
  if ((await tx.query(`SELECT 1 FROM classes WHERE class_code = $1`, [DEMO_CLASS.classCode])).length) return;
  const [{ id: classId }] = (await tx.query(
    `INSERT INTO classes (owner_id, company_id, name, description, method, start_date, end_date, schedule, capacity, class_code, teacher_code)
     VALUES ($1, (SELECT company_id FROM company_users WHERE user_id = $1 ORDER BY created_at LIMIT 1), $2,
             'Saturday SAT preparation: one adaptive test a week, homework from the materials.', 'online',
             current_date, current_date + 90, $3::jsonb, 12, $4, $5)
     RETURNING id`,
    [
      teacher,
      DEMO_CLASS.name,
      JSON.stringify({ time_zone: 'Asia/Taipei', slots: [{ day: 'sat', start: '09:00', end: '12:00' }] }),
      DEMO_CLASS.classCode,
      DEMO_CLASS.teacherCode,
    ],
  )) as { id: number }[];
  const students: number[] = [];
  for (const s of DEMO_CLASS.students) students.push(await userId(s));
  await tx.query(`INSERT INTO class_students (class_id, user_id, status) SELECT $1, unnest($2::int[]), 'active'`, [classId, students]);
  const [adaptive] = (await tx.query(`SELECT entity_id AS id FROM seed_registry WHERE slug = 'adaptive-set:sample-dsat-1'`)) as { id: number }[];
  if (!adaptive) return;
  const [{ id: examId }] = (await tx.query(
    `INSERT INTO class_exams (class_id, title, target_type, adaptive_set_id, opens_at, due_at, attempts_allowed, all_students, created_by)
     VALUES ($1, 'Week 1: full adaptive practice', 'adaptive', $2, now(), now() + interval '14 days', 1, true, $3) RETURNING id`,
    [classId, adaptive.id, teacher],
  )) as { id: number }[];
  await tx.query(`INSERT INTO class_exam_students (class_exam_id, user_id) SELECT $1, unnest($2::int[])`, [examId, students]);
}
