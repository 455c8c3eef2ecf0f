/**
 * Classes (issue 13; spec sections 2, 3, 5, 6, 7 and 8): the contract between the server's classes module
 * and the client's classes feature. Every route, request body and response of the capability is here, with
 * the bounds both sides check, so the two cannot drift. Field names are snake_case like the rest of the
 * REST contract; dates are ISO strings (date-only fields `YYYY-MM-DD`, times of day `HH:MM`).
 */
import type { AttemptTargetType } from './dto/attempt';
import type { UserExamDto, UserRefDto } from './dto/admin';
import type { ScoreBucketDto } from './dto/analysis';
import { MAX_UPLOAD_BYTES } from './constants';

// ---------------------------------------------------------------------------------------------------------
// Enumerations and bounds
// ---------------------------------------------------------------------------------------------------------

/** How a class meets (spec section 3: online or in-person). */
export const CLASS_METHODS = ['online', 'in_person'] as const;
export type ClassMethod = (typeof CLASS_METHODS)[number];

/** A student's state at one class meeting. */
export const ATTENDANCE_STATES = ['present', 'late', 'absent', 'excused'] as const;
export type AttendanceState = (typeof ATTENDANCE_STATES)[number];

/** Days of the weekly schedule, Monday first (ISO order). */
export const WEEK_DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];

/** A student's place in a class: pending waits for the teacher's approval (classes that ask for it). */
export const CLASS_MEMBER_STATUSES = ['active', 'pending'] as const;
export type ClassMemberStatus = (typeof CLASS_MEMBER_STATUSES)[number];

/** The caller's part in a class. */
export const CLASS_ROLES = ['owner', 'teacher', 'student', 'pending', 'company', 'parent'] as const;
export type ClassRole = (typeof CLASS_ROLES)[number];

/**
 * Class and teacher codes: no 0/O, 1/I/L, so a code read aloud or copied from a board is unambiguous.
 * A class code has 6 characters (students), a teacher code 8 (co-teachers), so the two never collide.
 * Codes are matched case-insensitively (the server upper-cases them).
 */
export const CLASS_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const CLASS_CODE_LENGTH = 6;
export const TEACHER_CODE_LENGTH = 8;
const codePattern = (n: number) => new RegExp(`^[${CLASS_CODE_ALPHABET}]{${n}}$`);
export const CLASS_CODE_PATTERN = codePattern(CLASS_CODE_LENGTH);
export const TEACHER_CODE_PATTERN = codePattern(TEACHER_CODE_LENGTH);
/** A typed code normalized the way the server compares it. */
export const normalizeClassCode = (code: string): string => code.trim().toUpperCase();

export const CLASS_LIMITS = {
  nameMax: 100,
  descriptionMax: 2000,
  capacityMin: 1,
  capacityMax: 500,
  /** Target score range on the SAT total scale. */
  scoreMin: 400,
  scoreMax: 1600,
  scheduleSlotsMax: 14,
  timeZoneMax: 64,
  inviteEmailsMax: 50,
  classTestTitleMax: 200,
  attemptsAllowedMin: 1,
  attemptsAllowedMax: 5,
  materialTitleMax: 200,
  materialLinkMax: 2000,
  categoryNameMax: 80,
  unitTitleMax: 120,
  lessonTitleMax: 120,
  logTopicMax: 200,
  logTextMax: 4000,
  meetingDurationMin: 1,
  meetingDurationMax: 600,
} as const;

/** A material file: spec sections 3, 5 and 9 (at most 20 MB). */
export const MATERIAL_MAX_BYTES = MAX_UPLOAD_BYTES;
/** File kinds a material may be; the server checks the content's signature, not the name or the header. */
export const MATERIAL_FILE_KINDS = ['pdf', 'image', 'office', 'audio', 'video'] as const;
export type MaterialFileKind = (typeof MATERIAL_FILE_KINDS)[number];
export const MATERIAL_KINDS = ['link', 'file'] as const;
export type MaterialKind = (typeof MATERIAL_KINDS)[number];
/** The multipart field of a material upload. */
export const MATERIAL_FILE_FIELD = 'file';

/** Coins the class owner pays for each class-test attempt a student starts (spec section 8: insufficient_coins). */
export const CLASS_TEST_COINS_PER_START = 5;

/** Where a student stands on one class test. */
export const CLASS_TEST_PROGRESS = ['not_started', 'in_progress', 'finished'] as const;
export type ClassTestProgress = (typeof CLASS_TEST_PROGRESS)[number];

