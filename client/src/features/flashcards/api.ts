/** Every call of the flashcards capability (route table and DTOs: shared/src/flashcards.ts, docs/flashcards.md). */
import {
  flashPath,
  type CardInput,
  type CardStateDto,
  type DeckDetailDto,
  type DeckInput,
  type DeckSummaryDto,
  type FlashCardDto,
  type FlashRating,
  type MergeResultDto,
  type QuizAssignmentDto,
  type QuizAssignmentInput,
  type QuizOccurrenceDto,
  type QuizResultDto,
  type QuizScoresDto,
  type QuizSheetDto,
  type ReviewResultDto,
  type StudyQueueDto,
} from '@app/shared';
import type { ApiClient } from '../../lib/api-client';

export function flashcardsApi(api: ApiClient) {
  return {
    library: () => api.get<DeckSummaryDto[]>(flashPath('library')),
    libraryDeck: (deckId: number) => api.get<DeckDetailDto>(flashPath('libraryDeck', { deckId })),
    decks: () => api.get<DeckSummaryDto[]>(flashPath('decks')),
    deck: (deckId: number) => api.get<DeckDetailDto>(flashPath('deck', { deckId })),
    createDeck: (input: DeckInput) => api.post<DeckDetailDto>(flashPath('decks'), input),
    updateDeck: (deckId: number, input: Partial<DeckInput>) => api.patch<DeckDetailDto>(flashPath('deck', { deckId }), input),
    deleteDeck: (deckId: number) => api.delete(flashPath('deck', { deckId })),
    shareDeck: (deckId: number, classIds: number[]) =>
      api.request<DeckSummaryDto>('PUT', flashPath('deckClasses', { deckId }), { body: { class_ids: classIds } }),
    addCard: (deckId: number, input: CardInput) => api.post<FlashCardDto>(flashPath('cards', { deckId }), input),
    updateCard: (cardId: number, input: Partial<CardInput>) => api.patch<FlashCardDto>(flashPath('card', { cardId }), input),
    deleteCard: (cardId: number) => api.delete(flashPath('card', { cardId })),
    study: (deckId: number) => api.get<StudyQueueDto>(flashPath('study', { deckId })),
    review: (cardId: number, rating: FlashRating) => api.post<ReviewResultDto>(flashPath('review', { cardId }), { rating }),
    merge: (states: CardStateDto[]) => api.post<MergeResultDto>(flashPath('merge'), { states }),
    quizzes: (classId?: number) => api.get<QuizAssignmentDto[]>(flashPath('quizzes'), { query: classId ? { class_id: classId } : undefined }),
    assign: (input: QuizAssignmentInput) => api.post<QuizAssignmentDto>(flashPath('quizzes'), input),
    unassign: (quizId: number) => api.delete(flashPath('quiz', { quizId })),
    scores: (quizId: number) => api.get<QuizScoresDto>(flashPath('quizScores', { quizId })),
    myQuizzes: () => api.get<QuizOccurrenceDto[]>(flashPath('myQuizzes')),
    sheet: (quizId: number, date: string) => api.get<QuizSheetDto>(flashPath('quizSheet', { quizId, date })),
    answer: (quizId: number, date: string, answers: number[]) => api.post<QuizResultDto>(flashPath('quizAnswers', { quizId, date }), { answers }),
  };
}
export type FlashcardsApi = ReturnType<typeof flashcardsApi>;
