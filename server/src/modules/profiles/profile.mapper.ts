import type { ParentProfileDto, ProfileDto, StudentProfileDto, TeacherProfileDto } from '@app/shared';
import { imageUrl } from '../images';
import { toUserDto } from '../users';
import type { ParentDetails, ProfileRecord, StudentDetails, TeacherDetails } from './profiles.repository';

export const toStudentProfileDto = (s: StudentDetails): StudentProfileDto => ({
  school: s.school,
  grade_level: s.gradeLevel,
  graduation_year: s.graduationYear,
  phone: s.phone,
  address: s.address,
  language_preference: s.languagePreference,
  referral: s.referral,
  notes: s.notes,
});

export const toTeacherProfileDto = (t: TeacherDetails): TeacherProfileDto => ({
  college: t.college,
  major: t.major,
  phone: t.phone,
  grade_level: t.gradeLevel,
  hours_weekly: t.hoursWeekly,
  subjects: t.subjects,
  bio: t.bio,
  hourly_salary: t.hourlySalary,
  billing: t.billing,
});

export const toParentProfileDto = (p: ParentDetails): ParentProfileDto => ({ phone: p.phone, student_emails: p.studentEmails });

export const toProfileDto = (p: ProfileRecord): ProfileDto => ({
  user: toUserDto(p.user),
  student: p.student && toStudentProfileDto(p.student),
  teacher: p.teacher && toTeacherProfileDto(p.teacher),
  parent: p.parent && toParentProfileDto(p.parent),
  avatar_url: p.avatarStoredName ? imageUrl(p.avatarStoredName) : null,
});
