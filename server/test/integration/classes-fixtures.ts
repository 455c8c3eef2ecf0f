/** What the classes*.test.ts files share: the runner's app on a manual clock, people, and a class made through the API. */
import request from 'supertest';
import type { ClassDetailDto, ClassInput, Role } from '@app/shared';
import { bearer, createUser, type CreatedUser } from '../helpers/factories';
import type { Runner } from './attempts-fixtures';

export const person = (r: Runner, roles: Role[]): Promise<CreatedUser> => createUser(r.t.app, r.t.ctx.ds, roles, { verified: true });
export const teacher = (r: Runner) => person(r, ['teacher']);
export const student = (r: Runner) => person(r, ['student']);

export const api = (r: Runner, u: CreatedUser | null) => {
  const auth = (t: request.Test) => (u ? t.set(bearer(u.token)) : t);
  return {
    get: (path: string) => auth(request(r.t.app).get(`/api${path}`)),
    post: (path: string, body: object = {}) => auth(request(r.t.app).post(`/api${path}`)).send(body),
    patch: (path: string, body: object = {}) => auth(request(r.t.app).patch(`/api${path}`)).send(body),
    put: (path: string, body: object = {}) => auth(request(r.t.app).put(`/api${path}`)).send(body),
    delete: (path: string) => auth(request(r.t.app).delete(`/api${path}`)),
  };
};

export const classInput = (over: Partial<ClassInput> = {}): ClassInput => ({
  name: 'SAT Fall Cohort',
  description: 'Saturday mornings',
  method: 'online',
  start_date: '2030-03-01',
  end_date: '2030-06-30',
  schedule: { time_zone: 'Asia/Taipei', slots: [{ day: 'sat', start: '09:00', end: '12:00' }] },
  capacity: 20,
  ...over,
});

export async function makeClass(r: Runner, owner: CreatedUser, over: Partial<ClassInput> = {}): Promise<ClassDetailDto> {
  const res = await api(r, owner).post('/classes', classInput(over)).expect(201);
  return res.body as ClassDetailDto;
}

/** A class with `students` joined by code. */
export async function classWith(r: Runner, owner: CreatedUser, students: CreatedUser[], over: Partial<ClassInput> = {}): Promise<ClassDetailDto> {
  const c = await makeClass(r, owner, over);
  for (const s of students) await api(r, s).post('/classes/join', { code: c.class_code }).expect(201);
  return c;
}
