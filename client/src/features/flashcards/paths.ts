/** The flashcards pages, all under /flashCards (spec section 2), where the notification banner never shows (section 4). */
export const FLASH_PATHS = {
  home: '/flashCards',
  study: '/flashCards/study/:deckId',
  quiz: '/flashCards/quiz/:deckId',
  deck: '/flashCards/decks/:deckId',
  quizzes: '/flashCards/quizzes',
  quizDay: '/flashCards/quizzes/:quizId/:date',
} as const;

export const studyPath = (deckId: number) => `/flashCards/study/${deckId}`;
export const quizPath = (deckId: number) => `/flashCards/quiz/${deckId}`;
export const deckPath = (deckId: number) => `/flashCards/decks/${deckId}`;
export const quizDayPath = (quizId: number, date: string) => `/flashCards/quizzes/${quizId}/${date}`;
