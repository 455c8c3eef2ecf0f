/**
 * What the teacher-grading*.test.ts files share: a finished, graded attempt taken through the runner's API,
 * a grading order bought through the wallet's API, and the graders' calls.
 */
import crypto from 'node:crypto';
import request from 'supertest';
import type { GradingService, Role } from '@app/shared';
import { bearer, createUser, type CreatedUser } from '../helpers/factories';
import { giveCoins } from '../helpers/wallet';
import { answerModule, api, practice, started, taker, type Runner } from './attempts-fixtures';

/** A finished single-module math practice of 3 questions (2 right), graded by the job; its question ids. */
export async function finishedAttempt(r: Runner, student: CreatedUser): Promise<{ attemptId: number; questionIds: number[] }> {
  const practiceId = await practice(r, 'math', { kind: 'module', count: 3 });
  const a = await started(r, student, { practiceId });
  await answerModule(r, student, a, 2);
  const res = await api(r, student).submit(a.id, a.currentModule!.id);
  if (res.status !== 200 || res.body.status !== 'finished') throw new Error(`submit: ${res.status} ${JSON.stringify(res.body)}`);
  await r.t.ctx.queue.drain();
  return { attemptId: a.id, questionIds: a.currentModule!.questions.map((q) => q.id) };
}

export interface Ordered {
  student: CreatedUser;
  orderId: number;
  attemptId: number;
  questionIds: number[];
}

/** A student (pro unless told) who finished an attempt and bought `service` on it. */
export async function orderedGrading(r: Runner, service: GradingService, roles: Role[] = ['student']): Promise<Ordered> {
  const student = await taker(r, roles);
  const { attemptId, questionIds } = await finishedAttempt(r, student);
  await giveCoins(r.t.ctx.ds, student.id, 100);
  const res = await request(r.t.app)
    .post('/api/grading-orders')
    .set(bearer(student.token))
    .set('Idempotency-Key', crypto.randomUUID())
    .send({ attempt_id: attemptId, service });
  if (res.status !== 201) throw new Error(`order: ${res.status} ${JSON.stringify(res.body)}`);
  return { student, orderId: res.body.id, attemptId, questionIds };
}

/** A teacher an admin has made a grader (the queue is closed to other teachers). */
export async function teacher(r: Runner): Promise<CreatedUser> {
  const t = await createUser(r.t.app, r.t.ctx.ds, ['teacher'], { verified: true });
  await r.t.ctx.ds.query(`INSERT INTO graders (user_id) VALUES ($1)`, [t.id]);
  return t;
}

export const grading = (r: Runner, user: CreatedUser) => ({
  queue: (query: Record<string, string | number | string[]> = {}) =>
    request(r.t.app)
      .get('/api/teacher-grading/queue')
      .query({ per_page: 100, ...query })
      .set(bearer(user.token)),
  show: (id: number | string) => request(r.t.app).get(`/api/teacher-grading/${id}`).set(bearer(user.token)),
  claim: (id: number | string) => request(r.t.app).post(`/api/teacher-grading/${id}/claim`).set(bearer(user.token)),
  complete: (id: number | string, body: Record<string, unknown>) =>
    request(r.t.app).post(`/api/teacher-grading/${id}/complete`).set(bearer(user.token)).send(body),
  forAttempt: (attemptId: number | string) => request(r.t.app).get(`/api/attempts/${attemptId}/grading-order`).set(bearer(user.token)),
  feedback: (orderId: number | string) => request(r.t.app).get(`/api/grading-orders/${orderId}/feedback`).set(bearer(user.token)),
});

/** Activity log rows of one action about one order. */
export async function activityOf(r: Runner, action: string, orderId: number): Promise<{ actor_id: number; target_user_id: number }[]> {
  return r.t.ctx.ds.query(`SELECT actor_id, target_user_id FROM activity_log WHERE action = $1 AND details->>'order_id' = $2`, [
    action,
    String(orderId),
  ]);
}
