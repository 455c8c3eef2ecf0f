/** The results pages (spec section 2). */
export const RESULTS_PATHS = {
  list: '/testresults',
  report: '/result/:id',
  review: '/viewTest',
  explanation: '/explanation/question/:questionId',
  classExplanation: '/class/explanation/question/:questionId',
  mobileExplanation: '/explanation/m/question/:questionId',
  performance: '/performance',
} as const;

export const reportPath = (attemptId: number) => `/result/${attemptId}`;

/** The walk-through of an attempt, optionally opened at one question. */
export const reviewPath = (attemptId: number, questionId?: number) =>
  `${RESULTS_PATHS.review}?attempt=${attemptId}${questionId === undefined ? '' : `&question=${questionId}`}`;

export const explanationPath = (questionId: number) => `/explanation/question/${questionId}`;
