import type { DataSource } from 'typeorm';
import { ErrorCode, Role, type Lang } from '@app/shared';
import type { AccountUser } from '../../auth/account';
import { mayViewChild, mayViewProfile, type Caller } from '../../core/access';
import { AppError, fieldError, forbidden, notFound } from '../../lib/errors';
import type { Page } from '../../lib/pagination';
import { imageOwnedByAny } from '../images';
import { userAccounts, type PublicUser } from '../users';
import { studentPatch, teacherPatch, userPatch, type BasicInput, type ChildInput, type StudentInput, type TeacherInput } from './profile-inputs';
import { profilesRepository, type ProfileRecord, type ProfilesRepository } from './profiles.repository';

/** Details can only be edited once the binding form created them (they carry required columns). */
const notBound = () => new AppError(ErrorCode.BAD_REQUEST, 'error.PROFILE_NOT_BOUND');

export function profilesService(ds: DataSource) {
  const repo = profilesRepository(ds);
  const users = userAccounts(ds);

  async function load(userId: number): Promise<ProfileRecord> {
    const profile = await repo.load(userId);
    if (!profile) throw notFound();
    return profile;
  }

  const linked = (caller: Caller, studentId: number) => () => repo.isLinked(caller.id, studentId);

  /**
   * The permission check comes first and 404 only afterwards, so nobody but an admin learns which ids
   * exist: an unlinked id answers 403 whether or not it belongs to anyone.
   */
  async function authorize(allowed: boolean | Promise<boolean>): Promise<void> {
    if (!(await allowed)) throw forbidden();
  }

  async function ensureUser(userId: number): Promise<void> {
    if (!(await users.exists(userId))) throw notFound();
  }

  async function applyStudent(r: ProfilesRepository, userId: number, input: StudentInput): Promise<void> {
    if (!(await r.updateStudent(userId, studentPatch(input)))) throw notBound();
  }

  const hasStudentFields = (input: StudentInput) => Object.keys(studentPatch(input)).length > 0;

  return {
    load,

    async view(caller: Caller, userId: number): Promise<ProfileRecord> {
      await authorize(mayViewProfile(caller, userId, linked(caller, userId)));
      return load(userId);
    },

    async publicByUsername(username: string): Promise<PublicUser> {
      const user = await users.findPublicByUsername(username);
      if (!user) throw notFound();
      return user;
    },

    /** `actor` is who asks (for the avatar ownership rule), `userId` whose profile changes. */
    async updateBasic(actor: Caller, userId: number, input: BasicInput): Promise<ProfileRecord> {
      if (userId !== actor.id) await ensureUser(userId);
      if (input.avatar_image_id != null) {
        // The image must be the profile owner's (or, for an admin editing someone, the admin's own upload).
        const owned = await imageOwnedByAny(ds, input.avatar_image_id, [...new Set([userId, actor.id])]);
        if (!owned) throw fieldError({ avatar_image_id: 'validation.avatar_image.invalid' });
      }
      await users.updateProfile(userId, userPatch(input));
      return load(userId);
    },

    async updateStudent(userId: number, input: StudentInput): Promise<ProfileRecord> {
      await ensureUser(userId);
      await applyStudent(repo, userId, input);
      return load(userId);
    },

    async updateTeacher(userId: number, input: TeacherInput): Promise<ProfileRecord> {
      await ensureUser(userId);
      if (!(await repo.updateTeacher(userId, teacherPatch(input)))) throw notBound();
      return load(userId);
    },

    /** A student the parent is not (or not yet: pending confirmation) linked to answers 404, like an unknown id. */
    async child(caller: Caller, studentId: number): Promise<ProfileRecord> {
      if (!(await mayViewChild(caller, linked(caller, studentId)))) throw notFound();
      return load(studentId);
    },

    async updateChild(caller: Caller, studentId: number, input: ChildInput): Promise<ProfileRecord> {
      if (!(await mayViewChild(caller, linked(caller, studentId)))) throw notFound();
      await ensureUser(studentId);
      const { first_name, last_name, ...student } = input;
      await ds.transaction(async (m) => {
        await userAccounts(m).updateProfile(studentId, userPatch({ first_name, last_name }));
        // A child who never filled in the student form can still have their name corrected.
        if (hasStudentFields(student)) await applyStudent(profilesRepository(m), studentId, student);
      });
      return load(studentId);
    },

    teachers: (page: Page): Promise<{ rows: PublicUser[]; total: number }> => users.withRole(Role.Teacher, page),

    async setLang(userId: number, lang: Lang): Promise<AccountUser> {
      await users.updateProfile(userId, { lang });
      return (await users.findById(userId))!;
    },
  };
}
export type ProfilesService = ReturnType<typeof profilesService>;
