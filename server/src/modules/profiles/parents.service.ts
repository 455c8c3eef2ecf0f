import type { DataSource } from 'typeorm';
import { Role } from '@app/shared';
import type { AuthUser } from '../../auth/session-user';
import { forbidden, notFound, notFoundUser } from '../../lib/errors';
import { hasRole, isSuperAdmin } from './access';
import type { Page } from '../../lib/pagination';
import { profilesRepository, type PublicUser } from './profiles.repository';

type Caller = Pick<AuthUser, 'id' | 'roles'>;

/** Roles that pick students for classes and tests, so they may browse every student account. */
const STUDENT_BROWSERS: readonly Role[] = [Role.Teacher, Role.CompanyAdmin, Role.SuperAdmin];

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
  return {
    /** Staff browse all students; a parent (and only that) sees their own children; anyone else is refused. */
    students(caller: Caller, page: Page, q?: string): Promise<[PublicUser[], number]> {
      if (STUDENT_BROWSERS.some((r) => hasRole(caller, r))) return repo.withRole(Role.Student, page, q);
      if (hasRole(caller, Role.Parent)) return repo.childrenPage(caller.id, page);
      throw forbidden();
    },

    async searchStudent(email: string): Promise<StudentLookup> {
      const s = await repo.findStudentByEmail(email);
      if (!s) throw notFoundUser();
      return { id: s.id, username: s.username, firstName: s.firstName, lastName: s.lastName, emailVerified: s.emailVerifiedAt !== null };
    },

    async childrenOf(caller: Caller, parentId: number): Promise<PublicUser[]> {
      if (parentId !== caller.id && !isSuperAdmin(caller)) throw forbidden();
      if (parentId !== caller.id && !(await repo.userExists(parentId))) throw notFound();
      return repo.children(parentId);
    },
  };
}
export type ParentsService = ReturnType<typeof parentsService>;
