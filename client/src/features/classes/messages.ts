import { defineMessages } from '../../i18n/define-messages';

/** Labels several pages share: methods, days, test kinds, progress, attendance, due states. */
export const commonMessages = defineMessages({
  archived: { id: 'classes.common.archived' },
  dueOn: { id: 'classes.common.dueOn' },
  due_done: { id: 'classes.common.due_done' },
  due_dueSoon: { id: 'classes.common.due_dueSoon' },
  due_open: { id: 'classes.common.due_open' },
  due_overdue: { id: 'classes.common.due_overdue' },
  due_upcoming: { id: 'classes.common.due_upcoming' },
  attendance_present: { id: 'classes.common.attendance_present' },
  attendance_late: { id: 'classes.common.attendance_late' },
  attendance_absent: { id: 'classes.common.attendance_absent' },
  attendance_excused: { id: 'classes.common.attendance_excused' },
  day_mon: { id: 'classes.common.day_mon' },
  day_tue: { id: 'classes.common.day_tue' },
  day_wed: { id: 'classes.common.day_wed' },
  day_thu: { id: 'classes.common.day_thu' },
  day_fri: { id: 'classes.common.day_fri' },
  day_sat: { id: 'classes.common.day_sat' },
  day_sun: { id: 'classes.common.day_sun' },
  dayShort_mon: { id: 'classes.common.dayShort_mon' },
  dayShort_tue: { id: 'classes.common.dayShort_tue' },
  dayShort_wed: { id: 'classes.common.dayShort_wed' },
  dayShort_thu: { id: 'classes.common.dayShort_thu' },
  dayShort_fri: { id: 'classes.common.dayShort_fri' },
  dayShort_sat: { id: 'classes.common.dayShort_sat' },
  dayShort_sun: { id: 'classes.common.dayShort_sun' },
  method_online: { id: 'classes.common.method_online' },
  method_in_person: { id: 'classes.common.method_in_person' },
  progress_not_started: { id: 'classes.common.progress_not_started' },
  progress_in_progress: { id: 'classes.common.progress_in_progress' },
  progress_finished: { id: 'classes.common.progress_finished' },
  type_practice: { id: 'classes.common.type_practice' },
  type_fullPractice: { id: 'classes.common.type_fullPractice' },
  type_adaptive: { id: 'classes.common.type_adaptive' },
});

/** The class tables (teacher lists). */
export const listMessages = defineMessages({
  colName: { id: 'classes.list.colName' },
  colMethod: { id: 'classes.list.colMethod' },
  colDates: { id: 'classes.list.colDates' },
  colStudents: { id: 'classes.list.colStudents' },
  colOpenTests: { id: 'classes.list.colOpenTests' },
  colOwner: { id: 'classes.list.colOwner' },
});

/** /classes-i-created. */
export const createdMessages = defineMessages({
  title: { id: 'classes.created.title' },
  subtitle: { id: 'classes.created.subtitle' },
  newClass: { id: 'classes.created.newClass' },
  create: { id: 'classes.created.create' },
  empty: { id: 'classes.created.empty' },
  coTaught: { id: 'classes.created.coTaught' },
  joinTitle: { id: 'classes.created.joinTitle' },
  joinPlaceholder: { id: 'classes.created.joinPlaceholder' },
  join: { id: 'classes.created.join' },
});

