/**
 * The role profiles (student, teacher, parent) and the parent-child links: this module's tables. A whole
 * profile reads in one round trip together with the account it belongs to.
 */
import type { DataSource, EntityManager } from 'typeorm';
import { Role, type TeacherBillingDto } from '@app/shared';
import { ACCOUNT_COLUMNS, type AccountUser } from '../../auth/account';
import { isConfirmedParentOf } from '../../core/access';
import type { Page } from '../../lib/pagination';
import { pagedRows, queryRows } from '../../lib/sql';
import type { PublicUser } from '../users';
import { ParentProfile } from './parent-profile.entity';
import { StudentProfile } from './student-profile.entity';
import { TeacherProfile } from './teacher-profile.entity';

type Db = DataSource | EntityManager;

export type StudentDetails = Omit<StudentProfile, 'userId' | 'updatedAt'>;
export type TeacherDetails = Omit<TeacherProfile, 'userId' | 'updatedAt' | 'instructorCode'>;
export interface ParentDetails {
  phone: string;
  studentEmails: string[];
}

/** A whole profile as stored: the account and whichever role details exist. */
export interface ProfileRecord {
  user: AccountUser;
  student: StudentDetails | null;
  teacher: TeacherDetails | null;
  parent: ParentDetails | null;
  avatarStoredName: string | null;
}

/** Which detail forms a user has completed. */
export interface BindState {
  student: boolean;
  teacher: boolean;
  /** A parent profile with at least one linked student. */
  parent: boolean;
}

export interface LinkCandidate {
  id: number;
  email: string;
  verified: boolean;
  /** Already linked to this parent: re-sending the form must not fail once the child has verified. */
  linked: boolean;
}

/** One round trip for a whole profile; the children's e-mails come from a correlated subquery. */
const PROFILE_SQL = `
  SELECT ${ACCOUNT_COLUMNS},
         img.stored_name AS "avatarStoredName",
         sp.user_id IS NOT NULL AS "hasStudent", sp.school AS "studentSchool", sp.grade_level AS "studentGradeLevel",
         sp.graduation_year AS "studentGraduationYear", sp.phone AS "studentPhone", sp.address AS "studentAddress",
         sp.language_preference AS "studentLanguagePreference", sp.referral AS "studentReferral", sp.notes AS "studentNotes",
         tp.user_id IS NOT NULL AS "hasTeacher", tp.college AS "teacherCollege", tp.major AS "teacherMajor", tp.phone AS "teacherPhone",
         tp.grade_level AS "teacherGradeLevel", tp.hours_weekly AS "teacherHoursWeekly", tp.subjects AS "teacherSubjects", tp.bio AS "teacherBio",
         tp.hourly_salary AS "teacherHourlySalary", tp.billing AS "teacherBilling",
         pp.user_id IS NOT NULL AS "hasParent", pp.phone AS "parentPhone",
         CASE WHEN pp.user_id IS NULL THEN NULL ELSE ARRAY(
           SELECT s.email FROM parent_children pc JOIN users s ON s.id = pc.student_id
            WHERE pc.parent_id = u.id ORDER BY pc.created_at, s.id) END AS "parentStudentEmails"
    FROM users u
    LEFT JOIN images img ON img.id = u.avatar_image_id
    LEFT JOIN student_profiles sp ON sp.user_id = u.id
    LEFT JOIN teacher_profiles tp ON tp.user_id = u.id
    LEFT JOIN parent_profiles pp ON pp.user_id = u.id
   WHERE u.id = $1`;

