import { defineMessages } from '../../i18n/define-messages';

/** The practice home. */
export const homeMessages = defineMessages({
  testsTitle: { id: 'practices.home.testsTitle' },
  testsBody: { id: 'practices.home.testsBody' },
});

/** The authors' list of practices, full sets and adaptive sets. */
export const adminListMessages = defineMessages({
  title: { id: 'practices.adminList.title' },
  tabPractices: { id: 'practices.adminList.tabPractices' },
  tabSets: { id: 'practices.adminList.tabSets' },
  tabAdaptive: { id: 'practices.adminList.tabAdaptive' },
  newPractice: { id: 'practices.adminList.newPractice' },
  newSet: { id: 'practices.adminList.newSet' },
  newAdaptive: { id: 'practices.adminList.newAdaptive' },
  search: { id: 'practices.adminList.search' },
  anyStatus: { id: 'practices.adminList.anyStatus' },
  anyKind: { id: 'practices.adminList.anyKind' },
  anySection: { id: 'practices.adminList.anySection' },
  anyVersion: { id: 'practices.adminList.anyVersion' },
  mine: { id: 'practices.adminList.mine' },
  colTitle: { id: 'practices.adminList.colTitle' },
  colKind: { id: 'practices.adminList.colKind' },
  colSection: { id: 'practices.adminList.colSection' },
  colVersion: { id: 'practices.adminList.colVersion' },
  colQuestions: { id: 'practices.adminList.colQuestions' },
  colTime: { id: 'practices.adminList.colTime' },
  colStatus: { id: 'practices.adminList.colStatus' },
  colUpdated: { id: 'practices.adminList.colUpdated' },
  colActions: { id: 'practices.adminList.colActions' },
  colSections: { id: 'practices.adminList.colSections' },
  edit: { id: 'practices.adminList.edit' },
  empty: { id: 'practices.adminList.empty' },
  total: { id: 'practices.adminList.total' },
  filters: { id: 'practices.adminList.filters' },
});

/** Publish, move to drafts, duplicate, delete. */
export const actionsMessages = defineMessages({
  publish: { id: 'practices.actions.publish' },
  unpublish: { id: 'practices.actions.unpublish' },
  duplicate: { id: 'practices.actions.duplicate' },
  delete: { id: 'practices.actions.delete' },
  more: { id: 'practices.actions.more' },
  confirmPublish: { id: 'practices.actions.confirmPublish' },
  confirmUnpublish: { id: 'practices.actions.confirmUnpublish' },
  confirmDuplicate: { id: 'practices.actions.confirmDuplicate' },
  confirmDelete: { id: 'practices.actions.confirmDelete' },
  published: { id: 'practices.actions.published' },
  unpublished: { id: 'practices.actions.unpublished' },
  duplicated: { id: 'practices.actions.duplicated' },
  deleted: { id: 'practices.actions.deleted' },
  saved: { id: 'practices.actions.saved' },
});

/** The practice builder. */
export const builderMessages = defineMessages({
  titleNew: { id: 'practices.builder.titleNew' },
  titleEdit: { id: 'practices.builder.titleEdit' },
  back: { id: 'practices.builder.back' },
  details: { id: 'practices.builder.details' },
  title: { id: 'practices.builder.title' },
  version: { id: 'practices.builder.version' },
  kind: { id: 'practices.builder.kind' },
  section: { id: 'practices.builder.section' },
  timeLimit: { id: 'practices.builder.timeLimit' },
  timeLimitHelp: { id: 'practices.builder.timeLimitHelp' },
  timeLimitError: { id: 'practices.builder.timeLimitError' },
  tools: { id: 'practices.builder.tools' },
  toolsHelp: { id: 'practices.builder.toolsHelp' },
  fixedAfterCreate: { id: 'practices.builder.fixedAfterCreate' },
  questions: { id: 'practices.builder.questions' },
  noQuestions: { id: 'practices.builder.noQuestions' },
  moveUp: { id: 'practices.builder.moveUp' },
  moveDown: { id: 'practices.builder.moveDown' },
  remove: { id: 'practices.builder.remove' },
  save: { id: 'practices.builder.save' },
  create: { id: 'practices.builder.create' },
  lockedTitle: { id: 'practices.builder.lockedTitle' },
  lockedBody: { id: 'practices.builder.lockedBody' },
  unsaved: { id: 'practices.builder.unsaved' },
  position: { id: 'practices.builder.position' },
  scoreTablesHint: { id: 'practices.builder.scoreTablesHint' },
});

/** The question picker of the practice builder. */
export const pickerMessages = defineMessages({
  title: { id: 'practices.picker.title' },
  sectionFixed: { id: 'practices.picker.sectionFixed' },
  search: { id: 'practices.picker.search' },
  searchButton: { id: 'practices.picker.searchButton' },
  domain: { id: 'practices.picker.domain' },
  anyDomain: { id: 'practices.picker.anyDomain' },
  difficulty: { id: 'practices.picker.difficulty' },
  anyDifficulty: { id: 'practices.picker.anyDifficulty' },
  type: { id: 'practices.picker.type' },
  anyType: { id: 'practices.picker.anyType' },
  add: { id: 'practices.picker.add' },
  added: { id: 'practices.picker.added' },
  addPage: { id: 'practices.picker.addPage' },
  empty: { id: 'practices.picker.empty' },
  locked: { id: 'practices.picker.locked' },
});

