import type { FeatureRoutes } from '../../lib/routing/feature-routes';
import { lazyPage } from '../../lib/routing/lazy-page';
import type { RouteHandle } from '../../lib/routing/route-handle';
import { FLASH_PATHS } from './paths';

const home = () => import('./pages/flashcards-page');
const study = () => import('./pages/study-page');
const quiz = () => import('./pages/quiz-page');
const deck = () => import('./pages/deck-page');
const quizzes = () => import('./pages/quizzes-page');
const quizDay = () => import('./pages/quiz-day-page');

/**
 * /flashCards needs no login (spec section 2): a visitor studies and quizzes the library there. A deck's
 * card list, the teacher's quiz assignments and a student's assigned quiz need an account.
 */
export const flashcardsRoutes: FeatureRoutes = {
  pages: [
    { path: FLASH_PATHS.home, handle: { auth: 'public' } satisfies RouteHandle, lazy: lazyPage(home, 'FlashcardsPage') },
    { path: FLASH_PATHS.study, handle: { auth: 'public' } satisfies RouteHandle, lazy: lazyPage(study, 'StudyPage') },
    { path: FLASH_PATHS.quiz, handle: { auth: 'public' } satisfies RouteHandle, lazy: lazyPage(quiz, 'QuizPage') },
    { path: FLASH_PATHS.deck, handle: { auth: 'required' } satisfies RouteHandle, lazy: lazyPage(deck, 'DeckPage') },
    { path: FLASH_PATHS.quizzes, handle: { auth: 'required' } satisfies RouteHandle, lazy: lazyPage(quizzes, 'QuizzesPage') },
    { path: FLASH_PATHS.quizDay, handle: { auth: 'required' } satisfies RouteHandle, lazy: lazyPage(quizDay, 'QuizDayPage') },
  ],
};