interface ProfileRow extends AccountUser {
  avatarStoredName: string | null;
  hasStudent: boolean;
  studentSchool: string;
  studentGradeLevel: string | null;
  studentGraduationYear: number | null;
  studentPhone: string;
  studentAddress: string | null;
  studentLanguagePreference: string | null;
  studentReferral: string | null;
  studentNotes: string | null;
  hasTeacher: boolean;
  teacherCollege: string;
  teacherMajor: string;
  teacherPhone: string;
  teacherGradeLevel: string | null;
  teacherHoursWeekly: number | null;
  teacherSubjects: string[];
  teacherBio: string | null;
  teacherHourlySalary: number | null;
  teacherBilling: TeacherBillingDto | null;
  hasParent: boolean;
  parentPhone: string;
  parentStudentEmails: string[] | null;
}

function toRecord(r: ProfileRow): ProfileRecord {
  const { avatarStoredName, hasStudent, hasTeacher, hasParent, parentPhone, parentStudentEmails, ...rest } = r;
  const user: AccountUser = {
    id: rest.id,
    username: rest.username,
    email: rest.email,
    firstName: rest.firstName,
    lastName: rest.lastName,
    roles: rest.roles,
    lang: rest.lang,
    timezone: rest.timezone,
    emailVerifiedAt: rest.emailVerifiedAt,
    proExpiredAt: rest.proExpiredAt,
    takenUnlimitedExpireAt: rest.takenUnlimitedExpireAt,
    balance: rest.balance,
    product: rest.product,
    avatarImageId: rest.avatarImageId,
    grader: rest.grader,
  };
  return {
    user,
    student: hasStudent
      ? {
          school: r.studentSchool,
          gradeLevel: r.studentGradeLevel,
          graduationYear: r.studentGraduationYear,
          phone: r.studentPhone,
          address: r.studentAddress,
          languagePreference: r.studentLanguagePreference,
          referral: r.studentReferral,
          notes: r.studentNotes,
        }
      : null,
    teacher: hasTeacher
      ? {
          college: r.teacherCollege,
          major: r.teacherMajor,
          phone: r.teacherPhone,
          gradeLevel: r.teacherGradeLevel,
          hoursWeekly: r.teacherHoursWeekly,
          subjects: r.teacherSubjects,
          bio: r.teacherBio,
          hourlySalary: r.teacherHourlySalary,
          billing: r.teacherBilling,
        }
      : null,
    parent: hasParent ? { phone: parentPhone, studentEmails: parentStudentEmails ?? [] } : null,
    avatarStoredName,
  };
}

const CHILD_COLUMNS = `u.id, u.username, u.first_name AS "firstName", u.last_name AS "lastName", u.roles`;
const CHILDREN_FROM = `users u JOIN parent_children pc ON pc.student_id = u.id`;
const CONFIRMED_CHILD = 'pc.parent_id = $1 AND pc.confirmed_at IS NOT NULL';

export interface PendingParent {
  id: number;
  username: string;
  firstName: string;
  lastName: string;
  requestedAt: Date;
}

const BIND_STATE_SQL = `
  SELECT EXISTS (SELECT 1 FROM student_profiles WHERE user_id = $1) AS student,
         EXISTS (SELECT 1 FROM teacher_profiles WHERE user_id = $1) AS teacher,
         EXISTS (SELECT 1 FROM parent_profiles WHERE user_id = $1)
           AND EXISTS (SELECT 1 FROM parent_children WHERE parent_id = $1) AS parent`;

/**
 * Student accounts among the e-mails, locked FOR SHARE so none can verify (and so become unlinkable)
 * between this check and the insert of the links.
 */
const LINK_CANDIDATES_SQL = `
  SELECT u.id, u.email, u.email_verified_at IS NOT NULL AS verified,
         EXISTS (SELECT 1 FROM parent_children pc WHERE pc.parent_id = $2 AND pc.student_id = u.id) AS linked
    FROM users u
   WHERE u.email = ANY($1::text[]) AND $3 = ANY(u.roles) AND u.id <> $2
     FOR SHARE OF u`;

