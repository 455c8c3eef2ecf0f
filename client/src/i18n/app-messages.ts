import { defineMessages } from './define-messages';

/** App-wide texts: error mapping, the refresh notice, route failures. */
export const appMessages = defineMessages({
  genericError: { id: 'app.errors.generic' },
  actionRefused: { id: 'app.errors.actionRefused' },
  incorrectCredentials: { id: 'app.errors.incorrectCredentials' },
  notFoundUser: { id: 'app.errors.notFoundUser' },
  tooManyAttempts: { id: 'app.errors.tooManyAttempts' },
  network: { id: 'app.errors.network' },
  notFound: { id: 'app.errors.notFound' },
  takenOver3Exam: { id: 'app.errors.takenOver3Exam' },
  practiceExamHasTaken: { id: 'app.errors.practiceExamHasTaken' },
  practiceExamTitleExists: { id: 'app.errors.practiceExamTitleExists' },
  satPassageExists: { id: 'app.errors.satPassageExists' },
  linkExpired: { id: 'app.errors.linkExpired' },
  chunkLoadingError1: { id: 'app.notice.chunkLoadingError1' },
  chunkLoadingError2: { id: 'app.notice.chunkLoadingError2' },
  chunkLoadingError3: { id: 'app.notice.chunkLoadingError3' },
  noticeRefresh: { id: 'app.notice.refresh' },
  loading: { id: 'app.loading.label' },
  routeErrorTitle: { id: 'app.routeError.title' },
  routeErrorBody: { id: 'app.routeError.body' },
  routeErrorReload: { id: 'app.routeError.reload' },
  toastClose: { id: 'app.toast.close' },
  partnerLoginFailed: { id: 'app.partnerLogin.failed' },
});
