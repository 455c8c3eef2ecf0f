/**
 * The autosave's input, checked by hand. It is the runner's hottest route (every answer change of every
 * taker), and a dozen express-validator chains with wildcards cost several times the save itself
 * (~150 µs of CPU against ~20 µs here). Same rules, same field names and message ids as the chains of
 * every other route, so the 422 reads the same.
 */
import { HIGHLIGHT_COLORS, type AnnotationsDto, type HighlightDto } from '@app/shared';
import { fieldError } from '../../lib/errors';
import { MAX_ID } from '../../lib/rules';
import type { SaveAnswerWrite } from './autosave.repository';

/** The grid-in field and choice labels are short; the column allows 64. */
export const ANSWER_MAX = 64;
export const HIGHLIGHTS_MAX = 200;
export const NOTE_MAX = 2000;
/** Widened for includes() over any string the client sent. */
const COLORS: readonly string[] = HIGHLIGHT_COLORS;
/** A question's total time is capped at a day: anything above is a broken client counter. */
const TIME_SPENT_MAX = 86_400;
const OFFSET_MAX = 10_000_000;
const ELIMINATED_MAX = 26;

/** An integer in [min, max], given as a JSON number or a string of digits (as express-validator's isInt takes it). */
function int(v: unknown, min: number, max: number): number | null {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^-?\d+$/.test(v) ? Number(v) : NaN;
  return Number.isInteger(n) && n >= min && n <= max ? n : null;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function highlights(raw: unknown, errors: Record<string, string>): HighlightDto[] | undefined {
  if (!Array.isArray(raw) || raw.length > HIGHLIGHTS_MAX || !raw.every(isObject)) {
    errors['annotations.highlights'] = 'validation.attempt.highlights';
    return undefined;
  }
  return raw.map((h, i) => {
    const at = (f: string) => `annotations.highlights[${i}].${f}`;
    const start = int(h.start, 0, OFFSET_MAX);
    const end = int(h.end, 0, OFFSET_MAX);
    if (start === null) errors[at('start')] = 'validation.integer';
    if (end === null) errors[at('end')] = 'validation.integer';
    if (start !== null && end !== null && end < start) errors['annotations.highlights'] = 'validation.attempt.highlights';
    if (typeof h.color !== 'string' || !COLORS.includes(h.color)) errors[at('color')] = 'validation.attempt.color';
    if (h.note !== undefined && typeof h.note !== 'string') errors[at('note')] = 'validation.string';
    else if (typeof h.note === 'string' && h.note.length > NOTE_MAX) errors[at('note')] = 'validation.too_long';
    // Only the fields the contract names are kept.
    return { start: start ?? 0, end: end ?? 0, color: String(h.color), ...(typeof h.note === 'string' ? { note: h.note } : {}) };
  });
}

export interface SaveAnswerRequest {
  attemptId: number;
  questionId: number;
  write: SaveAnswerWrite;
}

/** Every problem at once, as one 422 per field; otherwise the clean input. */
export function parseSaveAnswer(params: Record<string, unknown>, rawBody: unknown): SaveAnswerRequest {
  const errors: Record<string, string> = {};
  const body = isObject(rawBody) ? rawBody : {};
  const attemptId = int(params.id, 1, MAX_ID);
  const questionId = int(params.questionId, 1, MAX_ID);
  if (attemptId === null) errors.id = 'validation.id';
  if (questionId === null) errors.questionId = 'validation.id';

  let answer = '';
  if (body.answer === undefined || body.answer === null) errors.answer = 'validation.required';
  else if (typeof body.answer !== 'string') errors.answer = 'validation.string';
  else if ((answer = body.answer.trim()).length > ANSWER_MAX) errors.answer = 'validation.too_long';

  if (typeof body.marked !== 'boolean') errors.marked = 'validation.boolean';

  const eliminated = body.eliminated;
  if (
    !Array.isArray(eliminated) ||
    eliminated.length > ELIMINATED_MAX ||
    !eliminated.every((l) => typeof l === 'string' && l.length >= 1 && l.length <= 8) ||
    new Set(eliminated).size !== eliminated.length
  )
    errors.eliminated = 'validation.attempt.eliminated';

  let annotations: AnnotationsDto | undefined;
  if (body.annotations !== undefined) {
    if (!isObject(body.annotations)) errors.annotations = 'validation.attempt.annotations';
    else {
      const hs = highlights(body.annotations.highlights, errors);
      const eliminator = body.annotations.eliminator;
      if (eliminator !== undefined && typeof eliminator !== 'boolean') errors['annotations.eliminator'] = 'validation.boolean';
      // Stored only when on, so an answer that never used it reads as before.
      annotations = hs && { highlights: hs, ...(eliminator === true ? { eliminator } : {}) };
    }
  }

  let timeSpentSeconds: number | undefined;
  if (body.timeSpentSeconds !== undefined) {
    timeSpentSeconds = int(body.timeSpentSeconds, 0, TIME_SPENT_MAX) ?? undefined;
    if (timeSpentSeconds === undefined) errors.timeSpentSeconds = 'validation.attempt.time_spent';
  }

  const seq = body.seq === undefined || body.seq === null ? null : int(body.seq, 0, Number.MAX_SAFE_INTEGER);
  if (body.seq === undefined || body.seq === null) errors.seq = 'validation.required';
  else if (seq === null) errors.seq = 'validation.attempt.seq';

  if (Object.keys(errors).length > 0) throw fieldError(errors);
  return {
    attemptId: attemptId!,
    questionId: questionId!,
    write: { answer, marked: body.marked as boolean, eliminated: eliminated as string[], annotations, timeSpentSeconds, seq: seq! },
  };
}
