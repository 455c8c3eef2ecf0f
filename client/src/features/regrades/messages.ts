import { defineMessages } from '../../i18n/define-messages';

/** The regrade card of an authoring detail page: start, confirm, progress and result. */
export const panelMessages = defineMessages({
  title: { id: 'regrades.panel.title' },
  intro: { id: 'regrades.panel.intro' },
  start: { id: 'regrades.panel.start' },
  confirmTitle: { id: 'regrades.panel.confirmTitle' },
  confirmBody: { id: 'regrades.panel.confirmBody' },
  confirmOk: { id: 'regrades.panel.confirmOk' },
  queued: { id: 'regrades.panel.queued' },
  progress: { id: 'regrades.panel.progress' },
  done: { id: 'regrades.panel.done' },
  failed: { id: 'regrades.panel.failed' },
  pollFailed: { id: 'regrades.panel.pollFailed' },
  checkAgain: { id: 'regrades.panel.checkAgain' },
});

/** The attempts a run changed, before and after. */
export const changesMessages = defineMessages({
  title: { id: 'regrades.changes.title' },
  attempt: { id: 'regrades.changes.attempt' },
  before: { id: 'regrades.changes.before' },
  after: { id: 'regrades.changes.after' },
  attemptLink: { id: 'regrades.changes.attemptLink' },
  total: { id: 'regrades.changes.total' },
  correctOnly: { id: 'regrades.changes.correctOnly' },
});
