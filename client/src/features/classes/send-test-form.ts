import { CLASS_LIMITS, type AttemptTargetType, type SendClassTestRequest } from '@app/shared';

export type SendTestProblem = 'required' | 'pickStudents' | 'dueBeforeOpens' | 'dueInPast' | 'attempts';

export interface SendTestValues {
  target_type: AttemptTargetType;
  /** The picked test's id, or ''. */
  target_id: string;
  title: string;
  all_students: boolean;
  student_ids: number[];
  /** `datetime-local` values (the teacher's local time); '' opens now. */
  opens_at: string;
  due_at: string;
  attempts_allowed: string;
}

/** A `datetime-local` value `days` from `now`, at the same local time, minute precision. */
export function localDateTime(now: Date, days = 0): string {
  const d = new Date(now.getTime() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export const emptySendTest = (now: Date): SendTestValues => ({
  target_type: 'practice',
  target_id: '',
  title: '',
  all_students: true,
  student_ids: [],
  opens_at: '',
  due_at: localDateTime(now, 7),
  attempts_allowed: '1',
});

/**
 * The send form as the request, or each field's problem. At least one student must be picked when not
 * sending to all (spec section 5); the window must end after it opens and in the future.
 */
export function toSendRequest(
  v: SendTestValues,
  now: Date,
): { request: SendClassTestRequest; problems: null } | { request: null; problems: Record<string, SendTestProblem> } {
  const problems: Record<string, SendTestProblem> = {};
  if (!v.target_id) problems.target_id = 'required';
  if (!v.all_students && v.student_ids.length === 0) problems.student_ids = 'pickStudents';
  const opens = v.opens_at ? new Date(v.opens_at) : now;
  const due = v.due_at ? new Date(v.due_at) : null;
  if (!due || Number.isNaN(due.getTime())) problems.due_at = 'required';
  else if (due <= now) problems.due_at = 'dueInPast';
  else if (due <= opens) problems.due_at = 'dueBeforeOpens';
  const attempts = Number(v.attempts_allowed);
  if (!Number.isInteger(attempts) || attempts < CLASS_LIMITS.attemptsAllowedMin || attempts > CLASS_LIMITS.attemptsAllowedMax) {
    problems.attempts_allowed = 'attempts';
  }
  if (v.title.length > CLASS_LIMITS.classTestTitleMax) problems.title = 'required';
  if (Object.keys(problems).length > 0) return { request: null, problems };
  return {
    request: {
      target_type: v.target_type,
      target_id: Number(v.target_id),
      ...(v.title.trim() ? { title: v.title.trim() } : {}),
      all_students: v.all_students,
      ...(v.all_students ? {} : { student_ids: v.student_ids }),
      ...(v.opens_at ? { opens_at: opens.toISOString() } : {}),
      due_at: due!.toISOString(),
      attempts_allowed: attempts,
    },
    problems: null,
  };
}
