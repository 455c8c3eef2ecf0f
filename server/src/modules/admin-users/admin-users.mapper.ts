import type { AdminStudentDto, AdminUserDto, UserExamDto } from '@app/shared';
import { iso } from '../../lib/dates';
import { imageUrl } from '../images';
import type { AdminUserRow, StudentRow, UserExamRow } from './admin-users.repository';

export const toAdminUserDto = (r: AdminUserRow): AdminUserDto => ({
  id: r.id,
  username: r.username,
  first_name: r.firstName,
  last_name: r.lastName,
  email: r.email,
  phone: r.phone,
  all_roles: r.roles,
  joined_at: r.createdAt.toISOString(),
  avatar_url: r.avatarStoredName ? imageUrl(r.avatarStoredName) : null,
  email_verified_at: iso(r.emailVerifiedAt),
  balance: r.balance,
  pro_expired_at: iso(r.proExpiredAt),
  taken_unlimited_expire_at: iso(r.takenUnlimitedExpireAt),
  grader: r.grader,
});

export const toAdminStudentDto = (r: StudentRow): AdminStudentDto => ({
  id: r.id,
  username: r.username,
  first_name: r.firstName,
  last_name: r.lastName,
  email: r.email,
  joined_at: r.createdAt.toISOString(),
  exams_started: r.examsStarted,
  exams_finished: r.examsFinished,
  last_exam_at: iso(r.lastExamAt),
});

export const toUserExamDto = (r: UserExamRow): UserExamDto => ({
  id: r.id,
  target_type: r.targetType,
  target_id: r.targetId,
  title: r.title,
  category: r.category,
  status: r.status,
  started_at: r.startedAt.toISOString(),
  finished_at: iso(r.finishedAt),
});
