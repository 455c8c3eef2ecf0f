import type { ClassDetailDto, ClassExamLockDto, ClassTestDto, RosterDto, UserRefDto } from '@app/shared';

export const teacherRef: UserRefDto = { id: 7, username: 'ada', first_name: 'Ada', last_name: 'Lovelace' };
export const studentRef = (id: number, first = 'Sam'): UserRefDto => ({ id, username: `s${id}`, first_name: first, last_name: String(id) });

export function classDetail(patch: Partial<ClassDetailDto> = {}): ClassDetailDto {
  return {
    id: 3,
    name: 'SAT Spring',
    method: 'online',
    start_date: '2027-02-01',
    end_date: '2027-05-31',
    archived: false,
    owner: teacherRef,
    student_count: 2,
    capacity: 20,
    open_test_count: 0,
    my_role: 'owner',
    description: 'Evening class',
    schedule: { time_zone: 'Asia/Taipei', slots: [{ day: 'tue', start: '18:00', end: '20:00' }] },
    requires_approval: false,
    default_test: { target_type: 'practice', target_id: 9, title: 'Drill 9' },
    score_min: 1200,
    score_max: 1400,
    company_id: null,
    teachers: [teacherRef],
    class_code: 'ABC234',
    teacher_code: 'TEACH234',
    invitation_link: 'http://localhost/classes?join=ABC234',
    created_at: '2027-01-10T00:00:00.000Z',
    ...patch,
  };
}

export function roster(patch: Partial<RosterDto> = {}): RosterDto {
  return {
    class_id: 3,
    capacity: 20,
    seats_left: 18,
    owner: teacherRef,
    teachers: [teacherRef],
    students: [
      { ...studentRef(11, 'Ann'), email: 'ann@example.com', status: 'active', joined_at: '2027-02-02T00:00:00.000Z' },
      { ...studentRef(12, 'Bo'), email: 'bo@example.com', status: 'pending', joined_at: '2027-02-03T00:00:00.000Z' },
    ],
    invitations: [],
    ...patch,
  };
}

export function classTest(patch: Partial<ClassTestDto> = {}): ClassTestDto {
  return {
    id: 40,
    class_id: 3,
    class_name: 'SAT Spring',
    target_type: 'practice',
    target_id: 9,
    title: 'Drill 9',
    opens_at: '2027-03-01T00:00:00.000Z',
    due_at: '2099-03-08T00:00:00.000Z',
    attempts_allowed: 1,
    explanations_released: false,
    assigned_count: 2,
    finished_count: 0,
    in_progress_count: 0,
    created_at: '2027-03-01T00:00:00.000Z',
    ...patch,
  };
}

export function lock(patch: Partial<ClassExamLockDto> = {}): ClassExamLockDto {
  return {
    class_exam_id: 40,
    target_type: 'practice',
    target_id: 9,
    title: 'Drill 9',
    class_name: 'SAT Spring',
    teacher: teacherRef,
    opens_at: '2027-03-01T00:00:00.000Z',
    due_at: '2099-03-08T00:00:00.000Z',
    attempts_allowed: 1,
    attempts_used: 0,
    availability: 'open',
    attempt_id: null,
    results: [],
    ...patch,
  };
}