/** The class form (create and edit). */
export const classFormMessages = defineMessages({
  name: { id: 'classes.form.name' },
  description: { id: 'classes.form.description' },
  method: { id: 'classes.form.method' },
  startDate: { id: 'classes.form.startDate' },
  endDate: { id: 'classes.form.endDate' },
  schedule: { id: 'classes.form.schedule' },
  scheduleHelp: { id: 'classes.form.scheduleHelp' },
  day: { id: 'classes.form.day' },
  startTime: { id: 'classes.form.startTime' },
  endTime: { id: 'classes.form.endTime' },
  addSlot: { id: 'classes.form.addSlot' },
  removeSlot: { id: 'classes.form.removeSlot' },
  timeZone: { id: 'classes.form.timeZone' },
  capacity: { id: 'classes.form.capacity' },
  approval: { id: 'classes.form.approval' },
  approvalHelp: { id: 'classes.form.approvalHelp' },
  defaultTest: { id: 'classes.form.defaultTest' },
  scoreMin: { id: 'classes.form.scoreMin' },
  scoreMax: { id: 'classes.form.scoreMax' },
  required: { id: 'classes.form.required' },
  tooLong: { id: 'classes.form.tooLong' },
  capacityRange: { id: 'classes.form.capacityRange' },
  endBeforeStart: { id: 'classes.form.endBeforeStart' },
  scoreBoth: { id: 'classes.form.scoreBoth' },
  scoreRange: { id: 'classes.form.scoreRange' },
  scoreOrder: { id: 'classes.form.scoreOrder' },
  slotOrder: { id: 'classes.form.slotOrder' },
  slotsMax: { id: 'classes.form.slotsMax' },
});

/** The teacher's class page. */
export const classPageMessages = defineMessages({
  back: { id: 'classes.page.back' },
  tabs: { id: 'classes.page.tabs' },
  tabRoster: { id: 'classes.page.tabRoster' },
  tabTests: { id: 'classes.page.tabTests' },
  tabResults: { id: 'classes.page.tabResults' },
  tabMaterials: { id: 'classes.page.tabMaterials' },
  tabAttendance: { id: 'classes.page.tabAttendance' },
  tabSettings: { id: 'classes.page.tabSettings' },
  archive: { id: 'classes.page.archive' },
  unarchive: { id: 'classes.page.unarchive' },
  archiveBody: { id: 'classes.page.archiveBody' },
  unarchiveBody: { id: 'classes.page.unarchiveBody' },
  readOnly: { id: 'classes.page.readOnly' },
  save: { id: 'classes.page.save' },
  saved: { id: 'classes.page.saved' },
});

/** The roster tab. */
export const rosterMessages = defineMessages({
  codesTitle: { id: 'classes.roster.codesTitle' },
  classCode: { id: 'classes.roster.classCode' },
  classCodeHelp: { id: 'classes.roster.classCodeHelp' },
  teacherCode: { id: 'classes.roster.teacherCode' },
  teacherCodeHelp: { id: 'classes.roster.teacherCodeHelp' },
  link: { id: 'classes.roster.link' },
  copy: { id: 'classes.roster.copy' },
  newCode: { id: 'classes.roster.newCode' },
  newClassCodeBody: { id: 'classes.roster.newClassCodeBody' },
  newTeacherCodeBody: { id: 'classes.roster.newTeacherCodeBody' },
  inviteTitle: { id: 'classes.roster.inviteTitle' },
  inviteHelp: { id: 'classes.roster.inviteHelp' },
  inviteSend: { id: 'classes.roster.inviteSend' },
  inviteInvalid: { id: 'classes.roster.inviteInvalid' },
  inviteNone: { id: 'classes.roster.inviteNone' },
  inviteTooMany: { id: 'classes.roster.inviteTooMany' },
  outcome_mailed_user: { id: 'classes.roster.outcome_mailed_user' },
  outcome_mailed_signup: { id: 'classes.roster.outcome_mailed_signup' },
  outcome_already_member: { id: 'classes.roster.outcome_already_member' },
  pendingTitle: { id: 'classes.roster.pendingTitle' },
  approve: { id: 'classes.roster.approve' },
  reject: { id: 'classes.roster.reject' },
  studentsTitle: { id: 'classes.roster.studentsTitle' },
  seats: { id: 'classes.roster.seats' },
  noStudents: { id: 'classes.roster.noStudents' },
  colName: { id: 'classes.roster.colName' },
  colEmail: { id: 'classes.roster.colEmail' },
  colJoined: { id: 'classes.roster.colJoined' },
  colActions: { id: 'classes.roster.colActions' },
  remove: { id: 'classes.roster.remove' },
  teachersTitle: { id: 'classes.roster.teachersTitle' },
  owner: { id: 'classes.roster.owner' },
  invitationsTitle: { id: 'classes.roster.invitationsTitle' },
  noInvitations: { id: 'classes.roster.noInvitations' },
  confirm_student: { id: 'classes.roster.confirm_student' },
  confirm_reject: { id: 'classes.roster.confirm_reject' },
  confirm_teacher: { id: 'classes.roster.confirm_teacher' },
});

