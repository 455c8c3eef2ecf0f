import type { TeacherProfileDto } from '@app/shared';
import { phone, required, type Schema } from '../../components/form/validation';

export const TEACHER_FIELDS = ['college', 'major', 'phone'] as const;
export type TeacherField = (typeof TEACHER_FIELDS)[number];
export type TeacherValues = Record<TeacherField, string>;

export const teacherRules: Schema<TeacherValues> = { college: [required], major: [required], phone: [required, phone] };

export const toTeacherPayload = (v: TeacherValues): Pick<TeacherProfileDto, TeacherField> => ({
  college: v.college.trim(),
  major: v.major.trim(),
  phone: v.phone.trim(),
});