export function profilesRepository(db: Db) {
  return {
    async load(userId: number): Promise<ProfileRecord | null> {
      const rows = await queryRows<ProfileRow>(db, PROFILE_SQL, [userId]);
      return rows[0] ? toRecord(rows[0]) : null;
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

    /** The binding forms create the details, or fill them in again. */
    upsertStudent: (userId: number, details: Partial<StudentProfile>) => db.getRepository(StudentProfile).upsert({ userId, ...details }, ['userId']),
    upsertTeacher: (userId: number, details: Partial<TeacherProfile>) => db.getRepository(TeacherProfile).upsert({ userId, ...details }, ['userId']),
    upsertParent: (userId: number, phone: string) => db.getRepository(ParentProfile).upsert({ userId, phone }, ['userId']),

    /** A confirmed link only (core/access isConfirmedParentOf). */
    isLinked: (parentId: number, studentId: number): Promise<boolean> => isConfirmedParentOf(db, parentId, studentId),

    children: (parentId: number): Promise<PublicUser[]> =>
      queryRows(db, `SELECT ${CHILD_COLUMNS} FROM ${CHILDREN_FROM} WHERE ${CONFIRMED_CHILD} ORDER BY u.id`, [parentId]),

    childrenPage: (parentId: number, page: Page): Promise<{ rows: PublicUser[]; total: number }> =>
      pagedRows(db, { columns: CHILD_COLUMNS, from: CHILDREN_FROM, where: CONFIRMED_CHILD, params: [parentId], orderBy: 'u.id' }, page),

    /** The parents waiting for the student's answer, oldest first. */
    pendingParentsOf: (studentId: number): Promise<PendingParent[]> =>
      queryRows(
        db,
        `SELECT u.id, u.username, u.first_name AS "firstName", u.last_name AS "lastName", pc.created_at AS "requestedAt"
           FROM parent_children pc JOIN users u ON u.id = pc.parent_id
          WHERE pc.student_id = $1 AND pc.confirmed_at IS NULL AND u.deleted_at IS NULL
          ORDER BY pc.created_at, u.id`,
        [studentId],
      ),

    /** The student's answer to a pending link: false when there is no such pending link. */
    async answerLink(parentId: number, studentId: number, accept: boolean): Promise<boolean> {
      const sql = accept
        ? `UPDATE parent_children SET confirmed_at = now() WHERE parent_id = $1 AND student_id = $2 AND confirmed_at IS NULL RETURNING 1`
        : `DELETE FROM parent_children WHERE parent_id = $1 AND student_id = $2 AND confirmed_at IS NULL RETURNING 1`;
      return (await queryRows(db, sql, [parentId, studentId])).length > 0;
    },

    async bindState(userId: number): Promise<BindState> {
      return (await queryRows<BindState>(db, BIND_STATE_SQL, [userId]))[0];
    },

    linkCandidates: (emails: string[], parentId: number): Promise<LinkCandidate[]> =>
      queryRows(db, LINK_CANDIDATES_SQL, [emails, parentId, Role.Student]),

    /** New links start pending; answers the students newly asked (links that existed already are left alone). */
    async link(parentId: number, studentIds: number[]): Promise<number[]> {
      if (!studentIds.length) return [];
      const rows = await queryRows<{ studentId: number }>(
        db,
        `INSERT INTO parent_children (parent_id, student_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING RETURNING student_id AS "studentId"`,
        [parentId, studentIds],
      );
      return rows.map((r) => r.studentId);
    },

    /** Every detail and link of a deleted account. */
    async removeAllOf(userId: number): Promise<void> {
      for (const sql of [
        `DELETE FROM student_profiles WHERE user_id = $1`,
        `DELETE FROM teacher_profiles WHERE user_id = $1`,
        `DELETE FROM parent_profiles WHERE user_id = $1`,
        `DELETE FROM parent_children WHERE parent_id = $1 OR student_id = $1`,
      ])
        await db.query(sql, [userId]);
    },
  };
}
export type ProfilesRepository = ReturnType<typeof profilesRepository>;
