/** Test data through the real API or straight into the tables, always with unique names. */
import crypto from 'node:crypto';
import request from 'supertest';
import type { Express } from 'express';
import type { DataSource } from 'typeorm';
import type { LoginResponse, Role } from '@app/shared';
import { hashPassword } from '../../src/modules/users/passwords';

export const uid = () => crypto.randomBytes(5).toString('hex');
export const PASSWORD = 'correct-horse-battery';

export interface CreatedUser {
  id: number;
  username: string;
  email: string;
  password: string;
  token: string;
}

/** Registers through POST /auth/register with the test captcha answer. */
export async function registerUser(app: Express, overrides: Record<string, unknown> = {}): Promise<CreatedUser & { body: LoginResponse }> {
  const captcha = await request(app).get('/api/auth/captcha/flat').expect(200);
  const name = `u${uid()}`;
  const payload = {
    first_name: 'Ada',
    last_name: 'Lovelace',
    username: name,
    email: `${name}@example.com`,
    password: PASSWORD,
    password_confirmation: PASSWORD,
    captcha: 'pass-test',
    captcha_key: captcha.body.key,
    role: 'student',
    ...overrides,
  };
  const res = await request(app).post('/api/auth/register').send(payload);
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
  return {
    id: res.body.user.id,
    username: payload.username as string,
    email: (payload.email as string).toLowerCase(),
    password: PASSWORD,
    token: res.body.access_token,
    body: res.body,
  };
}

/** Inserts a user with given roles directly, then logs in through the API for a real token. */
export async function createUser(app: Express, ds: DataSource, roles: Role[], opts: { verified?: boolean } = {}): Promise<CreatedUser> {
  const name = `u${uid()}`;
  const email = `${name}@example.com`;
  const rows: { id: number }[] = await ds.query(
    `INSERT INTO users (username, email, password_hash, first_name, last_name, roles, email_verified_at) VALUES ($1, $2, $3, 'Test', 'User', $4, $5) RETURNING id`,
    [name, email, await hashPassword(PASSWORD), roles, opts.verified ? new Date() : null],
  );
  const login = await request(app).post('/api/auth/login').send({ username: name, password: PASSWORD }).expect(200);
  return { id: rows[0].id, username: name, email, password: PASSWORD, token: login.body.access_token };
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