/** What the lock page (/class/exam/{classExamId}) lets the student do now. */
export const CLASS_EXAM_AVAILABILITY = ['not_open', 'open', 'resume', 'closed', 'no_attempts_left'] as const;
export type ClassExamAvailability = (typeof CLASS_EXAM_AVAILABILITY)[number];

/** What happened to each address of an invitation. */
export const INVITATION_OUTCOMES = ['mailed_user', 'mailed_signup', 'already_member'] as const;
export type InvitationOutcome = (typeof INVITATION_OUTCOMES)[number];

/**
 * A 409 of the classes capability carries `reason` beside `code: 'CONFLICT'` and the localized message,
 * so the client can react (e.g. show the join dialog's "class is full").
 */
export const CLASS_CONFLICT_REASONS = [
  'class_archived',
  'class_full',
  'already_member',
  'class_exam_not_open',
  'class_exam_closed',
  'class_exam_no_attempts',
  'class_exam_started',
  /** The student runs an attempt of the same test outside the class: finish or restart it first. */
  'attempt_running',
] as const;
export type ClassConflictReason = (typeof CLASS_CONFLICT_REASONS)[number];

/** Score distribution buckets of a class test's results: width on the test's own scale. */
export const SCORE_BUCKET_COUNT = 10;

// ---------------------------------------------------------------------------------------------------------
// Routes (relative to the API root /api). `:x` are path parameters; use `classPath()` to fill them.
// ---------------------------------------------------------------------------------------------------------

export const CLASS_ROUTES = {
  // classes
  myClasses: '/classes', // GET  any logged-in user: classes they teach or belong to
  createdClasses: '/classes/created', // GET  teacher: classes they own
  companyClasses: '/company/classes', // GET  company-admin: their company's classes
  create: '/classes', // POST teacher
  detail: '/classes/:classId', // GET member (codes only for teachers); PATCH teacher of the class
  archive: '/classes/:classId/archive', // POST owner
  unarchive: '/classes/:classId/unarchive', // POST owner
  classCode: '/classes/:classId/class-code', // POST teacher of the class: new class code (old one and link stop working)
  teacherCode: '/classes/:classId/teacher-code', // POST owner: new teacher code
  codePreview: '/class-codes/:code', // GET  logged-in: what a class code or invitation link opens
  join: '/classes/join', // POST student: { code, invitation? }
  joinAsTeacher: '/classes/join-as-teacher', // POST teacher: { code } (the teacher code)
  leave: '/classes/:classId/leave', // POST student or co-teacher
  // roster
  roster: '/classes/:classId/roster', // GET teacher of the class or company-admin
  approveStudent: '/classes/:classId/students/:userId/approve', // POST teacher of the class
  removeStudent: '/classes/:classId/students/:userId', // DELETE teacher of the class (also rejects a pending one)
  removeTeacher: '/classes/:classId/teachers/:userId', // DELETE owner
  invite: '/classes/:classId/invitations', // POST teacher of the class: { emails }
  // class tests
  classTests: '/classes/:classId/tests', // GET member; POST teacher of the class (send)
  classTest: '/class-exams/:classExamId', // GET teacher of the class; PATCH teacher; DELETE teacher (only before any start)
  releaseExplanations: '/class-exams/:classExamId/release-explanations', // POST teacher of the class
  lock: '/class-exams/:classExamId/lock', // GET student the test is sent to (lock page data)
  start: '/class-exams/:classExamId/start', // POST student the test is sent to (charges the owner)
  myClassTests: '/class-exams/mine', // GET student: their class tests with due dates (practice home)
  classExplanation: '/class-explanations/questions/:questionId', // GET student: ?class_exam_id=
  // results
  classTestResults: '/class-exams/:classExamId/results', // GET teacher of the class, company-admin
  classTestResultsCsv: '/class-exams/:classExamId/results.csv', // GET teacher of the class, company-admin
  classResults: '/classes/:classId/results', // GET teacher of the class, company-admin
  studentResults: '/classes/:classId/students/:userId/results', // GET teacher of the class, company-admin
  teacherUsers: '/teacher/users', // GET teacher: students of their classes (paged, ?search=)
  teacherUser: '/teacher/users/:userId', // GET teacher (students they teach), company-admin (company members)
  userExams: '/:role/users/:userId/user-exams', // GET role teacher|company: a linked student's results (paged)
  sessionClasses: '/session-class/list', // GET teacher, company-admin, super-admin
  // parents
  childClasses: '/parent/children/:childId/classes', // GET linked parent
  weeklySummary: '/parent/children/:childId/weekly-summary', // GET, PUT linked parent: { enabled }
  // materials
  materials: '/classes/:classId/materials', // GET member; POST teacher (JSON link, or multipart with `file`)
  material: '/materials/:materialId', // DELETE teacher of the class
  materialFile: '/materials/:materialId/file', // GET member: the file
  categories: '/classes/:classId/material-categories', // POST teacher { name }
  category: '/material-categories/:categoryId', // DELETE teacher
  units: '/classes/:classId/units', // POST teacher { title }
  unit: '/units/:unitId', // DELETE teacher
  lessons: '/units/:unitId/lessons', // POST teacher { title }
  lesson: '/lessons/:lessonId', // DELETE teacher
  // attendance and lesson logs
  meetings: '/classes/:classId/meetings', // GET teacher of the class; POST teacher
  meeting: '/meetings/:meetingId', // PUT teacher; DELETE teacher
} as const;
export type ClassRouteName = keyof typeof CLASS_ROUTES;

