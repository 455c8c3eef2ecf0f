import { defineMessages } from '../../i18n/define-messages';

/** The company feature's texts (locales/*.json, ids company.<group>.<key>). */
export const membersMessages = defineMessages({
  studentsTitle: { id: 'company.members.studentsTitle' },
  studentsSubtitle: { id: 'company.members.studentsSubtitle' },
  teachersTitle: { id: 'company.members.teachersTitle' },
  teachersSubtitle: { id: 'company.members.teachersSubtitle' },
  search: { id: 'company.members.search' },
  emptyStudents: { id: 'company.members.emptyStudents' },
  emptyTeachers: { id: 'company.members.emptyTeachers' },
  empty: { id: 'company.members.empty' },
  colName: { id: 'company.members.colName' },
  colEmail: { id: 'company.members.colEmail' },
  colRoles: { id: 'company.members.colRoles' },
  colJoined: { id: 'company.members.colJoined' },
  colActions: { id: 'company.members.colActions' },
  byCode: { id: 'company.members.byCode' },
  remove: { id: 'company.members.remove' },
  removeTitle: { id: 'company.members.removeTitle' },
  removeBody: { id: 'company.members.removeBody' },
  removed: { id: 'company.members.removed' },
  codeHint: { id: 'company.members.codeHint' },
  kindAll: { id: 'company.members.kindAll' },
  kindStudents: { id: 'company.members.kindStudents' },
  kindTeachers: { id: 'company.members.kindTeachers' },
  kind: { id: 'company.members.kind' },
});

export const roleMessages = defineMessages({
  'super-admin': { id: 'company.role.super-admin' },
  admin: { id: 'company.role.admin' },
  teacher: { id: 'company.role.teacher' },
  'company-admin': { id: 'company.role.company-admin' },
  parent: { id: 'company.role.parent' },
  student: { id: 'company.role.student' },
  pro: { id: 'company.role.pro' },
});

export const memberMessages = defineMessages({
  back: { id: 'company.member.back' },
  joined: { id: 'company.member.joined' },
  classes: { id: 'company.member.classes' },
  noClasses: { id: 'company.member.noClasses' },
  asStudent: { id: 'company.member.asStudent' },
  asTeacher: { id: 'company.member.asTeacher' },
  courses: { id: 'company.member.courses' },
  noCourses: { id: 'company.member.noCourses' },
  owner: { id: 'company.member.owner' },
  results: { id: 'company.member.results' },
  noResults: { id: 'company.member.noResults' },
  colTest: { id: 'company.member.colTest' },
  colStarted: { id: 'company.member.colStarted' },
  colScore: { id: 'company.member.colScore' },
  inProgress: { id: 'company.member.inProgress' },
});

export const infoMessages = defineMessages({
  title: { id: 'company.info.title' },
  subtitle: { id: 'company.info.subtitle' },
  details: { id: 'company.info.details' },
  name: { id: 'company.info.name' },
  description: { id: 'company.info.description' },
  contactEmail: { id: 'company.info.contactEmail' },
  phone: { id: 'company.info.phone' },
  address: { id: 'company.info.address' },
  save: { id: 'company.info.save' },
  saved: { id: 'company.info.saved' },
  code: { id: 'company.info.code' },
  codeHelp: { id: 'company.info.codeHelp' },
  copy: { id: 'company.info.copy' },
  newCode: { id: 'company.info.newCode' },
  newCodeTitle: { id: 'company.info.newCodeTitle' },
  newCodeBody: { id: 'company.info.newCodeBody' },
  newCodeDone: { id: 'company.info.newCodeDone' },
  counts: { id: 'company.info.counts' },
  students: { id: 'company.info.students' },
  teachers: { id: 'company.info.teachers' },
  noCompany: { id: 'company.info.noCompany' },
  back: { id: 'company.info.back' },
  members: { id: 'company.info.members' },
});

export const joinMessages = defineMessages({
  title: { id: 'company.join.title' },
  subtitle: { id: 'company.join.subtitle' },
  code: { id: 'company.join.code' },
  submit: { id: 'company.join.submit' },
  joined: { id: 'company.join.joined' },
  onlyTeachersStudents: { id: 'company.join.onlyTeachersStudents' },
});

export const adminMessages = defineMessages({
  title: { id: 'company.admin.title' },
  subtitle: { id: 'company.admin.subtitle' },
  search: { id: 'company.admin.search' },
  empty: { id: 'company.admin.empty' },
  colName: { id: 'company.admin.colName' },
  colCode: { id: 'company.admin.colCode' },
  colStudents: { id: 'company.admin.colStudents' },
  colTeachers: { id: 'company.admin.colTeachers' },
  colActions: { id: 'company.admin.colActions' },
  members: { id: 'company.admin.members' },
  edit: { id: 'company.admin.edit' },
  create: { id: 'company.admin.create' },
  createTitle: { id: 'company.admin.createTitle' },
  created: { id: 'company.admin.created' },
  back: { id: 'company.admin.back' },
  usersTitle: { id: 'company.admin.usersTitle' },
  addTitle: { id: 'company.admin.addTitle' },
  addUser: { id: 'company.admin.addUser' },
  addHelp: { id: 'company.admin.addHelp' },
  add: { id: 'company.admin.add' },
  added: { id: 'company.admin.added' },
  cancel: { id: 'company.admin.cancel' },
});

/** A course join request's answer (the courses feature's texts). */
export const responseMessages = defineMessages({
  no_reply: { id: 'courses.response.no_reply' },
  accepted: { id: 'courses.response.accepted' },
  rejected: { id: 'courses.response.rejected' },
});
