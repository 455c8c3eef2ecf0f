import type { QuestionImportAiFallback, QuestionImportFailure, QuestionImportSource, QuestionImportStatus } from '@app/shared';
import type { MessageDescriptor } from 'react-intl';
import { defineMessages } from '../../i18n/define-messages';

/** Question import: upload, state and progress, review of drafts, bulk import. */
export const importMessages = defineMessages({
  title: { id: 'questionImport.list.title' },
  subtitle: { id: 'questionImport.list.subtitle' },
  open: { id: 'questionImport.list.open' },
  toBank: { id: 'questionImport.list.toBank' },
  fromBank: { id: 'questionImport.list.fromBank' },
  empty: { id: 'questionImport.list.empty' },
  colTitle: { id: 'questionImport.list.colTitle' },
  colStatus: { id: 'questionImport.list.colStatus' },
  colDrafts: { id: 'questionImport.list.colDrafts' },
  colCreated: { id: 'questionImport.list.colCreated' },
  counts: { id: 'questionImport.list.counts' },
  uploadTitle: { id: 'questionImport.upload.title' },
  fileTab: { id: 'questionImport.upload.fileTab' },
  textTab: { id: 'questionImport.upload.textTab' },
  file: { id: 'questionImport.upload.file' },
  fileHelp: { id: 'questionImport.upload.fileHelp' },
  text: { id: 'questionImport.upload.text' },
  textHelp: { id: 'questionImport.upload.textHelp' },
  docTitle: { id: 'questionImport.upload.docTitle' },
  docTitleHelp: { id: 'questionImport.upload.docTitleHelp' },
  analyze: { id: 'questionImport.upload.analyze' },
  fileTooLarge: { id: 'questionImport.upload.fileTooLarge' },
  fileMissing: { id: 'questionImport.upload.fileMissing' },
  textMissing: { id: 'questionImport.upload.textMissing' },
  back: { id: 'questionImport.detail.back' },
  progressAnalyzing: { id: 'questionImport.detail.progressAnalyzing' },
  progressImporting: { id: 'questionImport.detail.progressImporting' },
  progressImported: { id: 'questionImport.detail.progressImported' },
  progressLabel: { id: 'questionImport.detail.progressLabel' },
  analyzerAi: { id: 'questionImport.detail.analyzerAi' },
  analyzerParser: { id: 'questionImport.detail.analyzerParser' },
  savedNote: { id: 'questionImport.detail.savedNote' },
  completedNote: { id: 'questionImport.detail.completedNote' },
  sourceText: { id: 'questionImport.detail.sourceText' },
  drafts: { id: 'questionImport.detail.drafts' },
  selectReady: { id: 'questionImport.detail.selectReady' },
  importChosen: { id: 'questionImport.detail.importChosen' },
  ready: { id: 'questionImport.detail.ready' },
  needsFix: { id: 'questionImport.detail.needsFix' },
  imported: { id: 'questionImport.detail.imported' },
  viewQuestion: { id: 'questionImport.detail.viewQuestion' },
  choose: { id: 'questionImport.detail.choose' },
  edit: { id: 'questionImport.detail.edit' },
  save: { id: 'questionImport.detail.save' },
  cancel: { id: 'questionImport.detail.cancel' },
  saved: { id: 'questionImport.detail.saved' },
  draftNumber: { id: 'questionImport.detail.draftNumber' },
  fromDocument: { id: 'questionImport.detail.fromDocument' },
  passage: { id: 'questionImport.detail.passage' },
  passageTitle: { id: 'questionImport.detail.passageTitle' },
  passageBody: { id: 'questionImport.detail.passageBody' },
  addPassage: { id: 'questionImport.detail.addPassage' },
  removePassage: { id: 'questionImport.detail.removePassage' },
  noKey: { id: 'questionImport.detail.noKey' },
  remove: { id: 'questionImport.detail.remove' },
  removeConfirm: { id: 'questionImport.detail.removeConfirm' },
  removed: { id: 'questionImport.detail.removed' },
  importStarted: { id: 'questionImport.detail.importStarted' },
  pollFailed: { id: 'questionImport.detail.pollFailed' },
  checkAgain: { id: 'questionImport.detail.checkAgain' },
});

export const statusMessages: Record<QuestionImportStatus, MessageDescriptor> = defineMessages({
  analyzing: { id: 'questionImport.status.analyzing' },
  saved: { id: 'questionImport.status.saved' },
  importing: { id: 'questionImport.status.importing' },
  completed: { id: 'questionImport.status.completed' },
  failed: { id: 'questionImport.status.failed' },
});

export const failureMessages: Record<QuestionImportFailure, MessageDescriptor> = defineMessages({
  damaged: { id: 'questionImport.failure.damaged' },
  empty: { id: 'questionImport.failure.empty' },
  no_questions: { id: 'questionImport.failure.no_questions' },
});

export const fallbackMessages: Record<QuestionImportAiFallback, MessageDescriptor> = defineMessages({
  timeout: { id: 'questionImport.fallback.timeout' },
  http: { id: 'questionImport.fallback.http' },
  malformed: { id: 'questionImport.fallback.malformed' },
});

export const sourceMessages: Record<QuestionImportSource, MessageDescriptor> = defineMessages({
  pdf: { id: 'questionImport.source.pdf' },
  docx: { id: 'questionImport.source.docx' },
  text: { id: 'questionImport.source.text' },
});