/** The user-exams route's {role}: who asks. */
export const USER_EXAMS_ROLES = ['teacher', 'company'] as const;
export type UserExamsRole = (typeof USER_EXAMS_ROLES)[number];

/** A route with its parameters filled, e.g. classPath('roster', { classId: 3 }) is '/classes/3/roster'. */
export function classPath(name: ClassRouteName, params: Record<string, string | number> = {}): string {
  return CLASS_ROUTES[name].replace(/:([A-Za-z]+)/g, (_m, key: string) => {
    const v = params[key];
    if (v === undefined) throw new Error(`classPath(${name}): missing ${key}`);
    return encodeURIComponent(String(v));
  });
}

/** Client pages the server links to in e-mails (invitation, class test notice). */
export const CLASS_PAGES = {
  /** The invitation link: the student's class list opens the join dialog for the code. */
  join: (code: string, invitation?: string) =>
    `/classes?join=${encodeURIComponent(code)}${invitation ? `&invitation=${encodeURIComponent(invitation)}` : ''}`,
  /** An address without an account: sign up, then come back to the join link. */
  signUpThenJoin: (code: string, invitation: string) => `/register?redirect=${encodeURIComponent(CLASS_PAGES.join(code, invitation))}`,
  classExam: (classExamId: number) => `/class/exam/${classExamId}`,
  classExplanation: (questionId: number, classExamId: number) => `/class/explanation/question/${questionId}?class_exam_id=${classExamId}`,
  teacherClass: (classId: number) => `/classes-i-created?class=${classId}`,
} as const;

// ---------------------------------------------------------------------------------------------------------
// Classes
// ---------------------------------------------------------------------------------------------------------

export interface ScheduleSlotDto {
  day: WeekDay;
  /** HH:MM, 24-hour, in the schedule's time zone; end after start. */
  start: string;
  end: string;
}

export interface WeeklyScheduleDto {
  /** IANA time zone, e.g. 'Asia/Taipei'. */
  time_zone: string;
  slots: ScheduleSlotDto[];
}

export interface TestRefDto {
  target_type: AttemptTargetType;
  target_id: number;
}

/** POST /classes (every field) and PATCH /classes/{id} (any subset). */
export interface ClassInput {
  name: string;
  description?: string;
  method: ClassMethod;
  /** YYYY-MM-DD; end on or after start. */
  start_date?: string | null;
  end_date?: string | null;
  schedule?: WeeklyScheduleDto | null;
  capacity: number;
  /** Students joining by code or link wait for a teacher's approval. Invited students never wait. */
  requires_approval?: boolean;
  default_test?: TestRefDto | null;
  /** Both or neither; min <= max, within CLASS_LIMITS.scoreMin..scoreMax. */
  score_min?: number | null;
  score_max?: number | null;
}

/** A class in the lists (/classes, /classes-i-created, company). */
export interface ClassSummaryDto {
  id: number;
  name: string;
  method: ClassMethod;
  start_date: string | null;
  end_date: string | null;
  archived: boolean;
  owner: UserRefDto;
  student_count: number;
  capacity: number;
  /** Active class tests (window not closed). */
  open_test_count: number;
  my_role: ClassRole;
}

