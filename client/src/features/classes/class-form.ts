import {
  CLASS_LIMITS,
  type AttemptTargetType,
  type ClassDetailDto,
  type ClassInput,
  type ClassMethod,
  type ScheduleSlotDto,
  type WeekDay,
} from '@app/shared';

/** What a field's problem is; the form turns each into its localized text. */
export type ClassFormProblem =
  'required' | 'tooLong' | 'capacity' | 'endBeforeStart' | 'scoreBoth' | 'scoreRange' | 'scoreOrder' | 'slotOrder' | 'slotsMax';

export interface ClassFormValues {
  name: string;
  description: string;
  method: ClassMethod;
  start_date: string;
  end_date: string;
  time_zone: string;
  slots: ScheduleSlotDto[];
  capacity: string;
  requires_approval: boolean;
  /** `type:id` of the default test, or ''. */
  default_test: string;
  score_min: string;
  score_max: string;
}

export const emptyClassForm = (timeZone: string): ClassFormValues => ({
  name: '',
  description: '',
  method: 'online',
  start_date: '',
  end_date: '',
  time_zone: timeZone,
  slots: [],
  capacity: '20',
  requires_approval: false,
  default_test: '',
  score_min: '',
  score_max: '',
});

/** An existing class as the edit form's values. */
export function classFormOf(c: ClassDetailDto, fallbackZone: string): ClassFormValues {
  return {
    name: c.name,
    description: c.description,
    method: c.method,
    start_date: c.start_date ?? '',
    end_date: c.end_date ?? '',
    time_zone: c.schedule?.time_zone ?? fallbackZone,
    slots: c.schedule?.slots ?? [],
    capacity: String(c.capacity),
    requires_approval: c.requires_approval,
    default_test: c.default_test ? `${c.default_test.target_type}:${c.default_test.target_id}` : '',
    score_min: c.score_min === null ? '' : String(c.score_min),
    score_max: c.score_max === null ? '' : String(c.score_max),
  };
}

export const newSlot = (day: WeekDay = 'mon'): ScheduleSlotDto => ({ day, start: '18:00', end: '20:00' });

const intOrNull = (v: string): number | null => (v.trim() && /^-?\d+$/.test(v.trim()) ? Number(v.trim()) : null);

/**
 * The form as the request body, or each field's problem (`slots.{i}` for a schedule row). The server checks
 * the same bounds (CLASS_LIMITS); checking here first spares a round trip for the usual slips.
 */
export function toClassInput(
  v: ClassFormValues,
): { input: ClassInput; problems: null } | { input: null; problems: Record<string, ClassFormProblem> } {
  const problems: Record<string, ClassFormProblem> = {};
  const name = v.name.trim();
  if (!name) problems.name = 'required';
  else if (name.length > CLASS_LIMITS.nameMax) problems.name = 'tooLong';
  if (v.description.length > CLASS_LIMITS.descriptionMax) problems.description = 'tooLong';
  const capacity = intOrNull(v.capacity);
  if (capacity === null || capacity < CLASS_LIMITS.capacityMin || capacity > CLASS_LIMITS.capacityMax) problems.capacity = 'capacity';
  if (v.start_date && v.end_date && v.end_date < v.start_date) problems.end_date = 'endBeforeStart';
  const scoreMin = intOrNull(v.score_min);
  const scoreMax = intOrNull(v.score_max);
  const inRange = (n: number | null) => n !== null && n >= CLASS_LIMITS.scoreMin && n <= CLASS_LIMITS.scoreMax;
  if ((v.score_min.trim() === '') !== (v.score_max.trim() === '')) problems[v.score_min.trim() ? 'score_max' : 'score_min'] = 'scoreBoth';
  else if (v.score_min.trim()) {
    if (!inRange(scoreMin)) problems.score_min = 'scoreRange';
    else if (!inRange(scoreMax)) problems.score_max = 'scoreRange';
    else if (scoreMin! > scoreMax!) problems.score_max = 'scoreOrder';
  }
  if (v.slots.length > CLASS_LIMITS.scheduleSlotsMax) problems.slots = 'slotsMax';
  v.slots.forEach((s, i) => {
    if (!s.start || !s.end || s.end <= s.start) problems[`slots.${i}`] = 'slotOrder';
  });
  if (v.slots.length > 0 && !v.time_zone) problems.time_zone = 'required';
  if (Object.keys(problems).length > 0) return { input: null, problems };

  const [testType, testId] = v.default_test.split(':');
  return {
    input: {
      name,
      description: v.description.trim(),
      method: v.method,
      start_date: v.start_date || null,
      end_date: v.end_date || null,
      schedule: v.slots.length > 0 ? { time_zone: v.time_zone, slots: v.slots } : null,
      capacity: capacity!,
      requires_approval: v.requires_approval,
      default_test: v.default_test ? { target_type: testType as AttemptTargetType, target_id: Number(testId) } : null,
      score_min: scoreMin,
      score_max: scoreMax,
    },
    problems: null,
  };
}