/** The test picker. */
export const testPickerMessages = defineMessages({
  kind: { id: 'classes.picker.kind' },
  test: { id: 'classes.picker.test' },
  choose: { id: 'classes.picker.choose' },
  none: { id: 'classes.picker.none' },
});

/** The send-a-test form. */
export const sendMessages = defineMessages({
  title: { id: 'classes.send.title' },
  titleHelp: { id: 'classes.send.titleHelp' },
  students: { id: 'classes.send.students' },
  allStudents: { id: 'classes.send.allStudents' },
  noStudents: { id: 'classes.send.noStudents' },
  opens: { id: 'classes.send.opens' },
  opensHelp: { id: 'classes.send.opensHelp' },
  due: { id: 'classes.send.due' },
  attempts: { id: 'classes.send.attempts' },
  costNote: { id: 'classes.send.costNote' },
  send: { id: 'classes.send.send' },
  required: { id: 'classes.send.required' },
  pickStudents: { id: 'classes.send.pickStudents' },
  dueBeforeOpens: { id: 'classes.send.dueBeforeOpens' },
  dueInPast: { id: 'classes.send.dueInPast' },
  attemptsRange: { id: 'classes.send.attemptsRange' },
  insufficientCoins: { id: 'classes.send.insufficientCoins' },
  topUp: { id: 'classes.send.topUp' },
});

/** The tests tab. */
export const testsMessages = defineMessages({
  sendTitle: { id: 'classes.tests.sendTitle' },
  sendOpen: { id: 'classes.tests.sendOpen' },
  hide: { id: 'classes.tests.hide' },
  sent: { id: 'classes.tests.sent' },
  empty: { id: 'classes.tests.empty' },
  open: { id: 'classes.tests.open' },
  closed: { id: 'classes.tests.closed' },
  window: { id: 'classes.tests.window' },
  progress: { id: 'classes.tests.progress' },
  results: { id: 'classes.tests.results' },
  release: { id: 'classes.tests.release' },
  delete: { id: 'classes.tests.delete' },
  deleteBody: { id: 'classes.tests.deleteBody' },
  explanationsOpen: { id: 'classes.tests.explanationsOpen' },
  link: { id: 'classes.tests.link' },
  linkLabel: { id: 'classes.tests.linkLabel' },
});

/** The results tab and the student results. */
export const resultsMessages = defineMessages({
  pickTest: { id: 'classes.results.pickTest' },
  wholeClass: { id: 'classes.results.wholeClass' },
  csv: { id: 'classes.results.csv' },
  average: { id: 'classes.results.average' },
  notStartedList: { id: 'classes.results.notStartedList' },
  inProgressList: { id: 'classes.results.inProgressList' },
  distribution: { id: 'classes.results.distribution' },
  perQuestion: { id: 'classes.results.perQuestion' },
  percentCorrect: { id: 'classes.results.percentCorrect' },
  questionLabel: { id: 'classes.results.questionLabel' },
  students: { id: 'classes.results.students' },
  noScores: { id: 'classes.results.noScores' },
  noTests: { id: 'classes.results.noTests' },
  colStudent: { id: 'classes.results.colStudent' },
  colProgress: { id: 'classes.results.colProgress' },
  colScore: { id: 'classes.results.colScore' },
  colAttempts: { id: 'classes.results.colAttempts' },
  colFinished: { id: 'classes.results.colFinished' },
  scoresOverTime: { id: 'classes.results.scoresOverTime' },
  domains: { id: 'classes.results.domains' },
  skills: { id: 'classes.results.skills' },
  colSkill: { id: 'classes.results.colSkill' },
  colAnswered: { id: 'classes.results.colAnswered' },
  backToTest: { id: 'classes.results.backToTest' },
});

