/**
 * The AI analysis: the document's text, cut into chunks at question boundaries, sent to an OpenAI-compatible
 * chat-completions endpoint (OpenAI, Ollama, vLLM...) with `response_format: json_schema` (strict), one call
 * per chunk. What comes back is checked field by field here, whatever the server promised; a chunk that times
 * out, answers an HTTP error or answers something that is not the schema makes the whole analysis fall back to
 * the deterministic parser (the caller's decision, docs/question-import.md), with the reason kept.
 */
import { ALL_SECTIONS, DIFFICULTIES, MATH_DOMAINS, QUESTION_TYPES, READING_WRITING_DOMAINS, type QuestionImportAiFallback } from '@app/shared';
import { isDifficulty, isSection, questionStartLines, splitKeySection, type ParsedDraft } from './parser';

export interface AiSettings {
  baseUrl: string;
  apiKey: string | null;
  model: string;
  timeoutMs: number;
  chunkChars: number;
}

export class AiAnalysisError extends Error {
  constructor(
    readonly reason: QuestionImportAiFallback,
    message: string,
  ) {
    super(message);
  }
}

const DOMAINS = [...Object.keys(READING_WRITING_DOMAINS), ...Object.keys(MATH_DOMAINS)];
const SKILLS = [...Object.values(READING_WRITING_DOMAINS).flat(), ...Object.values(MATH_DOMAINS).flat()];

/** The JSON schema the model must answer with (strict: every property required, nothing else). */
export const AI_RESPONSE_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['questions'],
  properties: {
    questions: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['number', 'type', 'stem', 'choices', 'answer_key', 'explanation', 'passage', 'section', 'domain', 'skill', 'difficulty'],
        properties: {
          number: { type: 'integer', description: 'the question number in the document' },
          type: { type: 'string', enum: [...QUESTION_TYPES] },
          stem: { type: 'string' },
          choices: {
            type: 'array',
            items: {
              type: 'object',
              additionalProperties: false,
              required: ['label', 'text'],
              properties: { label: { type: 'string' }, text: { type: 'string' } },
            },
          },
          answer_key: { type: 'string', description: 'from the document only (its key table or answer line); empty when it has none' },
          explanation: { type: 'string' },
          passage: {
            anyOf: [
              { type: 'null' },
              {
                type: 'object',
                additionalProperties: false,
                required: ['title', 'body'],
                properties: { title: { type: 'string' }, body: { type: 'string' } },
              },
            ],
          },
          section: { type: 'string', enum: [...ALL_SECTIONS] },
          domain: { type: 'string', enum: DOMAINS },
          skill: { type: 'string', enum: SKILLS },
          difficulty: { type: 'string', enum: [...DIFFICULTIES] },
        },
      },
    },
  },
} as const;

const SYSTEM_PROMPT = [
  'You turn SAT practice documents into structured questions. Copy the text of stems, choices and passages exactly as written;',
  'do not invent questions, choices or answers. Multiple-choice questions have choices labelled A, B, C, D (E at most); a',
  'question without choices is "grid-in" (a Math student-produced response) with an empty choices list. answer_key is the key',
  'the document gives (the answer-key table after the questions or an "Answer:" line): letters like "B", or for grid-in the number as written',
  '("3/4", "2.5"); an empty string when the document has none. Put a shared reading passage on each question it belongs to.',
  'Suggest section (digital: reading-writing or math), domain, skill (one of the given ids, the skill belonging to the domain)',
  'and difficulty. Answer with JSON only.',
].join(' ');

/**
 * The document as the model reads it: chunks of about `max` characters cut where a question, passage or
 * section starts, each followed by the document's answer-key table (which sits at the end, far from most
 * questions).
 */
export function aiChunks(text: string, max: number): string[] {
  const { body, keyText } = splitKeySection(text);
  return chunkText(body, max).map((c) => (keyText ? `${c}\n\nAnswer Key\n${keyText}` : c));
}

