/** What the payroll*.test.ts files share: teachers linked to students, lessons booked and logged, companies. */
import type { PrivateLessonDto, Role } from '@app/shared';
import { insertCompany } from '../helpers/admin-fixtures';
import type { CreatedUser } from '../helpers/factories';
import type { Runner } from './attempts-fixtures';
import { api, person, student, teacher } from './courses-fixtures';

export { api, person, student, teacher };

/** A teacher and a student linked through a new company (STUDENT_LINKS); its id for company-admins. */
export async function pair(r: Runner): Promise<{ t: CreatedUser; s: CreatedUser; companyId: number }> {
  const [t, s] = [await teacher(r), await student(r)];
  const companyId = await insertCompany(r.t.ctx.ds, t.id, s.id);
  return { t, s, companyId };
}

/** A company-admin of `companyId`. */
export async function companyAdminOf(r: Runner, companyId: number): Promise<CreatedUser> {
  const u = await person(r, ['company-admin'] as Role[]);
  await r.t.ctx.ds.query(`INSERT INTO company_users (company_id, user_id) VALUES ($1, $2)`, [companyId, u.id]);
  return u;
}

/** Books a lesson (ISO instants with an offset) through the API. */
export async function book(
  r: Runner,
  t: CreatedUser,
  s: CreatedUser,
  startsAt: string,
  endsAt: string,
  over: object = {},
): Promise<PrivateLessonDto> {
  const res = await api(r, t)
    .post('/private-lessons', { teacher_id: t.id, student_id: s.id, mode: 'online', starts_at: startsAt, ends_at: endsAt, ...over })
    .expect(201);
  return res.body as PrivateLessonDto;
}

export const logBody = (over: object = {}) => ({ state: 'present', topic: 'Linear equations', homework: 'Set 4', notes: 'Confident', ...over });