/** GET /classes/{id}. Codes and the link only for the class's teachers. */
export interface ClassDetailDto extends ClassSummaryDto {
  description: string;
  schedule: WeeklyScheduleDto | null;
  requires_approval: boolean;
  default_test: (TestRefDto & { title: string }) | null;
  score_min: number | null;
  score_max: number | null;
  company_id: number | null;
  teachers: UserRefDto[];
  class_code: string | null;
  teacher_code: string | null;
  /** Absolute URL of the invitation link. */
  invitation_link: string | null;
  created_at: string;
}

export interface CodeResponse {
  code: string;
  invitation_link?: string;
}

/** GET /class-codes/{code}: what the join dialog shows before joining. */
export interface ClassPreviewDto {
  name: string;
  owner: UserRefDto;
  method: ClassMethod;
  start_date: string | null;
  requires_approval: boolean;
  seats_left: number;
  archived: boolean;
}

export interface JoinClassRequest {
  code: string;
  /** The invitation token from an e-mail link: no approval needed. */
  invitation?: string;
}

export interface JoinClassResponse {
  class_id: number;
  status: ClassMemberStatus;
}

// ---------------------------------------------------------------------------------------------------------
// Roster
// ---------------------------------------------------------------------------------------------------------

export interface RosterStudentDto extends UserRefDto {
  email: string;
  status: ClassMemberStatus;
  joined_at: string;
}

export interface RosterDto {
  class_id: number;
  capacity: number;
  seats_left: number;
  owner: UserRefDto;
  teachers: UserRefDto[];
  students: RosterStudentDto[];
  /** Addresses invited that have not joined yet. */
  invitations: { email: string; invited_at: string }[];
}

export interface InviteRequest {
  emails: string[];
}

export interface InviteResponse {
  results: { email: string; outcome: InvitationOutcome }[];
}

// ---------------------------------------------------------------------------------------------------------
// Class tests
// ---------------------------------------------------------------------------------------------------------

/** POST /classes/{id}/tests: send a test. */
export interface SendClassTestRequest extends TestRefDto {
  /** Defaults to the test's title. */
  title?: string;
  /** Every active student of the class, or the picked ones (at least one: spec section 5). */
  all_students: boolean;
  student_ids?: number[];
  /** ISO date-times; due after opens. opens_at defaults to now. */
  opens_at?: string;
  due_at: string;
  attempts_allowed: number;
}

/** PATCH /class-exams/{id}. */
export interface UpdateClassTestRequest {
  title?: string;
  opens_at?: string;
  due_at?: string;
  attempts_allowed?: number;
}

export interface ClassTestDto extends TestRefDto {
  id: number;
  class_id: number;
  class_name: string;
  title: string;
  opens_at: string;
  due_at: string;
  attempts_allowed: number;
  explanations_released: boolean;
  assigned_count: number;
  finished_count: number;
  /** Students who started and have not finished yet (a running attempt, none finished). */
  in_progress_count: number;
  created_at: string;
  /** For a student: where they stand. */
  my_progress?: ClassTestProgress;
  my_attempts_used?: number;
}

/** GET /class-exams/{id}/lock: the lock page. */
export interface ClassExamLockDto extends TestRefDto {
  class_exam_id: number;
  title: string;
  class_name: string;
  teacher: UserRefDto;
  opens_at: string;
  due_at: string;
  attempts_allowed: number;
  attempts_used: number;
  availability: ClassExamAvailability;
  /** The running attempt to resume, if any. */
  attempt_id: number | null;
  /** Finished attempts' results, newest first. */
  results: { attempt_id: number; finished_at: string }[];
}

/** POST /class-exams/{id}/start: the attempt to open in the runner (/test/{target_type}/{target_id}). */
export interface StartClassExamResponse extends TestRefDto {
  attempt_id: number;
  /** False when a running attempt was answered (no new charge). */
  created: boolean;
}

// ---------------------------------------------------------------------------------------------------------
// Results
// ---------------------------------------------------------------------------------------------------------

export interface QuestionCorrectDto {
  question_id: number;
  /** Module position in the test, then number within the module. */
  module: number;
  number: number;
  domain: string | null;
  skill: string | null;
  answered: number;
  percent_correct: number;
}

export interface ClassTestStudentRowDto {
  student: UserRefDto;
  progress: ClassTestProgress;
  attempts_used: number;
  /** Best finished attempt. */
  attempt_id: number | null;
  score: number | null;
  finished_at: string | null;
}

export interface ClassTestResultsDto {
  class_test: ClassTestDto;
  /** On the test's total scale; empty when nothing is scored yet. */
  distribution: ScoreBucketDto[];
  average: number | null;
  questions: QuestionCorrectDto[];
  students: ClassTestStudentRowDto[];
  counts: Record<ClassTestProgress, number>;
}

