export * from './types';
export { checkAnswer, gradeAnswer } from './check-answer';
export { validateAnswerKey, parseAnswerKey, KEY_ERROR_TEXT, type AnswerKey, type KeyErrorId } from './answer-key';
export { readGridInResponse, DIGITAL_WIDTH, PAPER_COLUMNS } from './grid-in';
