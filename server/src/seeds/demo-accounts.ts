import type { DataSource, EntityManager } from 'typeorm';
import { Role } from '@app/shared';
import { hashPassword } from '../modules/users';
import { seedDemoClass } from './demo-class';
import { openRegistry } from './seed-registry';

export const DEMO_PASSWORD = 'demo-password';

interface DemoAccount {
  username: string;
  roles: Role[];
  firstName: string;
  lastName: string;
}

/** One account per role (spec section 6), for trying the product locally. Never seeded in production. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { username: 'demo-superadmin', roles: [Role.SuperAdmin], firstName: 'Sam', lastName: 'Super' },
  { username: 'demo-admin', roles: [Role.Admin], firstName: 'Alex', lastName: 'Admin' },
  { username: 'demo-teacher', roles: [Role.Teacher], firstName: 'Tina', lastName: 'Teacher' },
  { username: 'demo-company', roles: [Role.CompanyAdmin], firstName: 'Cody', lastName: 'Company' },
  { username: 'demo-parent', roles: [Role.Parent], firstName: 'Pat', lastName: 'Parent' },
  { username: 'demo-student', roles: [Role.Student], firstName: 'Stella', lastName: 'Student' },
  { username: 'demo-pro', roles: [Role.Student, Role.Pro], firstName: 'Priya', lastName: 'Pro' },
];

/**
 * One company of the demo company-admin, teacher and students: company members see each other's results
 * (core/access visibleAttemptsSql), so the demo teacher finds the demo students' attempts on the library tests.
 */
export const DEMO_COMPANY = {
  slug: 'company:summit-demo-school',
  name: 'Summit Demo School',
  members: ['demo-company', 'demo-teacher', 'demo-student', 'demo-pro'],
} as const;

/** Created once through the seed registry: a company its admin has renamed or emptied since is left as it is. */
async function seedDemoCompany(tx: EntityManager, userId: (username: string) => Promise<number>): Promise<void> {
  const reg = await openRegistry(tx);
  if (reg.get(DEMO_COMPANY.slug) !== undefined) return;
  const [{ id }] = (await tx.query(`INSERT INTO companies (name) VALUES ($1) RETURNING id`, [DEMO_COMPANY.name])) as { id: number }[];
  for (const username of DEMO_COMPANY.members) {
    await tx.query(`INSERT INTO company_users (company_id, user_id) VALUES ($1, $2)`, [id, await userId(username)]);
  }
  await reg.put(DEMO_COMPANY.slug, 'company', id);
}

/** Idempotent: existing demo accounts are left as they are (their owner may have changed them). */
export async function seedDemoAccounts(ds: DataSource): Promise<readonly DemoAccount[]> {
  const hash = await hashPassword(DEMO_PASSWORD);
  await ds.transaction(async (tx) => {
    for (const a of DEMO_ACCOUNTS) {
      await tx.query(
        `INSERT INTO users (username, email, password_hash, first_name, last_name, roles, email_verified_at, pro_expired_at)
         SELECT $1, $2, $3, $4, $5, $6::text[], now(), CASE WHEN 'pro' = ANY($6::text[]) THEN now() + interval '1 year' END
          WHERE NOT EXISTS (SELECT 1 FROM users WHERE lower(username) = lower($1))`,
        [a.username, `${a.username}@example.com`, hash, a.firstName, a.lastName, a.roles],
      );
    }
    const id = async (username: string): Promise<number> => (await tx.query(`SELECT id FROM users WHERE username = $1`, [username]))[0].id;
    // One after another: a transaction is one connection, and pg queues rather than parallelises.
    const student = await id('demo-student');
    const pro = await id('demo-pro');
    const teacher = await id('demo-teacher');
    const parent = await id('demo-parent');
    for (const s of [student, pro]) {
      await tx.query(
        `INSERT INTO student_profiles (user_id, school, grade_level, graduation_year, phone) VALUES ($1, 'Taipei American School', '11', 2028, '+886 912 345 678') ON CONFLICT DO NOTHING`,
        [s],
      );
    }
    await tx.query(
      `INSERT INTO teacher_profiles (user_id, college, major, phone, subjects) VALUES ($1, 'National Taiwan University', 'Mathematics', '+886 922 333 444', '{SAT Math}') ON CONFLICT DO NOTHING`,
      [teacher],
    );
    // The demo teacher works the demo grading queue.
    await tx.query(`INSERT INTO graders (user_id) VALUES ($1) ON CONFLICT DO NOTHING`, [teacher]);
    await tx.query(`INSERT INTO parent_profiles (user_id, phone) VALUES ($1, '+886 933 555 666') ON CONFLICT DO NOTHING`, [parent]);
    // The demo student has confirmed the demo parent.
    await tx.query(`INSERT INTO parent_children (parent_id, student_id, confirmed_at) VALUES ($1, $2, now()) ON CONFLICT DO NOTHING`, [
      parent,
      student,
    ]);
    await seedDemoCompany(tx, id);
    await seedDemoClass(tx, id);
  });
  return DEMO_ACCOUNTS;
}