/** GET /classes/{id}/results: students by class tests. */
export interface ClassResultsDto {
  class_id: number;
  tests: { id: number; title: string; due_at: string; average: number | null }[];
  students: { student: UserRefDto; scores: (number | null)[]; progress: ClassTestProgress[] }[];
}

export interface SkillStatDto {
  domain: string;
  skill: string | null;
  answered: number;
  percent_correct: number;
}

/** GET /classes/{id}/students/{userId}/results and the class part of /teacher/users/{id}. */
export interface StudentClassResultsDto {
  student: UserRefDto;
  /** Scores over time, oldest first. */
  scores: { class_exam_id: number; title: string; attempt_id: number; score: number | null; finished_at: string }[];
  domains: SkillStatDto[];
  skills: SkillStatDto[];
}

/** GET /teacher/users: a student of the caller's classes. */
export interface TeacherStudentDto extends UserRefDto {
  email: string;
  classes: { id: number; name: string }[];
}

/** GET /teacher/users/{id}. */
export interface TeacherStudentDetailDto extends TeacherStudentDto {
  results: StudentClassResultsDto;
}

/** GET {role}/users/{id}/user-exams: one attempt of the student (paged), the admin's row plus the class test and score. */
export interface ClassUserExamDto extends UserExamDto {
  class_exam_id: number | null;
  score: number | null;
}

/** GET session-class/list. */
export interface SessionClassDto {
  id: number;
  name: string;
  method: ClassMethod;
  start_date: string | null;
  end_date: string | null;
  student_count: number;
}

// ---------------------------------------------------------------------------------------------------------
// Parents
// ---------------------------------------------------------------------------------------------------------

export interface ChildAttendanceDto {
  class_id: number;
  date: string;
  state: AttendanceState;
}

/** GET parent/children/{childId}/classes. */
export interface ChildClassesDto {
  child: UserRefDto;
  classes: ClassSummaryDto[];
  class_tests: (ClassTestDto & { score: number | null; attempt_id: number | null })[];
  attendance: ChildAttendanceDto[];
}

export interface WeeklySummarySetting {
  enabled: boolean;
}

// ---------------------------------------------------------------------------------------------------------
// Materials
// ---------------------------------------------------------------------------------------------------------

export interface MaterialCategoryDto {
  id: number;
  name: string;
}

export interface LessonDto {
  id: number;
  unit_id: number;
  title: string;
  position: number;
}

export interface UnitDto {
  id: number;
  title: string;
  position: number;
  lessons: LessonDto[];
}

export interface MaterialDto {
  id: number;
  title: string;
  category_id: number | null;
  lesson_id: number | null;
  kind: MaterialKind;
  /** The link, or null for a file (download at materialFile). */
  url: string | null;
  file_name: string | null;
  file_size: number | null;
  file_kind: MaterialFileKind | null;
  uploaded_at: string;
  uploaded_by: UserRefDto;
}

export interface MaterialsDto {
  categories: MaterialCategoryDto[];
  units: UnitDto[];
  materials: MaterialDto[];
}

/**
 * POST /classes/{id}/materials. JSON for a link; multipart/form-data for a file, with these fields as
 * text parts beside `file` (category_id and lesson_id as decimal strings).
 */
export interface CreateMaterialRequest {
  title: string;
  category_id?: number | null;
  lesson_id?: number | null;
  /** http(s) URL; required without a file. */
  link?: string;
}

export interface NameRequest {
  name: string;
}

export interface TitleRequest {
  title: string;
}

// ---------------------------------------------------------------------------------------------------------
// Attendance and lesson logs
// ---------------------------------------------------------------------------------------------------------

/** POST /classes/{id}/meetings and PUT /meetings/{id}: one class meeting, its lesson log and attendance. */
export interface MeetingInput {
  /** YYYY-MM-DD. */
  date: string;
  duration_minutes: number;
  topic: string;
  homework?: string;
  notes?: string;
  /** Students not listed have no record for the meeting. */
  attendance: { student_id: number; state: AttendanceState }[];
}

export interface MeetingDto extends Omit<MeetingInput, 'attendance'> {
  id: number;
  class_id: number;
  homework: string;
  notes: string;
  teacher: UserRefDto;
  attendance: { student: UserRefDto; state: AttendanceState }[];
  created_at: string;
}
