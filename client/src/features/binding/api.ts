import type { ProfileDto } from '@app/shared';
import type { ApiClient } from '../../lib/api-client';

export interface BindStudentPayload {
  school: string;
  phone: string;
  grade_level?: string | null;
  graduation_year?: number | null;
  address?: string | null;
}
export interface BindTeacherPayload {
  college: string;
  major: string;
  phone: string;
  instructor_code?: string;
}
export interface BindParentPayload {
  phone: string;
  student_emails: string[];
}
export interface StudentEmailCheck {
  exists: boolean;
  verified: boolean;
}

/** Role-specific registration details (spec section 7, "Binding"). */
export const bindingApi = (api: ApiClient) => ({
  bindStudent: (p: BindStudentPayload) => api.post<ProfileDto>('bind-student', p),
  bindTeacher: (p: BindTeacherPayload) => api.post<ProfileDto>('bind-teacher', p),
  bindParent: (p: BindParentPayload) => api.post<ProfileDto>('bind-parent', p),
  checkInstructorCode: (code: string) => api.post<{ valid: boolean }>('auth-instructor', { code }, { background: true }),
  checkStudentEmail: (email: string) => api.post<StudentEmailCheck>('check-email', { email }, { background: true }),
});
