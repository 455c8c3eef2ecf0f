/**
 * Who besides the taker and admins reads a result (GET /api/results/{id}, its review and its PDF): the
 * teachers and company-admins of the taker's companies and the author of the test (the result-analysis
 * rule); a teacher of another company, another teacher and a student of the same company get 404. The
 * PDF stays 402 for them until the taker unlocks it, and they cannot unlock it for the taker.
 */
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import type { ResultDto } from '@app/shared';
import { bearer, createUser, type CreatedUser } from '../helpers/factories';
import { practice, setupRunner, taker, type Runner } from './attempts-fixtures';
import { practiceTable, takeToTheEnd } from './grading-fixtures';

let r: Runner;
let student: CreatedUser;
let companyTeacher: CreatedUser;
let companyAdmin: CreatedUser;
let classmate: CreatedUser;
let otherTeacher: CreatedUser;
let author: CreatedUser;
let libraryAttempt: number;
let authoredAttempt: number;

const get = (user: CreatedUser, url: string) => request(r.t.app).get(url).set(bearer(user.token));
const teacherUser = () => createUser(r.t.app, r.t.ctx.ds, ['teacher'], { verified: true });

async function company(...members: CreatedUser[]): Promise<void> {
  const [{ id }] = (await r.t.ctx.ds.query(`INSERT INTO companies (name) VALUES ('Co') RETURNING id`)) as { id: number }[];
  for (const m of members) await r.t.ctx.ds.query(`INSERT INTO company_users (company_id, user_id) VALUES ($1, $2)`, [id, m.id]);
}

beforeAll(async () => {
  r = await setupRunner();
  [student, classmate] = [await taker(r), await taker(r)];
  [companyTeacher, otherTeacher, author] = [await teacherUser(), await teacherUser(), await teacherUser()];
  companyAdmin = await createUser(r.t.app, r.t.ctx.ds, ['company-admin'], { verified: true });
  await company(companyTeacher, companyAdmin, student, classmate);
  await company(otherTeacher);

  const library = await practice(r, 'reading-writing', { count: 2 });
  await practiceTable(r, library, 'reading-writing', 2);
  libraryAttempt = await takeToTheEnd(r, student, { practiceId: library }, () => 'A');

  // A student outside every company takes a test that then becomes `author`'s (students take only the
  // admins' library until classes exist), as result-analysis.test.ts does.
  const outsider = await taker(r);
  const authored = await practice(r, 'reading-writing', { count: 2 });
  await practiceTable(r, authored, 'reading-writing', 2);
  authoredAttempt = await takeToTheEnd(r, outsider, { practiceId: authored }, () => 'B');
  await r.t.ctx.ds.query(`UPDATE practices SET owner_id = $2, owner_kind = 'teacher' WHERE id = $1`, [authored, author.id]);
});
afterAll(() => r.t.close());

describe('reading another user’s result', () => {
  it('lets the teacher and the company-admin of the taker’s company read the result and its review', async () => {
    const own = (await get(student, `/api/results/${libraryAttempt}`).expect(200)).body as ResultDto;
    const review = (await get(student, `/api/results/${libraryAttempt}/review`).expect(200)).body as unknown[];
    expect(review).toHaveLength(2);
    for (const u of [companyTeacher, companyAdmin]) {
      expect((await get(u, `/api/results/${libraryAttempt}`).expect(200)).body).toEqual(own);
      expect((await get(u, `/api/results/${libraryAttempt}/review`).expect(200)).body).toEqual(review);
    }
  });

  it('lets a teacher read the attempts of a test they author, and nothing else of theirs', async () => {
    expect((await get(author, `/api/results/${authoredAttempt}`).expect(200)).body).toMatchObject({ attemptId: authoredAttempt });
    await get(author, `/api/results/${authoredAttempt}/review`).expect(200);
    // Not their test, not their company's member.
    await get(author, `/api/results/${libraryAttempt}`).expect(404);
  });

  it('answers 404 to a teacher of another company and to a student of the same company', async () => {
    for (const u of [otherTeacher, classmate]) {
      await get(u, `/api/results/${libraryAttempt}`).expect(404);
      await get(u, `/api/results/${libraryAttempt}/review`).expect(404);
      await get(u, `/api/results/${libraryAttempt}/pdf`).expect(404);
    }
    // The company's teacher does not see an attempt of a test of someone else by a non-member either.
    await get(companyTeacher, `/api/results/${authoredAttempt}`).expect(404);
  });

  it('keeps the PDF at 402 for the teacher until the taker unlocks it, and the teacher cannot unlock it', async () => {
    const pdf = await get(companyTeacher, `/api/results/${libraryAttempt}/pdf`).expect(402);
    expect(pdf.body).toMatchObject({ code: 'print_pdf_forbidden' });
    await request(r.t.app)
      .post(`/api/score-reports/${libraryAttempt}/unlock`)
      .set(bearer(companyTeacher.token))
      .set('Idempotency-Key', randomUUID())
      .expect(403);
    await get(companyTeacher, `/api/results/${libraryAttempt}/pdf`).expect(402);
  });
});
