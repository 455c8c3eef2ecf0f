import type { AdminStudentDto, AdminUserDto, UserExamDto } from '@app/shared';
import { imageUrl } from '../images/image.mapper';
import type { AdminUserRow, StudentRow, UserExamRow } from './admin-users.repository';

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

export const toAdminUserDto = (r: AdminUserRow): AdminUserDto => ({
  id: r.id,
  username: r.username,
  first_name: r.first_name,
  last_name: r.last_name,
  email: r.email,
  phone: r.phone,
  all_roles: r.roles,
  joined_at: new Date(r.created_at).toISOString(),
  avatar_url: r.avatar_stored_name ? imageUrl(r.avatar_stored_name) : null,
  email_verified_at: iso(r.email_verified_at),
  balance: r.balance,
  pro_expired_at: iso(r.pro_expired_at),
  taken_unlimited_expire_at: iso(r.taken_unlimited_expire_at),
});

export const toAdminStudentDto = (r: StudentRow): AdminStudentDto => ({
  id: r.id,
  username: r.username,
  first_name: r.first_name,
  last_name: r.last_name,
  email: r.email,
  joined_at: new Date(r.created_at).toISOString(),
  exams_started: r.exams_started,
  exams_finished: r.exams_finished,
  last_exam_at: iso(r.last_exam_at),
});

export const toUserExamDto = (r: UserExamRow): UserExamDto => ({
  id: r.id,
  target_type: r.target_type,
  target_id: r.target_id,
  title: r.title,
  category: r.category,
  status: r.status,
  started_at: new Date(r.started_at).toISOString(),
  finished_at: iso(r.finished_at),
});
