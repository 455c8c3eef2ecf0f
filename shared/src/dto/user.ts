import type { Lang } from '../locale';
import type { Role } from '../roles';

/** User profile of spec section 3. Dates are ISO strings or null. */
export interface UserDto {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  username: string;
  email_verified_at: string | null;
  all_roles: Role[];
  lang: Lang;
  timezone: string;
  pro_expired_at: string | null;
  taken_unlimited_expire_at: string | null;
  balance: number;
  /** May work the teacher grading queue (an admin made this teacher a grader): the client shows the link only then. */
  grader: boolean;
}

/** Registration payload of spec section 3 (plus username, role and the repeated password). */
export interface RegisterRequest {
  first_name: string;
  last_name: string;
  email: string;
  username: string;
  password: string;
  password_confirmation: string;
  captcha: string;
  captcha_key: string;
  referral_code?: string;
  role?: 'student' | 'teacher' | 'parent';
  /** The browser's IANA time zone: the account's dates are shown in it. Absent: the business zone. */
  timezone?: string;
}

export interface LoginRequest {
  email?: string;
  username?: string;
  password: string;
}

export interface LoginResponse {
  access_token: string;
  user: UserDto;
}

export interface CaptchaDto {
  key: string;
  img: string;
}

export interface GeoDto {
  iso_code: string;
  country: string;
  city: string;
  timezone: string;
}

export interface FinishBindDto {
  finishBind: boolean;
  /** Which detail form is still owed, when finishBind is false. */
  role: 'student' | 'teacher' | 'parent' | null;
}

export interface StudentProfileDto {
  school: string;
  grade_level: string | null;
  graduation_year: number | null;
  phone: string;
  address: string | null;
  language_preference: string | null;
  referral: string | null;
  notes: string | null;
}

export interface TeacherBillingDto {
  official_name?: string;
  id_number?: string;
  birth_date?: string;
  mailing_address?: string;
  payment_method?: string;
}

export interface TeacherProfileDto {
  college: string;
  major: string;
  phone: string;
  grade_level: string | null;
  hours_weekly: number | null;
  subjects: string[];
  bio: string | null;
  hourly_salary: number | null;
  billing: TeacherBillingDto | null;
}

export interface ParentProfileDto {
  phone: string;
  student_emails: string[];
}

/** A whole profile: the user plus whichever role details exist. */
export interface ProfileDto {
  user: UserDto;
  student: StudentProfileDto | null;
  teacher: TeacherProfileDto | null;
  parent: ParentProfileDto | null;
  avatar_url: string | null;
}

/** Public view of another user: no e-mail, no balance. */
export interface PublicUserDto {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  all_roles: Role[];
}

export interface ImageDto {
  id: number;
  url: string;
  mime: string;
  size: number;
}

/** A parent asking to follow the student (POST /bind-parent), waiting for the student's answer. */
export interface ParentLinkRequestDto {
  parent: { id: number; username: string; first_name: string; last_name: string };
  requested_at: string;
}
