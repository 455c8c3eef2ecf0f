import type { ClassTestDto } from '@app/shared';

/** Where a class test's window stands for a student, for the badges on the practice home and /classes. */
export type DueState = 'upcoming' | 'open' | 'dueSoon' | 'overdue' | 'done';

const SOON_MS = 48 * 3_600_000;

export function dueState(test: Pick<ClassTestDto, 'opens_at' | 'due_at' | 'my_progress'>, now: Date): DueState {
  if (test.my_progress === 'finished') return 'done';
  const opens = Date.parse(test.opens_at);
  const due = Date.parse(test.due_at);
  if (now.getTime() < opens) return 'upcoming';
  if (now.getTime() >= due) return 'overdue';
  return due - now.getTime() <= SOON_MS ? 'dueSoon' : 'open';
}

/** The student's class tests to show first: not finished and not past due, soonest due first. */
export function openClassTests<T extends Pick<ClassTestDto, 'opens_at' | 'due_at' | 'my_progress'>>(tests: readonly T[], now: Date): T[] {
  return tests
    .filter((t) => {
      const s = dueState(t, now);
      return s !== 'done' && s !== 'overdue';
    })
    .sort((a, b) => Date.parse(a.due_at) - Date.parse(b.due_at));
}
