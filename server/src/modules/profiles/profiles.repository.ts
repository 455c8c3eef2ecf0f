import type { DataSource, EntityManager } from 'typeorm';
import { Role, type TeacherBillingDto } from '@app/shared';
import { toAccountUser, USER_COLUMNS, type AccountUser, type UserRow } from '../users/user-row';
import { Image } from '../images/image.entity';
import { User } from '../users/user.entity';
import { ParentChild } from './parent-child.entity';
import type { Page } from '../../lib/pagination';
import { StudentProfile } from './student-profile.entity';
import { TeacherProfile } from './teacher-profile.entity';

export type ProfileUser = AccountUser;
export type StudentDetails = Omit<StudentProfile, 'userId' | 'updatedAt'>;
export type TeacherDetails = Omit<TeacherProfile, 'userId' | 'updatedAt' | 'instructorCode'>;
export interface ParentDetails {
  phone: string;
  studentEmails: string[];
}

/** A whole profile as stored: the user and whichever role details exist. */
export interface ProfileRecord {
  user: ProfileUser;
  student: StudentDetails | null;
  teacher: TeacherDetails | null;
  parent: ParentDetails | null;
  avatarStoredName: string | null;
}

export type PublicUser = Pick<User, 'id' | 'username' | 'firstName' | 'lastName' | 'roles'>;

/** One round trip for a whole profile; the children's e-mails come from a correlated subquery. */
const PROFILE_SQL = `
  SELECT ${USER_COLUMNS},
         img.stored_name AS avatar_stored_name,
         sp.user_id IS NOT NULL AS has_student, sp.school AS s_school, sp.grade_level AS s_grade_level,
         sp.graduation_year AS s_graduation_year, sp.phone AS s_phone, sp.address AS s_address,
         sp.language_preference AS s_language_preference, sp.referral AS s_referral, sp.notes AS s_notes,
         tp.user_id IS NOT NULL AS has_teacher, tp.college AS t_college, tp.major AS t_major, tp.phone AS t_phone,
         tp.grade_level AS t_grade_level, tp.hours_weekly AS t_hours_weekly, tp.subjects AS t_subjects, tp.bio AS t_bio,
         tp.hourly_salary AS t_hourly_salary, tp.billing AS t_billing,
         pp.user_id IS NOT NULL AS has_parent, pp.phone AS p_phone,
         CASE WHEN pp.user_id IS NULL THEN NULL ELSE ARRAY(
           SELECT s.email FROM parent_children pc JOIN users s ON s.id = pc.student_id
            WHERE pc.parent_id = u.id ORDER BY pc.created_at, s.id) END AS p_student_emails
    FROM users u
    LEFT JOIN images img ON img.id = u.avatar_image_id
    LEFT JOIN student_profiles sp ON sp.user_id = u.id
    LEFT JOIN teacher_profiles tp ON tp.user_id = u.id
    LEFT JOIN parent_profiles pp ON pp.user_id = u.id
   WHERE u.id = $1`;

interface ProfileRow extends UserRow {
  avatar_stored_name: string | null;
  has_student: boolean;
  s_school: string;
  s_grade_level: string | null;
  s_graduation_year: number | null;
  s_phone: string;
  s_address: string | null;
  s_language_preference: string | null;
  s_referral: string | null;
  s_notes: string | null;
  has_teacher: boolean;
  t_college: string;
  t_major: string;
  t_phone: string;
  t_grade_level: string | null;
  t_hours_weekly: number | null;
  t_subjects: string[];
  t_bio: string | null;
  t_hourly_salary: number | null;
  t_billing: TeacherBillingDto | null;
  has_parent: boolean;
  p_phone: string;
  p_student_emails: string[] | null;
}

function toRecord(r: ProfileRow): ProfileRecord {
  return {
    user: toAccountUser(r),
    student: r.has_student
      ? {
          school: r.s_school,
          gradeLevel: r.s_grade_level,
          graduationYear: r.s_graduation_year,
          phone: r.s_phone,
          address: r.s_address,
          languagePreference: r.s_language_preference,
          referral: r.s_referral,
          notes: r.s_notes,
        }
      : null,
    teacher: r.has_teacher
      ? {
          college: r.t_college,
          major: r.t_major,
          phone: r.t_phone,
          gradeLevel: r.t_grade_level,
          hoursWeekly: r.t_hours_weekly,
          subjects: r.t_subjects,
          bio: r.t_bio,
          hourlySalary: r.t_hourly_salary,
          billing: r.t_billing,
        }
      : null,
    parent: r.has_parent ? { phone: r.p_phone, studentEmails: r.p_student_emails ?? [] } : null,
    avatarStoredName: r.avatar_stored_name,
  };
}

