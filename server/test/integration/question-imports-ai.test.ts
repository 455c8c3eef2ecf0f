/**
 * The AI analysis against a chat-completions server started here (the protocol OpenAI, Ollama and vLLM
 * speak): a good answer becomes the drafts, chunk by chunk with progress; a malformed answer, an HTTP error
 * or an answer slower than AI_TIMEOUT_MS makes the parser read the document instead, and the import says why.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { Role, type QuestionImportDto } from '@app/shared';
import { buildTestApp, type TestApp } from '../helpers/context';
import { bearer, createUser, type CreatedUser } from '../helpers/factories';
import { numberedQuestions } from '../../bench/question-documents';

type Mode = 'good' | 'malformed-json' | 'wrong-shape' | 'slow' | 'http-500' | 'second-malformed';
let mode: Mode = 'good';
let calls: { auth: string | undefined; body: Record<string, unknown> }[] = [];
let server: http.Server;
let t: TestApp;
let author: CreatedUser;

/** An answer in the schema: one question per number the chunk holds, with "AI" stems to tell them apart. */
function goodContent(chunk: string): string {
  const questions = chunk.split('\nAnswer Key\n')[0];
  const numbers = [...questions.matchAll(/^(\d+)\. /gm)].map((m) => Number(m[1]));
  return JSON.stringify({
    questions: numbers.map((n) => ({
      number: n,
      type: 'multiple-choice',
      stem: `AI stem ${n}`,
      choices: ['A', 'B', 'C', 'D'].map((label) => ({ label, text: `${label} for ${n}` })),
      answer_key: 'A',
      explanation: '',
      passage: n === 1 ? { title: 'AI passage', body: 'A passage the model found.' } : null,
      section: 'math',
      domain: 'algebra',
      skill: 'linear-functions',
      difficulty: 'hard',
    })),
  });
}

const completion = (content: string) =>
  JSON.stringify({ id: 'c1', object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }] });

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const body = JSON.parse(raw) as { messages: { role: string; content: string }[] };
      calls.push({ auth: req.headers.authorization, body });
      const chunk = body.messages.find((m) => m.role === 'user')!.content;
      const send = (status: number, text: string) => res.writeHead(status, { 'content-type': 'application/json' }).end(text);
      if (req.url !== '/v1/chat/completions') return send(404, '{}');
      if (mode === 'good') return send(200, completion(goodContent(chunk)));
      if (mode === 'malformed-json') return send(200, completion('Here are your questions: 1. What is...'));
      if (mode === 'wrong-shape') return send(200, completion(JSON.stringify({ questions: [{ number: 1, stem: 'no type or choices' }] })));
      if (mode === 'http-500') return send(500, '{"error":{"message":"model not loaded"}}');
      if (mode === 'second-malformed') return send(200, completion(calls.length === 1 ? goodContent(chunk) : '{"questions": "none"}'));
      setTimeout(() => send(200, completion(goodContent(chunk))), 1500); // slow
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  t = await buildTestApp({
    AI_BASE_URL: `http://127.0.0.1:${port}/v1/`,
    AI_API_KEY: 'sk-test-key',
    AI_MODEL: 'sat-test-model',
    AI_TIMEOUT_MS: '500',
    AI_CHUNK_CHARS: '1000',
  });
  author = await createUser(t.app, t.ctx.ds, [Role.Teacher], { verified: true });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  calls = [];
});

const DOC = numberedQuestions(30).join('\n');

async function analyse(): Promise<QuestionImportDto> {
  const res = await request(t.app).post('/api/question-imports').set(bearer(author.token)).send({ text: DOC }).expect(202);
  await t.ctx.queue.drain();
  return (await request(t.app).get(`/api/question-imports/${res.body.id}`).set(bearer(author.token)).expect(200)).body as QuestionImportDto;
}

describe('AI analysis', () => {
  it('sends each chunk with the json_schema response format; the answers become the drafts, progress per chunk', async () => {
    mode = 'good';
    const imp = await analyse();
    expect(calls.length).toBeGreaterThanOrEqual(2);
    expect(imp).toMatchObject({
      status: 'saved',
      analyzer: 'ai',
      ai_fallback: null,
      draft_count: 30,
      progress: { done: calls.length, total: calls.length },
    });
    expect(imp.drafts.map((d) => d.stem)).toEqual(Array.from({ length: 30 }, (_, i) => `AI stem ${i + 1}`));
    expect(imp.drafts[0]).toMatchObject({
      answer_key: 'A',
      difficulty: 'hard',
      skill: 'linear-functions',
      passage: { title: 'AI passage', body: 'A passage the model found.' },
      problems: {},
    });
    expect(imp.drafts[4].source_excerpt).toMatch(/^5\. If/);
    const first = calls[0];
    expect(first.auth).toBe('Bearer sk-test-key');
    expect(first.body).toMatchObject({
      model: 'sat-test-model',
      temperature: 0,
      response_format: { type: 'json_schema', json_schema: { name: 'sat_questions', strict: true } },
    });
    // Chunks are cut where a question starts: every chunk but the first begins with a number.
    // Chunks are cut where a question starts, and each carries the document's key table.
    for (const c of calls.slice(1)) expect((c.body.messages as { role: string; content: string }[])[1].content).toMatch(/^\d+\. /);
    for (const c of calls) expect((c.body.messages as { role: string; content: string }[])[1].content).toContain('\n\nAnswer Key\n1. A\n2. A');
  });

  it.each([
    ['malformed-json', 'malformed'],
    ['wrong-shape', 'malformed'],
    ['second-malformed', 'malformed'],
    ['http-500', 'http'],
    ['slow', 'timeout'],
  ] as const)('%s: the parser reads the document instead (ai_fallback %s)', async (m, reason) => {
    mode = m;
    const imp = await analyse();
    expect(calls.length).toBeGreaterThan(0);
    expect(imp).toMatchObject({ status: 'saved', analyzer: 'parser', ai_fallback: reason, draft_count: 30 });
    expect(imp.drafts[0].stem).toBe('What is the value of 3 times 4 plus 1?');
    expect(imp.drafts[4]).toMatchObject({ type: 'grid-in', answer_key: '4' });
  });
});
