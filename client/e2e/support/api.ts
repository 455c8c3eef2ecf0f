import { expect, type APIRequestContext } from '@playwright/test';
import type { AttemptDto } from '@app/shared';

/** JSON call with a bearer token; fails the test with the answer's body when it is not 2xx. */
export async function call<T>(api: APIRequestContext, method: 'get' | 'post' | 'put', url: string, token: string, data?: unknown): Promise<T> {
  const res = await api[method](url, { data, headers: { authorization: `Bearer ${token}` } });
  expect(res.ok(), `${method.toUpperCase()} ${url}: ${res.status()} ${await res.text()}`).toBeTruthy();
  return (await res.json()) as T;
}

export async function apiLogin(api: APIRequestContext, username: string, password: string): Promise<string> {
  const res = await api.post('/api/auth/login', { data: { username, password } });
  expect(res.ok(), `login ${username}`).toBeTruthy();
  return ((await res.json()) as { access_token: string }).access_token;
}

/** Registers a student through the API (the e2e captcha answer) with the details filled in; answers the token. */
export async function registerStudent(api: APIRequestContext, user: { username: string; email: string; password: string; first_name?: string }) {
  const captcha = (await (await api.get('/api/auth/captcha/flat')).json()) as { key: string };
  const reg = await api.post('/api/auth/register', {
    data: {
      first_name: user.first_name ?? 'Test',
      last_name: 'Student',
      username: user.username,
      email: user.email,
      password: user.password,
      password_confirmation: user.password,
      captcha: process.env.E2E_CAPTCHA,
      captcha_key: captcha.key,
    },
  });
  expect(reg.ok(), `register: ${reg.status()} ${await reg.text()}`).toBeTruthy();
  const token = ((await reg.json()) as { access_token: string }).access_token;
  await call(api, 'post', '/api/bind-student', token, { school: 'E2E High', phone: '0912345678' });
  return token;
}

/** The accepted answers of practices' questions, read by an author (test takers never see keys). */
export async function answerKeys(api: APIRequestContext, authorToken: string, practiceIds: number[]): Promise<Map<number, string>> {
  const keys = new Map<number, string>();
  for (const id of practiceIds) {
    const practice = await call<{ questions: { question: { id: number } }[] }>(api, 'get', `/api/practices/${id}`, authorToken);
    for (const { question } of practice.questions) {
      const q = await call<{ answer_key: string }>(api, 'get', `/api/questions/${question.id}`, authorToken);
      keys.set(question.id, q.answer_key.split(',')[0]);
    }
  }
  return keys;
}

/**
 * Takes a whole attempt through the API: every question of every module answered by `pick` (nothing
 * saved where it answers null), breaks skipped, modules submitted, until the attempt is finished.
 */
export async function takeAttempt(
  api: APIRequestContext,
  token: string,
  start: Record<string, number>,
  pick: (questionId: number) => string | null,
): Promise<AttemptDto> {
  let a = await call<AttemptDto>(api, 'post', '/api/attempts', token, start);
  let seq = 0;
  while (a.status !== 'finished') {
    if (a.status === 'on_break') {
      a = await call<AttemptDto>(api, 'post', `/api/attempts/${a.id}/continue`, token);
      continue;
    }
    const mod = a.currentModule!;
    for (const q of mod.questions) {
      const answer = pick(q.id);
      if (answer !== null)
        await call(api, 'put', `/api/attempts/${a.id}/answers/${q.id}`, token, { answer, marked: false, eliminated: [], seq: ++seq });
    }
    a = await call<AttemptDto>(api, 'post', `/api/attempts/${a.id}/submit-module`, token, { moduleId: mod.id });
  }
  return a;
}