/** The materials tab. */
export const materialsMessages = defineMessages({
  addTitle: { id: 'classes.materials.addTitle' },
  kind_link: { id: 'classes.materials.kind_link' },
  kind_file: { id: 'classes.materials.kind_file' },
  title: { id: 'classes.materials.title' },
  link: { id: 'classes.materials.link' },
  file: { id: 'classes.materials.file' },
  category: { id: 'classes.materials.category' },
  noCategory: { id: 'classes.materials.noCategory' },
  lesson: { id: 'classes.materials.lesson' },
  noLesson: { id: 'classes.materials.noLesson' },
  fileHelp: { id: 'classes.materials.fileHelp' },
  add: { id: 'classes.materials.add' },
  delete: { id: 'classes.materials.delete' },
  titleRequired: { id: 'classes.materials.titleRequired' },
  badLink: { id: 'classes.materials.badLink' },
  fileRequired: { id: 'classes.materials.fileRequired' },
  tooBig: { id: 'classes.materials.tooBig' },
  empty: { id: 'classes.materials.empty' },
  other: { id: 'classes.materials.other' },
  categories: { id: 'classes.materials.categories' },
  units: { id: 'classes.materials.units' },
  newCategory: { id: 'classes.materials.newCategory' },
  newUnit: { id: 'classes.materials.newUnit' },
  newLesson: { id: 'classes.materials.newLesson' },
});

/** The attendance and lesson logs tab. */
export const attendanceMessages = defineMessages({
  newMeeting: { id: 'classes.attendance.newMeeting' },
  date: { id: 'classes.attendance.date' },
  duration: { id: 'classes.attendance.duration' },
  topic: { id: 'classes.attendance.topic' },
  homework: { id: 'classes.attendance.homework' },
  notes: { id: 'classes.attendance.notes' },
  save: { id: 'classes.attendance.save' },
  cancel: { id: 'classes.attendance.cancel' },
  edit: { id: 'classes.attendance.edit' },
  delete: { id: 'classes.attendance.delete' },
  required: { id: 'classes.attendance.required' },
  durationRange: { id: 'classes.attendance.durationRange' },
  stateOf: { id: 'classes.attendance.stateOf' },
  empty: { id: 'classes.attendance.empty' },
  summary: { id: 'classes.attendance.summary' },
});

/** Joining a class by code or link. */
export const joinMessages = defineMessages({
  title: { id: 'classes.join.title' },
  placeholder: { id: 'classes.join.placeholder' },
  find: { id: 'classes.join.find' },
  join: { id: 'classes.join.join' },
  teacher: { id: 'classes.join.teacher' },
  seatsLeft: { id: 'classes.join.seatsLeft' },
  needsApproval: { id: 'classes.join.needsApproval' },
  wrongCode: { id: 'classes.join.wrongCode' },
  archived: { id: 'classes.join.archived' },
  full: { id: 'classes.join.full' },
  alreadyMember: { id: 'classes.join.alreadyMember' },
});

/** /classes. */
export const myClassesMessages = defineMessages({
  title: { id: 'classes.mine.title' },
  subtitle: { id: 'classes.mine.subtitle' },
  subtitleParent: { id: 'classes.mine.subtitleParent' },
  tests: { id: 'classes.mine.tests' },
  empty: { id: 'classes.mine.empty' },
  pending: { id: 'classes.mine.pending' },
  teacher: { id: 'classes.mine.teacher' },
  materials: { id: 'classes.mine.materials' },
  leave: { id: 'classes.mine.leave' },
  leaveBody: { id: 'classes.mine.leaveBody' },
  joined: { id: 'classes.mine.joined' },
  joinedPending: { id: 'classes.mine.joinedPending' },
});

