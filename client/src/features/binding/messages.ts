import { defineMessages } from '../../i18n/define-messages';

export const bindingMessages = defineMessages({
  titleStudent: { id: 'binding.detailsPage.titleStudent' },
  titleTeacher: { id: 'binding.detailsPage.titleTeacher' },
  titleParent: { id: 'binding.detailsPage.titleParent' },
  subtitle: { id: 'binding.detailsPage.subtitle' },
  submit: { id: 'binding.detailsPage.submit' },
  done: { id: 'binding.detailsPage.done' },

  school: { id: 'binding.studentForm.school' },
  phone: { id: 'binding.form.phone' },
  gradeLevel: { id: 'binding.studentForm.gradeLevel' },
  graduationYear: { id: 'binding.studentForm.graduationYear' },
  address: { id: 'binding.studentForm.address' },

  college: { id: 'binding.teacherForm.college' },
  major: { id: 'binding.teacherForm.major' },
  instructorCode: { id: 'binding.teacherForm.instructorCode' },
  instructorCodeHelp: { id: 'binding.teacherForm.instructorCodeHelp' },
  instructorCodeValid: { id: 'binding.teacherForm.instructorCodeValid' },
  instructorCodeInvalid: { id: 'binding.teacherForm.instructorCodeInvalid' },

  studentEmails: { id: 'binding.parentForm.studentEmails' },
  studentEmailsHelp: { id: 'binding.parentForm.studentEmailsHelp' },
  studentEmail: { id: 'binding.parentForm.studentEmail' },
  addStudent: { id: 'binding.parentForm.addStudent' },
  removeStudent: { id: 'binding.parentForm.removeStudent' },
  studentFound: { id: 'binding.parentForm.studentFound' },
  studentNotFound: { id: 'binding.parentForm.studentNotFound' },
  studentVerified: { id: 'binding.parentForm.studentVerified' },
  studentCheckFailed: { id: 'binding.parentForm.studentCheckFailed' },
  atLeastOne: { id: 'binding.parentForm.atLeastOne' },
});
