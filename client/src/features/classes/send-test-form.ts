import { CLASS_LIMITS, type AttemptTargetType, type ClassTestDto, type SendClassTestRequest, type UpdateClassTestRequest } from '@app/shared';
import { fromZonedInput, toZonedInput } from '../../lib/time-zone';

export type SendTestProblem = 'required' | 'pickStudents' | 'dueBeforeOpens' | 'dueInPast' | 'attempts';

/** What sending and editing a class test share: its title and window. */
export interface TestWindowValues {
  title: string;
  /**
   * `datetime-local` values on the wall clock of the teacher's profile zone (`tz` below; the browser's
   * when the profile has none); '' opens now.
   */
  opens_at: string;
  due_at: string;
  attempts_allowed: string;
}

export interface SendTestValues extends TestWindowValues {
  target_type: AttemptTargetType;
  /** The picked test's id, or ''. */
  target_id: string;
  all_students: boolean;
  student_ids: number[];
}

/** A `datetime-local` value `days` (of 24 hours) from `now` in zone `tz` (undefined: the browser's), minute precision. */
export function localDateTime(now: Date, days = 0, tz?: string): string {
  return toZonedInput(new Date(now.getTime() + days * 86_400_000), tz);
}

export const emptySendTest = (now: Date, tz?: string): SendTestValues => ({
  target_type: 'practice',
  target_id: '',
  title: '',
  all_students: true,
  student_ids: [],
  opens_at: '',
  due_at: localDateTime(now, 7, tz),
  attempts_allowed: '1',
});

/**
 * The send form as the request, or each field's problem. At least one student must be picked when not
 * sending to all (spec section 5); the window must end after it opens and in the future.
 */
export function toSendRequest(
  v: SendTestValues,
  now: Date,
  tz?: string,
): { request: SendClassTestRequest; problems: null } | { request: null; problems: Record<string, SendTestProblem> } {
  const problems: Record<string, SendTestProblem> = {};
  if (!v.target_id) problems.target_id = 'required';
  if (!v.all_students && v.student_ids.length === 0) problems.student_ids = 'pickStudents';
  const { opens, due, attempts } = checkWindow(v, now, now, problems, tz);
  if (Object.keys(problems).length > 0) return { request: null, problems };
  return {
    request: {
      target_type: v.target_type,
      target_id: Number(v.target_id),
      ...(v.title.trim() ? { title: v.title.trim() } : {}),
      all_students: v.all_students,
      ...(v.all_students ? {} : { student_ids: v.student_ids }),
      ...(v.opens_at ? { opens_at: opens.toISOString() } : {}),
      due_at: due.toISOString(),
      attempts_allowed: attempts,
    },
    problems: null,
  };
}

/**
 * The window's problems into `problems` (the title's length, a due time after the opening and, when sending,
 * in the future, the attempts within the limits), and its values. `opensDefault` stands in for an empty
 * opening time; the times are read on the wall clock of zone `tz`.
 */
function checkWindow(v: TestWindowValues, now: Date | null, opensDefault: Date, problems: Record<string, SendTestProblem>, tz?: string) {
  const opens = v.opens_at ? fromZonedInput(v.opens_at, tz) : opensDefault;
  const due = fromZonedInput(v.due_at, tz);
  if (!v.due_at || Number.isNaN(due.getTime())) problems.due_at = 'required';
  else if (now && due <= now) problems.due_at = 'dueInPast';
  else if (due <= opens) problems.due_at = 'dueBeforeOpens';
  const attempts = Number(v.attempts_allowed);
  if (!Number.isInteger(attempts) || attempts < CLASS_LIMITS.attemptsAllowedMin || attempts > CLASS_LIMITS.attemptsAllowedMax) {
    problems.attempts_allowed = 'attempts';
  }
  if (v.title.length > CLASS_LIMITS.classTestTitleMax) problems.title = 'required';
  return { opens, due, attempts };
}

/** The edit form's values: the test's title and window on the wall clock of zone `tz` (the teacher's profile zone). */
export const editValuesOf = (t: ClassTestDto, tz?: string): TestWindowValues => ({
  title: t.title,
  opens_at: localDateTime(new Date(t.opens_at), 0, tz),
  due_at: localDateTime(new Date(t.due_at), 0, tz),
  attempts_allowed: String(t.attempts_allowed),
});

/**
 * The edit form as PATCH /class-exams/{id}, or each field's problem. The window may be moved into the past
 * (closing the test early); it must still end after it opens. An empty opening time keeps the test's.
 */
export function toUpdateRequest(
  v: TestWindowValues,
  test: ClassTestDto,
  tz?: string,
): { request: UpdateClassTestRequest; problems: null } | { request: null; problems: Record<string, SendTestProblem> } {
  const problems: Record<string, SendTestProblem> = {};
  const { opens, due, attempts } = checkWindow(v, null, new Date(test.opens_at), problems, tz);
  if (Object.keys(problems).length > 0) return { request: null, problems };
  return {
    request: {
      ...(v.title.trim() ? { title: v.title.trim() } : {}),
      opens_at: opens.toISOString(),
      due_at: due.toISOString(),
      attempts_allowed: attempts,
    },
    problems: null,
  };
}