/** The parent's view. */
export const parentMessages = defineMessages({
  title: { id: 'classes.parent.title' },
  children: { id: 'classes.parent.children' },
  noChildren: { id: 'classes.parent.noChildren' },
  weeklySummary: { id: 'classes.parent.weeklySummary' },
  summaryOn: { id: 'classes.parent.summaryOn' },
  summaryOff: { id: 'classes.parent.summaryOff' },
  classes: { id: 'classes.parent.classes' },
  noClasses: { id: 'classes.parent.noClasses' },
  tests: { id: 'classes.parent.tests' },
  noTests: { id: 'classes.parent.noTests' },
  attendance: { id: 'classes.parent.attendance' },
  noAttendance: { id: 'classes.parent.noAttendance' },
  date: { id: 'classes.parent.date' },
  class: { id: 'classes.parent.class' },
  state: { id: 'classes.parent.state' },
});

/** The class test lock page. */
export const lockMessages = defineMessages({
  title: { id: 'classes.lock.title' },
  subtitle: { id: 'classes.lock.subtitle' },
  back: { id: 'classes.lock.back' },
  kind: { id: 'classes.lock.kind' },
  opens: { id: 'classes.lock.opens' },
  due: { id: 'classes.lock.due' },
  attempts: { id: 'classes.lock.attempts' },
  attemptsValue: { id: 'classes.lock.attemptsValue' },
  start: { id: 'classes.lock.start' },
  resume: { id: 'classes.lock.resume' },
  notOpen: { id: 'classes.lock.notOpen' },
  closed: { id: 'classes.lock.closed' },
  noAttemptsLeft: { id: 'classes.lock.noAttemptsLeft' },
  login: { id: 'classes.lock.login' },
  loginNote: { id: 'classes.lock.loginNote' },
  attemptRunning: { id: 'classes.lock.attemptRunning' },
  results: { id: 'classes.lock.results' },
  viewResult: { id: 'classes.lock.viewResult' },
  /** Spec section 8's text for 402/403 insufficient_coins (the server's error text, shared). */
  insufficientCoins: { id: 'error.insufficient_coins' },
});

/** The practice home's class tests. */
export const homeMessages = defineMessages({
  title: { id: 'classes.home.title' },
  all: { id: 'classes.home.all' },
});

/** /teacher/users and /teacher/user/{id}. */
export const teacherUsersMessages = defineMessages({
  title: { id: 'classes.teacherUsers.title' },
  subtitle: { id: 'classes.teacherUsers.subtitle' },
  search: { id: 'classes.teacherUsers.search' },
  empty: { id: 'classes.teacherUsers.empty' },
  colName: { id: 'classes.teacherUsers.colName' },
  colEmail: { id: 'classes.teacherUsers.colEmail' },
  colClasses: { id: 'classes.teacherUsers.colClasses' },
  back: { id: 'classes.teacherUsers.back' },
  attempts: { id: 'classes.teacherUsers.attempts' },
  noAttempts: { id: 'classes.teacherUsers.noAttempts' },
  colTest: { id: 'classes.teacherUsers.colTest' },
  colStarted: { id: 'classes.teacherUsers.colStarted' },
  colScore: { id: 'classes.teacherUsers.colScore' },
  classTest: { id: 'classes.teacherUsers.classTest' },
  status_in_progress: { id: 'classes.teacherUsers.status_in_progress' },
  status_on_break: { id: 'classes.teacherUsers.status_on_break' },
  status_finished: { id: 'classes.teacherUsers.status_finished' },
  status_abandoned: { id: 'classes.teacherUsers.status_abandoned' },
});

/** /company/classes. */
export const companyMessages = defineMessages({
  title: { id: 'classes.company.title' },
  subtitle: { id: 'classes.company.subtitle' },
  empty: { id: 'classes.company.empty' },
});
