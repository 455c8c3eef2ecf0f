import type { DataSource } from 'typeorm';
import { Role } from '@app/shared';
import { hasRole, type Caller } from '../../core/access';
import { fieldError } from '../../lib/errors';
import { profilesRepository, studentPatch, teacherPatch, type ProfileRecord, type StudentInput } from '../profiles';
import { userAccounts } from '../users';
import { bindingRepository } from './binding.repository';
export type BindRole = 'student' | 'teacher' | 'parent';

/** Staff accounts are created complete; they never owe a detail form. */
const ALWAYS_BOUND: readonly Role[] = [Role.SuperAdmin, Role.Admin, Role.CompanyAdmin];

export type BindStudentInput = Required<Pick<StudentInput, 'school' | 'phone'>> & Pick<StudentInput, 'grade_level' | 'graduation_year' | 'address'>;
export interface BindTeacherInput {
  college: string;
  major: string;
  phone: string;
  instructor_code?: string;
}
export interface BindParentInput {
  phone: string;
  student_emails: string[];
}

/** Spec section 5 "Binding": the role-specific details a user completes after registering. */
export function bindingService(deps: {
  ds: DataSource;
  loadProfile: (userId: number) => Promise<ProfileRecord>;
  /** Asks the newly linked students to confirm (after the links are committed). */
  askStudents: (parentId: number, studentIds: number[]) => Promise<void>;
}) {
  const { ds, loadProfile } = deps;
  const repo = bindingRepository(ds);
  const profiles = profilesRepository(ds);

  return {
    /** The first detail form the caller still owes, or null when none. */
    async owedForm(caller: Caller): Promise<BindRole | null> {
      if (ALWAYS_BOUND.some((r) => hasRole(caller, r))) return null;
      const state = await profiles.bindState(caller.id);
      const owed = (['student', 'teacher', 'parent'] as const).find((role) => hasRole(caller, role) && !state[role]);
      return owed ?? null;
    },

    async bindStudent(caller: Caller, input: BindStudentInput): Promise<ProfileRecord> {
      await profiles.upsertStudent(caller.id, studentPatch(input));
      return loadProfile(caller.id);
    },

    async bindTeacher(caller: Caller, input: BindTeacherInput): Promise<ProfileRecord> {
      const code = input.instructor_code || undefined;
      if (code && !(await repo.isActiveCode(code))) throw fieldError({ instructor_code: 'validation.instructor_code.invalid' });
      await profiles.upsertTeacher(caller.id, {
        ...teacherPatch({ college: input.college, major: input.major, phone: input.phone }),
        instructorCode: code,
      });
      return loadProfile(caller.id);
    },

    instructorCodeValid: (code: string) => repo.isActiveCode(code),

    /** Only student accounts count: the form asks about the e-mail of a child to link. */
    async checkStudentEmail(email: string): Promise<{ exists: boolean; verified: boolean }> {
      const student = await userAccounts(ds).findStudentByEmail(email);
      return { exists: student !== null, verified: student?.emailVerifiedAt != null };
    },

    /**
     * Links every listed student or none: all e-mails are checked first, every failure is reported on
     * its own entry, and the writes share one transaction.
     */
    async bindParent(caller: Caller, input: BindParentInput): Promise<ProfileRecord> {
      const emails = input.student_emails;
      const asked = await ds.transaction(async (m) => {
        const r = profilesRepository(m);
        const found = new Map((await r.linkCandidates(emails, caller.id)).map((c) => [c.email, c]));
        const errors: Record<string, string> = {};
        emails.forEach((email, i) => {
          const c = found.get(email);
          if (!c) errors[`student_emails[${i}]`] = 'validation.student_email.not_found';
          else if (c.verified && !c.linked) errors[`student_emails[${i}]`] = 'validation.student_email.verified';
        });
        if (Object.keys(errors).length) throw fieldError(errors);
        await r.upsertParent(caller.id, input.phone);
        // Pending until each student confirms: the parent sees nothing of them before.
        return r.link(
          caller.id,
          [...found.values()].map((c) => c.id),
        );
      });
      await deps.askStudents(caller.id, asked);
      return loadProfile(caller.id);
    },
  };
}
export type BindingService = ReturnType<typeof bindingService>;