const PUBLIC_COLUMNS = ['u.id', 'u.username', 'u.firstName', 'u.lastName', 'u.roles'];

/** `%` and `_` typed by the user match themselves. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, '\\$&')}%`;

export function profilesRepository(db: DataSource | EntityManager) {
  const users = db.getRepository(User);
  return {
    async load(userId: number): Promise<ProfileRecord | null> {
      const rows: ProfileRow[] = await db.query(PROFILE_SQL, [userId]);
      return rows[0] ? toRecord(rows[0]) : null;
    },

    userExists: async (userId: number) => (await users.count({ where: { id: userId } })) > 0,

    findPublicByUsername: (username: string): Promise<PublicUser | null> =>
      users.createQueryBuilder('u').select(PUBLIC_COLUMNS).where('lower(u.username) = lower(:username)', { username }).getOne(),

    /** Applies a column patch; an empty patch changes nothing. */
    async updateUser(userId: number, patch: Partial<User>): Promise<void> {
      if (Object.keys(patch).length) await users.update({ id: userId }, patch);
    },

    /** False when the user has no such profile row (nothing to update). */
    async updateStudent(userId: number, patch: Partial<StudentProfile>): Promise<boolean> {
      const repo = db.getRepository(StudentProfile);
      if (!Object.keys(patch).length) return repo.exists({ where: { userId } });
      return ((await repo.update({ userId }, patch)).affected ?? 0) > 0;
    },

    async updateTeacher(userId: number, patch: Partial<TeacherProfile>): Promise<boolean> {
      const repo = db.getRepository(TeacherProfile);
      if (!Object.keys(patch).length) return repo.exists({ where: { userId } });
      return ((await repo.update({ userId }, patch)).affected ?? 0) > 0;
    },

    imageOwnedByAny: (imageId: number, ownerIds: number[]) =>
      db.getRepository(Image).createQueryBuilder('i').where('i.id = :imageId AND i.ownerId IN (:...ownerIds)', { imageId, ownerIds }).getExists(),

    isLinked: (parentId: number, studentId: number) => db.getRepository(ParentChild).exists({ where: { parentId, studentId } }),

    children: (parentId: number): Promise<PublicUser[]> =>
      users
        .createQueryBuilder('u')
        .select(PUBLIC_COLUMNS)
        .innerJoin(ParentChild, 'pc', 'pc.studentId = u.id AND pc.parentId = :parentId', { parentId })
        .orderBy('u.id')
        .getMany(),

    childrenPage: (parentId: number, page: Page): Promise<[PublicUser[], number]> =>
      users
        .createQueryBuilder('u')
        .select(PUBLIC_COLUMNS)
        .innerJoin(ParentChild, 'pc', 'pc.studentId = u.id AND pc.parentId = :parentId', { parentId })
        .orderBy('u.id')
        .skip(page.offset)
        .take(page.perPage)
        .getManyAndCount(),

    /** Users holding a role, optionally matching `q` in username, e-mail or name (case-insensitive). */
    withRole(role: Role, page: Page, q?: string): Promise<[PublicUser[], number]> {
      const qb = users.createQueryBuilder('u').select(PUBLIC_COLUMNS).where(':role = ANY(u.roles)', { role });
      if (q) {
        qb.andWhere(
          `(u.username ILIKE :p OR u.email ILIKE :p OR u.firstName ILIKE :p OR u.lastName ILIKE :p OR (u.firstName || ' ' || u.lastName) ILIKE :p)`,
          { p: likePattern(q) },
        );
      }
      return qb.orderBy('u.id').skip(page.offset).take(page.perPage).getManyAndCount();
    },

    /** A student account by its (lower-cased) e-mail, with what a parent needs to decide on linking. */
    findStudentByEmail: (email: string): Promise<(PublicUser & Pick<User, 'emailVerifiedAt'>) | null> =>
      users
        .createQueryBuilder('u')
        .select([...PUBLIC_COLUMNS, 'u.emailVerifiedAt'])
        .where('u.email = :email AND :role = ANY(u.roles)', { email: email.toLowerCase(), role: Role.Student })
        .getOne(),
  };
}
export type ProfilesRepository = ReturnType<typeof profilesRepository>;
