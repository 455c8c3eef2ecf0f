/** The quiz sheet's pure parts: what is left to answer, and grading a practice quiz the browser built. */
import { quizScore, type QuizQuestion, type QuizResultDto } from '@app/shared';

export const unansweredCount = (answers: readonly number[]): number => answers.filter((a) => a < 0).length;

/** A practice quiz is graded in the browser: its key never leaves it, and nothing is recorded. */
export function gradePractice(questions: readonly QuizQuestion[], answers: number[]): QuizResultDto {
  const key = questions.map((q) => q.answer);
  return { score: quizScore(key, answers), total: key.length, answers, key };
}

/** How many questions a practice quiz has: ten, or the whole deck when it is smaller. */
export const PRACTICE_QUIZ_SIZE = 10;
