/**
 * Classes: create, edit, archive, codes, the invitation link, join and leave. Joins and approvals lock the
 * class row, so the seat count they check is the one they write against: two students taking the last
 * seat at once are one join and one 409 class_full.
 */
import type { DataSource, EntityManager } from 'typeorm';
import {
  CLASS_CODE_LENGTH,
  normalizeClassCode,
  TEACHER_CODE_LENGTH,
  type ClassDetailDto,
  type ClassInput,
  type ClassPreviewDto,
  type ClassSummaryDto,
  type CodeResponse,
  type JoinClassResponse,
  type WeeklyScheduleDto,
} from '@app/shared';
import type { AppContext } from '../../context';
import { fieldError, notFound } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/sql';
import type { Caller } from '../../core/access';
import { findTarget } from '../../core/test-targets';
import { classConflict, findClass, loadClass, ANY_STANDING, OWNER, TEACHING, type ClassRecord } from './class-access';
import { assignableTest } from './class-tests-catalog';
import { classesRepository, newCode, type ClassScope } from './classes.repository';
import { invitationLink, toClassDetail, toClassSummary } from './classes.mapper';
import { assignOpenTests } from './class-tests.repository';
import { invitationsRepository } from './invitations.repository';

/** Cross-field rules of a whole class record (after a PATCH is merged): 422 per field. */
function checkClassRecord(c: Pick<ClassRecord, 'startDate' | 'endDate' | 'scoreMin' | 'scoreMax'>): void {
  const errors: Record<string, string> = {};
  if (c.startDate && c.endDate && c.endDate < c.startDate) errors.end_date = 'classesApi.validation.endDate';
  if ((c.scoreMin === null) !== (c.scoreMax === null)) errors[c.scoreMin === null ? 'score_min' : 'score_max'] = 'classesApi.validation.scoreRange';
  else if (c.scoreMin !== null && c.scoreMax !== null && c.scoreMin > c.scoreMax) errors.score_max = 'classesApi.validation.scoreRange';
  if (Object.keys(errors).length) throw fieldError(errors);
}

/** The schedule with only its known fields, each slot ending after it starts (422 on the slot's end otherwise). */
export function scheduleOf(s: WeeklyScheduleDto | null | undefined): WeeklyScheduleDto | null {
  if (!s) return null;
  const slots = (s.slots ?? []).map(({ day, start, end }) => ({ day, start, end }));
  const bad = slots.findIndex((x) => x.end <= x.start);
  if (bad >= 0) throw fieldError({ [`schedule.slots[${bad}].end`]: 'classesApi.validation.slotOrder' });
  return { time_zone: s.time_zone, slots };
}

/** Retries `write` with fresh codes while a code collides with another class's. */
async function withFreshCode<T>(write: (code: (length: number) => string) => Promise<T>): Promise<T> {
  for (let i = 0; ; i++) {
    try {
      return await write(newCode);
    } catch (err) {
      if (!isUniqueViolation(err) || i >= 5) throw err;
    }
  }
}

