import type { DataSource, EntityManager } from 'typeorm';
import { Role } from '@app/shared';
import { ParentChild } from '../profiles/parent-child.entity';
import { InstructorCode } from './instructor-code.entity';

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

export function bindingRepository(db: DataSource | EntityManager) {
  return {
    async bindState(userId: number): Promise<BindState> {
      const rows: BindState[] = await db.query(BIND_STATE_SQL, [userId]);
      return rows[0];
    },

    isActiveCode: (code: string) => db.getRepository(InstructorCode).exists({ where: { code, active: true } }),

    linkCandidates: (emails: string[], parentId: number): Promise<LinkCandidate[]> => db.query(LINK_CANDIDATES_SQL, [emails, parentId, Role.Student]),

    async link(parentId: number, studentIds: number[]): Promise<void> {
      if (!studentIds.length) return;
      await db
        .createQueryBuilder()
        .insert()
        .into(ParentChild)
        .values(studentIds.map((studentId) => ({ parentId, studentId })))
        .orIgnore()
        .execute();
    },
  };
}
