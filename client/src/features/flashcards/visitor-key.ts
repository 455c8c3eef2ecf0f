/** Where a visitor's progress is kept: on its own, so the app shell can look for it without loading the feature. */
export const VISITOR_PROGRESS_KEY = 'flashcards.visitorProgress.v1';
