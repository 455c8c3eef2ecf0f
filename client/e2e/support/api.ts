import { expect, type APIRequestContext } from '@playwright/test';
import type { AttemptDto, CatalogEntryDto, PagedDto } from '@app/shared';

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

/** The role details each registrable role fills in after signing up (the bind-* forms). */
const ROLE_DETAILS = {
  student: (): [string, unknown] => ['/api/bind-student', { school: 'E2E High', phone: '0912345678' }],
  teacher: (): [string, unknown] => ['/api/bind-teacher', { college: 'E2E College', major: 'Mathematics', phone: '0912345678' }],
  parent: (studentEmails: string[]): [string, unknown] => ['/api/bind-parent', { phone: '0912345678', student_emails: studentEmails }],
};

/**
 * Registers a user of a role through the API (the e2e captcha answer) with the role details filled in
 * (a parent links `studentEmails`); answers the token and the user's id.
 */
export async function registerAs(
  api: APIRequestContext,
  role: keyof typeof ROLE_DETAILS,
  user: { username: string; email: string; password: string; first_name?: string; last_name?: string },
  studentEmails: string[] = [],
): Promise<{ token: string; id: number }> {
  const captcha = (await (await api.get('/api/auth/captcha/flat')).json()) as { key: string };
  const reg = await api.post('/api/auth/register', {
    data: {
      first_name: user.first_name ?? 'Test',
      last_name: user.last_name ?? (role === 'student' ? 'Student' : role === 'teacher' ? 'Teacher' : 'Parent'),
      username: user.username,
      email: user.email,
      password: user.password,
      password_confirmation: user.password,
      captcha: process.env.E2E_CAPTCHA,
      captcha_key: captcha.key,
      ...(role === 'student' ? {} : { role }),
    },
  });
  expect(reg.ok(), `register: ${reg.status()} ${await reg.text()}`).toBeTruthy();
  const body = (await reg.json()) as { access_token: string; user: { id: number } };
  const [path, details] = ROLE_DETAILS[role](studentEmails);
  await call(api, 'post', path, body.access_token, details);
  return { token: body.access_token, id: body.user.id };
}

/** Registers a student through the API (the e2e captcha answer) with the details filled in; answers the token. */
export async function registerStudent(api: APIRequestContext, user: { username: string; email: string; password: string; first_name?: string }) {
  return (await registerAs(api, 'student', user)).token;
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
  return finishAttempt(api, token, await call<AttemptDto>(api, 'post', '/api/attempts', token, start), pick);
}

/** Finishes an attempt already started (e.g. a class test started from its lock page), as takeAttempt does. */
export async function finishAttempt(
  api: APIRequestContext,
  token: string,
  started: AttemptDto,
  pick: (questionId: number) => string | null,
): Promise<AttemptDto> {
  let a = started;
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

/**
 * A math drill from the student's catalog (the first drill when none is math), taken to the end with
 * `choose` deciding each answer from the question's key (null when the key is unknown).
 */
export async function takeDrill(
  api: APIRequestContext,
  adminToken: string,
  token: string,
  choose: (key: string | null) => string | null,
): Promise<{ drill: CatalogEntryDto; attempt: AttemptDto }> {
  const drills = await call<PagedDto<CatalogEntryDto>>(api, 'get', '/api/catalog?kind=drill', token);
  const drill = drills.data.find((d) => d.section === 'math') ?? drills.data[0];
  const keys = await answerKeys(api, adminToken, [drill.id]);
  const attempt = await takeAttempt(api, token, { practiceId: drill.id }, (id) => choose(keys.get(id) ?? null));
  return { drill, attempt };
}

export type ProfileLang = 'EN-US' | 'ZH-CN' | 'ZH-TW';

/** Sets the user's profile language (what the pages are shown in after a reload). */
export async function setLanguage(api: APIRequestContext, token: string, lang: ProfileLang): Promise<void> {
  const res = await api.patch('/api/lang', { data: { lang }, headers: { authorization: `Bearer ${token}` } });
  expect(res.ok(), `PATCH /api/lang: ${res.status()}`).toBeTruthy();
}
