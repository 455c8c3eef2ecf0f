import { defineMessages } from '../../i18n/define-messages';

/** Client-side form validation and field decorations, shared by every form. */
export const formMessages = defineMessages({
  optional: { id: 'app.form.optional' },
  required: { id: 'app.form.required' },
  email: { id: 'app.form.email' },
  phone: { id: 'app.form.phone' },
  passwordMin: { id: 'app.form.passwordMin' },
  passwordMismatch: { id: 'app.form.passwordMismatch' },
  emailRepeat: { id: 'app.form.emailRepeat' },
  choose: { id: 'app.form.choose' },
  grade: { id: 'app.form.grade' },
  collegeYear: { id: 'app.form.collegeYear' },
  graduateSchool: { id: 'app.form.graduateSchool' },
  graduated: { id: 'app.form.graduated' },
  save: { id: 'app.form.save' },
  saved: { id: 'app.form.saved' },
});
