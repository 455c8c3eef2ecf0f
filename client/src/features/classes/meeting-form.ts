import { ATTENDANCE_STATES, type AttendanceState, type MeetingDto, type RosterStudentDto } from '@app/shared';

export interface MeetingFormValues {
  date: string;
  duration_minutes: string;
  topic: string;
  homework: string;
  notes: string;
  /** Student id → state; every active student starts as present. */
  attendance: Record<number, AttendanceState>;
}

const isoDay = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** A new meeting (today, everyone present) or an existing one's values, with students who joined since as present. */
export function meetingForm(meeting: MeetingDto | null, students: readonly Pick<RosterStudentDto, 'id'>[], today: Date): MeetingFormValues {
  const attendance: Record<number, AttendanceState> = {};
  for (const s of students) attendance[s.id] = 'present';
  for (const a of meeting?.attendance ?? []) attendance[a.student.id] = a.state;
  return {
    date: meeting?.date ?? isoDay(today),
    duration_minutes: String(meeting?.duration_minutes ?? 90),
    topic: meeting?.topic ?? '',
    homework: meeting?.homework ?? '',
    notes: meeting?.notes ?? '',
    attendance,
  };
}

/** How many students were in each state at a meeting. */
export function attendanceCounts(meeting: Pick<MeetingDto, 'attendance'>): Record<AttendanceState, number> {
  const counts = Object.fromEntries(ATTENDANCE_STATES.map((s) => [s, 0])) as Record<AttendanceState, number>;
  for (const a of meeting.attendance) counts[a.state] += 1;
  return counts;
}
