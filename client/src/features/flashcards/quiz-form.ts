/** The assignment form's defaults and labels (pure, so the defaults are unit-tested). */
import type { IntlShape } from 'react-intl';
import { DEFAULT_QUIZ_DAYS, type QuizAssignmentInput, type WeekDay } from '@app/shared';
import { localDay } from './visitor-progress';

/** Mon/Wed/Fri (the spec's three a week) from today, for four weeks, ten questions each. */
export function assignmentDefaults(today: Date, title: string): Partial<QuizAssignmentInput> {
  return { title, days: [...DEFAULT_QUIZ_DAYS], start_date: localDay(today), weeks: 4, question_count: 10 };
}

/** A weekday's short name in the page's language (Monday of a fixed week, shifted). */
export function dayLabel(intl: IntlShape, d: WeekDay): string {
  const monday = Date.UTC(2024, 0, 1);
  const index = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].indexOf(d);
  return intl.formatDate(monday + index * 86_400_000, { weekday: 'short', timeZone: 'UTC' });
}
