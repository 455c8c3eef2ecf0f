import type { DataSource } from 'typeorm';
import { Role } from '@app/shared';
import { hasRole, linkedStudentsSql, mayActOnAccount, studentReach, type Caller } from '../../core/access';
import { forbidden, notFound, notFoundUser } from '../../lib/errors';
import type { Page } from '../../lib/pagination';
import { userAccounts, type PublicUser } from '../users';
import { profilesRepository } from './profiles.repository';

export interface StudentLookup {
  id: number;
  username: string;
  firstName: string;
  lastName: string;
  emailVerified: boolean;
}

/** How parents find and follow students, and who may list students at all. */
export function parentsService(ds: DataSource) {
  const repo = profilesRepository(ds);
  const users = userAccounts(ds);
  return {
    /**
     * Super-admins browse all students; teachers and company-admins the students linked to them (a shared
     * company today, a class too once classes exist); a parent their own children; anyone else is refused.
     */
    students(caller: Caller, page: Page, q?: string): Promise<{ rows: PublicUser[]; total: number }> {
      const reach = studentReach(caller);
      if (reach === 'all') return users.withRole(Role.Student, page, q);
      if (reach === 'linked') return users.withRole(Role.Student, page, q, (id) => `${id} IN (${linkedStudentsSql(String(caller.id))})`);
      if (hasRole(caller, Role.Parent)) return repo.childrenPage(caller.id, page);
      throw forbidden();
    },

    async searchStudent(email: string): Promise<StudentLookup> {
      const s = await users.findStudentByEmail(email);
      if (!s) throw notFoundUser();
      return { id: s.id, username: s.username, firstName: s.firstName, lastName: s.lastName, emailVerified: s.emailVerifiedAt !== null };
    },

    async childrenOf(caller: Caller, parentId: number): Promise<PublicUser[]> {
      if (!mayActOnAccount(caller, parentId)) throw forbidden();
      if (parentId !== caller.id && !(await users.exists(parentId))) throw notFound();
      return repo.children(parentId);
    },
  };
}
export type ParentsService = ReturnType<typeof parentsService>;
