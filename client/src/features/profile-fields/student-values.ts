import type { StudentProfileDto } from '@app/shared';
import { numberOrNull, orNull } from '../../components/form/form-values';
import { phone, required, type Schema } from '../../components/form/validation';

export const STUDENT_FIELDS = ['school', 'phone', 'grade_level', 'graduation_year', 'address'] as const;
export type StudentField = (typeof STUDENT_FIELDS)[number];
export type StudentValues = Record<StudentField, string>;

export const studentRules: Schema<StudentValues> = { school: [required], phone: [required, phone] };

/** Blank optional fields go out as null, so clearing one on the profile page clears it on the server too. */
export function toStudentPayload(v: StudentValues): Pick<StudentProfileDto, StudentField> {
  return {
    school: v.school.trim(),
    phone: v.phone.trim(),
    grade_level: orNull(v.grade_level),
    graduation_year: numberOrNull(v.graduation_year),
    address: orNull(v.address),
  };
}
