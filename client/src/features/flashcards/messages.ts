/** Every message of the flashcards feature (texts in locales/*.json). */
import { defineMessages } from '../../i18n/define-messages';

export const homeMessages = defineMessages({
  title: { id: 'flashcards.home.title' },
  subtitle: { id: 'flashcards.home.subtitle' },
  visitorNote: { id: 'flashcards.home.visitorNote' },
  signUp: { id: 'flashcards.home.signUp' },
  newDeck: { id: 'flashcards.home.newDeck' },
  deckName: { id: 'flashcards.home.deckName' },
  create: { id: 'flashcards.home.create' },
  empty: { id: 'flashcards.home.empty' },
  quizzesLink: { id: 'flashcards.home.quizzesLink' },
});

export const deckMessages = defineMessages({
  cards: { id: 'flashcards.deck.cards' },
  due: { id: 'flashcards.deck.due' },
  new: { id: 'flashcards.deck.new' },
  kind_library: { id: 'flashcards.deck.kind_library' },
  kind_teacher: { id: 'flashcards.deck.kind_teacher' },
  kind_student: { id: 'flashcards.deck.kind_student' },
  study: { id: 'flashcards.deck.study' },
  quiz: { id: 'flashcards.deck.quiz' },
  manage: { id: 'flashcards.deck.manage' },
  by: { id: 'flashcards.deck.by' },
});

export const studyMessages = defineMessages({
  title: { id: 'flashcards.study.title' },
  back: { id: 'flashcards.study.back' },
  progress: { id: 'flashcards.study.progress' },
  show: { id: 'flashcards.study.show' },
  keys: { id: 'flashcards.study.keys' },
  rating_again: { id: 'flashcards.study.rating_again' },
  rating_hard: { id: 'flashcards.study.rating_hard' },
  rating_good: { id: 'flashcards.study.rating_good' },
  rating_easy: { id: 'flashcards.study.rating_easy' },
  interval_minute: { id: 'flashcards.study.interval_minute' },
  interval_hour: { id: 'flashcards.study.interval_hour' },
  interval_day: { id: 'flashcards.study.interval_day' },
  interval_month: { id: 'flashcards.study.interval_month' },
  interval_year: { id: 'flashcards.study.interval_year' },
  done: { id: 'flashcards.study.done' },
  doneNewLimit: { id: 'flashcards.study.doneNewLimit' },
  studied: { id: 'flashcards.study.studied' },
  example: { id: 'flashcards.study.example' },
  gloss: { id: 'flashcards.study.gloss' },
});

export const posMessages = defineMessages({
  noun: { id: 'flashcards.pos.noun' },
  verb: { id: 'flashcards.pos.verb' },
  adjective: { id: 'flashcards.pos.adjective' },
  adverb: { id: 'flashcards.pos.adverb' },
  preposition: { id: 'flashcards.pos.preposition' },
  conjunction: { id: 'flashcards.pos.conjunction' },
  phrase: { id: 'flashcards.pos.phrase' },
});

export const quizMessages = defineMessages({
  title: { id: 'flashcards.quiz.title' },
  question: { id: 'flashcards.quiz.question' },
  prompt: { id: 'flashcards.quiz.prompt' },
  submit: { id: 'flashcards.quiz.submit' },
  again: { id: 'flashcards.quiz.again' },
  score: { id: 'flashcards.quiz.score' },
  correct: { id: 'flashcards.quiz.correct' },
  wrong: { id: 'flashcards.quiz.wrong' },
  unanswered: { id: 'flashcards.quiz.unanswered' },
  tooSmall: { id: 'flashcards.quiz.tooSmall' },
});

export const assignedMessages = defineMessages({
  title: { id: 'flashcards.assigned.title' },
  empty: { id: 'flashcards.assigned.empty' },
  take: { id: 'flashcards.assigned.take' },
  review: { id: 'flashcards.assigned.review' },
  meta: { id: 'flashcards.assigned.meta' },
  score: { id: 'flashcards.assigned.score' },
  todo: { id: 'flashcards.assigned.todo' },
});

export const quizzesMessages = defineMessages({
  title: { id: 'flashcards.quizzes.title' },
  subtitle: { id: 'flashcards.quizzes.subtitle' },
  assign: { id: 'flashcards.quizzes.assign' },
  class: { id: 'flashcards.quizzes.class' },
  deck: { id: 'flashcards.quizzes.deck' },
  titleField: { id: 'flashcards.quizzes.titleField' },
  defaultTitle: { id: 'flashcards.quizzes.defaultTitle' },
  days: { id: 'flashcards.quizzes.days' },
  start: { id: 'flashcards.quizzes.start' },
  weeks: { id: 'flashcards.quizzes.weeks' },
  questions: { id: 'flashcards.quizzes.questions' },
  noClasses: { id: 'flashcards.quizzes.noClasses' },
  empty: { id: 'flashcards.quizzes.empty' },
  schedule: { id: 'flashcards.quizzes.schedule' },
  scores: { id: 'flashcards.quizzes.scores' },
  hideScores: { id: 'flashcards.quizzes.hideScores' },
  remove: { id: 'flashcards.quizzes.remove' },
  student: { id: 'flashcards.quizzes.student' },
  noDates: { id: 'flashcards.quizzes.noDates' },
  noStudents: { id: 'flashcards.quizzes.noStudents' },
  notTaken: { id: 'flashcards.quizzes.notTaken' },
  assigned: { id: 'flashcards.quizzes.assigned' },
});

export const manageMessages = defineMessages({
  title: { id: 'flashcards.manage.title' },
  add: { id: 'flashcards.manage.add' },
  term: { id: 'flashcards.manage.term' },
  pos: { id: 'flashcards.manage.pos' },
  definition: { id: 'flashcards.manage.definition' },
  example: { id: 'flashcards.manage.example' },
  glossCn: { id: 'flashcards.manage.glossCn' },
  glossTw: { id: 'flashcards.manage.glossTw' },
  save: { id: 'flashcards.manage.save' },
  delete: { id: 'flashcards.manage.delete' },
  deleteDeck: { id: 'flashcards.manage.deleteDeck' },
  confirmDeleteDeck: { id: 'flashcards.manage.confirmDeleteDeck' },
  share: { id: 'flashcards.manage.share' },
  shareSave: { id: 'flashcards.manage.shareSave' },
  shared: { id: 'flashcards.manage.shared' },
  noCards: { id: 'flashcards.manage.noCards' },
  edit: { id: 'flashcards.manage.edit' },
  editCard: { id: 'flashcards.manage.editCard' },
  cancelEdit: { id: 'flashcards.manage.cancelEdit' },
});

export const mergeMessages = defineMessages({
  done: { id: 'flashcards.merge.done' },
});