/** The text in chunks of about `max` characters, cut only where a question, passage or section starts. */
export function chunkText(text: string, max: number): string[] {
  const lines = text.split('\n');
  const starts = new Set(questionStartLines(text));
  const chunks: string[] = [];
  let current: string[] = [];
  let size = 0;
  for (const [i, line] of lines.entries()) {
    if (size + line.length > max && current.length > 0 && starts.has(i)) {
      chunks.push(current.join('\n'));
      current = [];
      size = 0;
    }
    current.push(line);
    size += line.length + 1;
  }
  if (current.join('').trim()) chunks.push(current.join('\n'));
  return chunks;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isString = (v: unknown): v is string => typeof v === 'string';

/** One question of the model's answer, checked; null when it is not the schema. */
function toDraft(q: unknown, chunk: string): ParsedDraft | null {
  if (!isObject(q)) return null;
  const { type, stem, choices, answer_key, explanation, passage, section, domain, skill, difficulty } = q;
  if (type !== 'multiple-choice' && type !== 'grid-in') return null;
  if (!isString(stem) || !stem.trim() || !isString(answer_key) || !isString(explanation) || !isString(domain) || !isString(skill)) return null;
  if (!isSection(section) || !isDifficulty(difficulty)) return null;
  if (!Array.isArray(choices) || !choices.every((c) => isObject(c) && isString(c.label) && isString(c.text))) return null;
  if (passage !== null && !(isObject(passage) && isString(passage.title) && isString(passage.body))) return null;
  const number = typeof q.number === 'number' ? q.number : null;
  // The part of the chunk the question came from, for the review: from its number to the next one.
  const at = number === null ? -1 : chunk.search(new RegExp(`(^|\\n)\\s*(?:question\\s+)?${number}\\s*[.)]`, 'i'));
  return {
    type,
    stem: stem.trim(),
    choices: (choices as { label: string; text: string }[]).map((c) => ({
      label: c.label.trim().replace(/[().]/g, '').toUpperCase(),
      text: c.text.trim(),
    })),
    answerKey: answer_key.trim(),
    explanation: explanation.trim(),
    passage:
      passage && (passage.body as string).trim()
        ? { title: (passage.title as string).trim() || 'Passage', body: (passage.body as string).trim() }
        : null,
    section,
    domain,
    skill,
    difficulty,
    sourceExcerpt: at >= 0 ? chunk.slice(at, at + 1500).trim() : stem.slice(0, 1500),
  };
}

/** One chunk through the model: its drafts, or an AiAnalysisError saying why not. */
export async function analyzeChunk(ai: AiSettings, chunk: string, fetchImpl: typeof fetch = fetch): Promise<ParsedDraft[]> {
  let res: Response;
  let raw: string;
  try {
    res = await fetchImpl(`${ai.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(ai.apiKey ? { authorization: `Bearer ${ai.apiKey}` } : {}) },
      body: JSON.stringify({
        model: ai.model,
        temperature: 0,
        messages: [
          { role: 'system', content: SYSTEM_PROMPT },
          { role: 'user', content: chunk },
        ],
        response_format: { type: 'json_schema', json_schema: { name: 'sat_questions', strict: true, schema: AI_RESPONSE_SCHEMA } },
      }),
      signal: AbortSignal.timeout(ai.timeoutMs),
    });
    raw = await res.text();
  } catch (err) {
    const name = (err as Error).name;
    if (name === 'TimeoutError' || name === 'AbortError') throw new AiAnalysisError('timeout', `no answer within ${ai.timeoutMs} ms`);
    throw new AiAnalysisError('http', `request failed: ${(err as Error).message}`);
  }
  if (!res.ok) throw new AiAnalysisError('http', `HTTP ${res.status}`);
  let content: unknown;
  try {
    const body = JSON.parse(raw) as { choices?: { message?: { content?: unknown; refusal?: unknown } }[] };
    const message = body.choices?.[0]?.message;
    if (!message || !isString(message.content)) throw new Error('no message content');
    content = JSON.parse(message.content);
  } catch (err) {
    throw new AiAnalysisError('malformed', `not a chat completion with JSON content: ${(err as Error).message}`);
  }
  if (!isObject(content) || !Array.isArray(content.questions)) throw new AiAnalysisError('malformed', 'no questions list');
  const drafts = content.questions.map((q) => toDraft(q, chunk));
  const bad = drafts.findIndex((d) => d === null);
  if (bad >= 0) throw new AiAnalysisError('malformed', `question ${bad + 1} does not match the schema`);
  return drafts as ParsedDraft[];
}