export function classesService(ctx: AppContext) {
  const { ds, clock } = ctx;

  async function detail(db: DataSource | EntityManager, caller: Caller, c: ClassRecord): Promise<ClassDetailDto> {
    const repo = classesRepository(db);
    const summary = { ...(await repo.summary(caller.id, c.id, clock.now(), false)), standing: c.standing! };
    const test = c.defaultTargetType && c.defaultTargetId ? await findTarget(db, c.defaultTargetType, c.defaultTargetId) : null;
    return toClassDetail(c, { summary, teachers: await repo.teachers(c.id), defaultTestTitle: test?.title ?? null, appUrl: ctx.config.appUrl });
  }

  /** Adds the caller as an active or pending student of the locked class, or throws why not. */
  async function admitStudent(m: EntityManager, caller: Caller, c: ClassRecord, invited: boolean): Promise<JoinClassResponse> {
    const repo = classesRepository(m);
    if (c.archivedAt) throw classConflict('class_archived');
    if (await repo.membership(c.id, caller.id)) throw classConflict('already_member');
    const status = c.requiresApproval && !invited ? 'pending' : 'active';
    if (status === 'active' && (await repo.activeCount(c.id)) >= c.capacity) throw classConflict('class_full');
    const now = clock.now();
    await repo.addStudent(c.id, caller.id, status, now);
    if (status === 'active') await assignOpenTests(m, c.id, caller.id, now);
    return { class_id: c.id, status };
  }

  return {
    detail: async (caller: Caller, classId: number) => detail(ds, caller, await loadClass(ds, caller, classId, ANY_STANDING)),

    async list(caller: Caller, scope: ClassScope, includeArchived: boolean): Promise<ClassSummaryDto[]> {
      return (await classesRepository(ds).list(caller.id, scope, includeArchived, clock.now())).map(toClassSummary);
    },

    async create(caller: Caller, input: ClassInput): Promise<ClassDetailDto> {
      checkClassRecord({
        startDate: input.start_date ?? null,
        endDate: input.end_date ?? null,
        scoreMin: input.score_min ?? null,
        scoreMax: input.score_max ?? null,
      });
      if (input.default_test) await assignableTest(ds, caller, input.default_test.target_type, input.default_test.target_id, 'default_test');
      input = { ...input, schedule: scheduleOf(input.schedule) };
      const repo = classesRepository(ds);
      const companyId = await repo.companyOf(caller.id);
      const id = await withFreshCode((code) =>
        repo.insert(caller.id, companyId, input, { classCode: code(CLASS_CODE_LENGTH), teacherCode: code(TEACHER_CODE_LENGTH) }),
      );
      return detail(ds, caller, await loadClass(ds, caller, id, OWNER));
    },

    async update(caller: Caller, classId: number, patch: Partial<ClassInput>): Promise<ClassDetailDto> {
      return ds.transaction(async (m) => {
        const c = await loadClass(m, caller, classId, TEACHING, { writable: true, lock: true });
        const has = (k: keyof ClassInput) => Object.prototype.hasOwnProperty.call(patch, k);
        const next: ClassRecord = {
          ...c,
          name: patch.name ?? c.name,
          description: has('description') ? (patch.description ?? '') : c.description,
          method: patch.method ?? c.method,
          startDate: has('start_date') ? (patch.start_date ?? null) : c.startDate,
          endDate: has('end_date') ? (patch.end_date ?? null) : c.endDate,
          schedule: has('schedule') ? scheduleOf(patch.schedule) : c.schedule,
          capacity: patch.capacity ?? c.capacity,
          requiresApproval: patch.requires_approval ?? c.requiresApproval,
          defaultTargetType: has('default_test') ? (patch.default_test?.target_type ?? null) : c.defaultTargetType,
          defaultTargetId: has('default_test') ? (patch.default_test?.target_id ?? null) : c.defaultTargetId,
          scoreMin: has('score_min') ? (patch.score_min ?? null) : c.scoreMin,
          scoreMax: has('score_max') ? (patch.score_max ?? null) : c.scoreMax,
        };
        checkClassRecord(next);
        if (patch.default_test) await assignableTest(m, caller, patch.default_test.target_type, patch.default_test.target_id, 'default_test');
        if (next.capacity < (await classesRepository(m).activeCount(c.id)))
          throw fieldError({ capacity: 'classesApi.validation.capacityBelowRoster' });
        await classesRepository(m).update(next, clock.now());
        return detail(m, caller, next);
      });
    },

    async setArchived(caller: Caller, classId: number, archived: boolean): Promise<ClassDetailDto> {
      const c = await loadClass(ds, caller, classId, OWNER);
      await classesRepository(ds).setArchived(c.id, archived ? clock.now() : null);
      return detail(ds, caller, await loadClass(ds, caller, classId, OWNER));
    },

    /** A new class code: the old code and invitation link stop working. */
    async regenerateClassCode(caller: Caller, classId: number): Promise<CodeResponse> {
      const c = await loadClass(ds, caller, classId, TEACHING, { writable: true });
      const code = await withFreshCode(async (next) => {
        const fresh = next(CLASS_CODE_LENGTH);
        await classesRepository(ds).setCode(c.id, 'class_code', fresh);
        return fresh;
      });
      return { code, invitation_link: invitationLink(ctx.config.appUrl, code) };
    },

    async regenerateTeacherCode(caller: Caller, classId: number): Promise<CodeResponse> {
      const c = await loadClass(ds, caller, classId, OWNER, { writable: true });
      const code = await withFreshCode(async (next) => {
        const fresh = next(TEACHER_CODE_LENGTH);
        await classesRepository(ds).setCode(c.id, 'teacher_code', fresh);
        return fresh;
      });
      return { code };
    },

    /** What a class code opens, for the join dialog. Any logged-in user may look a code up (that is what a code is for). */
    async preview(code: string): Promise<ClassPreviewDto> {
      const repo = classesRepository(ds);
      const found = await repo.byCode('class_code', normalizeClassCode(code));
      if (!found) throw notFound();
      const c = (await findClass(ds, found.id))!;
      const [owner] = await repo.teachers(c.id);
      return {
        name: c.name,
        owner: { id: owner.id, username: owner.username, first_name: owner.firstName, last_name: owner.lastName },
        method: c.method,
        start_date: c.startDate,
        requires_approval: c.requiresApproval,
        seats_left: Math.max(0, c.capacity - (await repo.activeCount(c.id))),
        archived: c.archivedAt !== null,
      };
    },

    /** A student joins by class code (or the invitation link, which carries it and maybe an invitation token). */
    async join(caller: Caller, code: string, invitation?: string): Promise<JoinClassResponse> {
      return ds.transaction(async (m) => {
        const found = await classesRepository(m).byCode('class_code', normalizeClassCode(code));
        if (!found) throw fieldError({ code: 'classesApi.validation.codeUnknown' });
        const c = (await findClass(m, found.id, true))!;
        const invites = invitationsRepository(m);
        const invited = invitation ? await invites.open(c.id, invitation) : false;
        const joined = await admitStudent(m, caller, c, invited);
        if (invitation && invited) await invites.accept(c.id, invitation, clock.now());
        return joined;
      });
    },

    /** A teacher joins as co-teacher with the class's teacher code (the spec's instructor code). */
    async joinAsTeacher(caller: Caller, code: string): Promise<JoinClassResponse> {
      return ds.transaction(async (m) => {
        const repo = classesRepository(m);
        const found = await repo.byCode('teacher_code', normalizeClassCode(code));
        if (!found) throw fieldError({ code: 'classesApi.validation.codeUnknown' });
        const c = (await findClass(m, found.id, true))!;
        if (c.archivedAt) throw classConflict('class_archived');
        if (await repo.membership(c.id, caller.id)) throw classConflict('already_member');
        await repo.addTeacher(c.id, caller.id, clock.now());
        return { class_id: c.id, status: 'active' };
      });
    },

    /** A student (active or pending) or a co-teacher leaves; the owner cannot (they archive instead). */
    async leave(caller: Caller, classId: number): Promise<void> {
      const c = await loadClass(ds, caller, classId, ['teacher', 'student', 'pending']);
      const repo = classesRepository(ds);
      if (c.standing === 'teacher') await repo.removeTeacher(c.id, caller.id);
      else await repo.removeStudent(c.id, caller.id);
    },
  };
}
export type ClassesService = ReturnType<typeof classesService>;
