// The profile's field groups, which registration, the details form after it and the profile page share.
export { NameFields } from './name-fields';
export { nameRules, toNamePayload } from './name-values';
export { StudentFields } from './student-fields';
export { STUDENT_FIELDS, studentRules, toStudentPayload } from './student-values';
export { TeacherFields } from './teacher-fields';
export { TEACHER_FIELDS, teacherRules, toTeacherPayload } from './teacher-values';
