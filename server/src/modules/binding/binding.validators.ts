import { body } from 'express-validator';
import { emailField, gradeLevelField, optionalText, phoneField, requiredText, yearField } from '../../lib/rules';

/** Spec section 5: a parent links 1 to 10 students. */
export const MAX_LINKED_STUDENTS = 10;

const normalizedEmail = (v: unknown) => (typeof v === 'string' ? v.trim().toLowerCase() : v);

export const bindStudentRules = [requiredText('school'), phoneField(), gradeLevelField(), yearField('graduation_year'), optionalText('address', 500)];

export const bindTeacherRules = [requiredText('college'), requiredText('major'), phoneField(), optionalText('instructor_code', 64)];

export const authInstructorRules = [requiredText('code', 64)];

export const checkEmailRules = [emailField()];

export const bindParentRules = [
  phoneField(),
  body('student_emails')
    .exists({ values: 'null' })
    .withMessage('validation.student_emails.min')
    .bail()
    .isArray({ min: 1 })
    .withMessage('validation.student_emails.min')
    .bail()
    .isArray({ max: MAX_LINKED_STUDENTS })
    .withMessage('validation.student_emails.max'),
  // Errors land on the offending entry (`student_emails[1]`), which is where the form shows them.
  emailField('student_emails.*'),
  body('student_emails.*')
    .custom((value: unknown, { req, pathValues }) => {
      const index = Number(pathValues[0]);
      const list: unknown = (req.body as { student_emails?: unknown }).student_emails;
      return !Array.isArray(list) || !list.slice(0, index).some((earlier) => normalizedEmail(earlier) === normalizedEmail(value));
    })
    .withMessage('validation.student_emails.duplicate'),
];