/** The full practice set builder. */
export const setBuilderMessages = defineMessages({
  titleNew: { id: 'practices.setBuilder.titleNew' },
  titleEdit: { id: 'practices.setBuilder.titleEdit' },
  items: { id: 'practices.setBuilder.items' },
  empty: { id: 'practices.setBuilder.empty' },
  breakAfter: { id: 'practices.setBuilder.breakAfter' },
  breakError: { id: 'practices.setBuilder.breakError' },
  breakHelp: { id: 'practices.setBuilder.breakHelp' },
  pick: { id: 'practices.setBuilder.pick' },
  search: { id: 'practices.setBuilder.search' },
  totals: { id: 'practices.setBuilder.totals' },
  open: { id: 'practices.setBuilder.open' },
  create: { id: 'practices.setBuilder.create' },
  partOf: { id: 'practices.setBuilder.partOf' },
  backToSet: { id: 'practices.setBuilder.backToSet' },
});

/** The adaptive set builder. */
export const adaptiveMessages = defineMessages({
  titleNew: { id: 'practices.adaptive.titleNew' },
  titleEdit: { id: 'practices.adaptive.titleEdit' },
  intro: { id: 'practices.adaptive.intro' },
  include: { id: 'practices.adaptive.include' },
  module1: { id: 'practices.adaptive.module1' },
  easier: { id: 'practices.adaptive.easier' },
  harder: { id: 'practices.adaptive.harder' },
  choose: { id: 'practices.adaptive.choose' },
  threshold: { id: 'practices.adaptive.threshold' },
  thresholdHelp: { id: 'practices.adaptive.thresholdHelp' },
  thresholdChooseFirst: { id: 'practices.adaptive.thresholdChooseFirst' },
  thresholdRange: { id: 'practices.adaptive.thresholdRange' },
  breakMinutes: { id: 'practices.adaptive.breakMinutes' },
  breakHelp: { id: 'practices.adaptive.breakHelp' },
  noModules: { id: 'practices.adaptive.noModules' },
  distinct: { id: 'practices.adaptive.distinct' },
  required: { id: 'practices.adaptive.required' },
  noSection: { id: 'practices.adaptive.noSection' },
  create: { id: 'practices.adaptive.create' },
  openModule: { id: 'practices.adaptive.openModule' },
});

/** The score tables card of a detail page. */
export const scoreTablesMessages = defineMessages({
  title: { id: 'practices.scoreTables.title' },
  none: { id: 'practices.scoreTables.none' },
  edit: { id: 'practices.scoreTables.edit' },
  add: { id: 'practices.scoreTables.add' },
  addRoute: { id: 'practices.scoreTables.addRoute' },
  row: { id: 'practices.scoreTables.row' },
  rowRoute: { id: 'practices.scoreTables.rowRoute' },
});

/** The score table editor. */
export const scoreEditorMessages = defineMessages({
  title: { id: 'practices.scoreEditor.title' },
  titleRoute: { id: 'practices.scoreEditor.titleRoute' },
  forTarget: { id: 'practices.scoreEditor.forTarget' },
  back: { id: 'practices.scoreEditor.back' },
  maxRaw: { id: 'practices.scoreEditor.maxRaw' },
  maxRawHelp: { id: 'practices.scoreEditor.maxRawHelp' },
  maxRawError: { id: 'practices.scoreEditor.maxRawError' },
  scale: { id: 'practices.scoreEditor.scale' },
  fillEvenly: { id: 'practices.scoreEditor.fillEvenly' },
  raw: { id: 'practices.scoreEditor.raw' },
  scaled: { id: 'practices.scoreEditor.scaled' },
  lower: { id: 'practices.scoreEditor.lower' },
  upper: { id: 'practices.scoreEditor.upper' },
  valid: { id: 'practices.scoreEditor.valid' },
  rowProblem: { id: 'practices.scoreEditor.rowProblem' },
  save: { id: 'practices.scoreEditor.save' },
  delete: { id: 'practices.scoreEditor.delete' },
  confirmDelete: { id: 'practices.scoreEditor.confirmDelete' },
  notFound: { id: 'practices.scoreEditor.notFound' },
  routes: { id: 'practices.scoreEditor.routes' },
});

export const qtiMessages = defineMessages({
  export: { id: 'practices.qti.export' },
  import: { id: 'practices.qti.import' },
  importTitle: { id: 'practices.qti.importTitle' },
  importIntro: { id: 'practices.qti.importIntro' },
  file: { id: 'practices.qti.file' },
  fileHelp: { id: 'practices.qti.fileHelp' },
  fileRequired: { id: 'practices.qti.fileRequired' },
  importSubmit: { id: 'practices.qti.importSubmit' },
  imported: { id: 'practices.qti.imported' },
  openImported: { id: 'practices.qti.openImported' },
});
