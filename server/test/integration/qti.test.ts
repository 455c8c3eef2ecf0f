/** QTI 3: a practice exported and imported again is the same practice; packages that do not validate are refused with the reason. */
import request from 'supertest';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { DOMParser } from '@xmldom/xmldom';
import type { QuestionInput, QtiImportResultDto } from '@app/shared';
import { expectFieldError } from '../helpers/expect';
import { bearer, type CreatedUser } from '../helpers/factories';
import { setupRunner, type Runner } from './attempts-fixtures';
import { api, person, student, teacher } from './classes-fixtures';

let r: Runner;
let admin: CreatedUser;
let otherAdmin: CreatedUser;
beforeAll(async () => {
  r = await setupRunner();
  admin = await person(r, ['admin']);
  otherAdmin = await person(r, ['admin']);
});
afterAll(() => r.t.close());

const choices = (...texts: string[]) => texts.map((text, i) => ({ label: 'ABCDE'[i], text }));

async function question(by: CreatedUser, q: Partial<QuestionInput> & Pick<QuestionInput, 'stem'>): Promise<number> {
  const body: QuestionInput = {
    type: 'multiple-choice',
    section: 'reading-writing',
    domain: 'craft-and-structure',
    skill: 'words-in-context',
    difficulty: 'medium',
    choices: choices('one', 'two', 'three', 'four'),
    answer_key: 'B',
    explanation: '',
    ...q,
  };
  return (await api(r, by).post('/questions', body).expect(201)).body.id;
}

const passage = async (by: CreatedUser, title: string, body: string) =>
  (await api(r, by).post('/passages', { title, body, source: 'Original for this test' }).expect(201)).body.id as number;

/** A Reading and Writing practice: passages shared by two items, a multi-answer key, a no-answer key, markup and symbols kept as text. */
async function readingPractice(by: CreatedUser, title: string): Promise<number> {
  // One text is one passage per author: each practice gets its own texts.
  const p1 = await passage(
    by,
    'The lighthouse keeper',
    `Every night (${title}), Mara climbed the 112 steps <and> lit the lamp & watched the sea.\nShe kept a log.`,
  );
  const p2 = await passage(by, 'Bees and “waggle” dances', `Honeybees tell each other where flowers are by dancing — a map in motion (${title}).`);
  const ids = [
    await question(by, {
      stem: 'As used in the text, what does “kept” most nearly mean?',
      passage_id: p1,
      choices: choices('maintained', 'stored', 'delayed', 'celebrated'),
      answer_key: 'A',
      explanation: 'She **maintained** a log: <b>A</b>.',
      source: 'Item bank 7',
      difficulty: 'easy',
    }),
    await question(by, {
      stem: 'Which choice best states the main idea?',
      passage_id: p1,
      domain: 'information-and-ideas',
      skill: 'central-ideas-and-details',
      answer_key: 'A,C',
      difficulty: 'hard',
    }),
    await question(by, {
      stem: 'Which two words are synonyms of “dance”?',
      passage_id: p2,
      choices: choices('jig', 'sit', 'waltz'),
      answer_key: '*',
    }),
    await question(by, {
      stem: 'Choose the best transition.',
      domain: 'expression-of-ideas',
      skill: 'transitions',
      choices: choices('However,', 'Thus,', 'Meanwhile,', 'Instead,', 'Still,'),
      answer_key: 'E',
    }),
  ];
  return (
    await api(r, by)
      .post('/practices', {
        title,
        version: 'digital',
        kind: 'module',
        section: 'reading-writing',
        time_limit_seconds: 1920,
        tools: ['highlighter', 'annotate'],
        question_ids: ids,
      })
      .expect(201)
  ).body.id;
}

/** A Math practice: grid-ins with several exact answers, a range, and a multiple-choice item. */
async function mathPractice(by: CreatedUser, title: string): Promise<number> {
  const math = { section: 'math' as const, domain: 'algebra', skill: 'linear-equations-one-variable' };
  const ids = [
    await question(by, { ...math, type: 'grid-in', choices: [], stem: 'If 2x = 7, what is x?', answer_key: '7/2,3.5', explanation: 'Divide by 2.' }),
    await question(by, { ...math, type: 'grid-in', choices: [], stem: 'Give a value of y with 1.5 ≤ y < 2.', answer_key: '>=1.5&<2' }),
    await question(by, { ...math, type: 'grid-in', choices: [], stem: 'What is 1 + 2?', answer_key: '3,>=10&<=11' }),
    await question(by, { ...math, stem: 'Which is the slope of y = 3x + 1?', choices: choices('1', '3', '-3', '1/3'), answer_key: 'B' }),
  ];
  return (
    await api(r, by)
      .post('/practices', {
        title,
        version: 'digital',
        kind: 'drill',
        section: 'math',
        time_limit_seconds: 600,
        tools: ['calculator', 'reference-sheet'],
        question_ids: ids,
      })
      .expect(201)
  ).body.id;
}

const exportZip = async (by: CreatedUser, id: number): Promise<Buffer> => {
  const res = await api(r, by)
    .get(`/practices/${id}/qti`)
    .buffer(true)
    .parse((res, cb) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => cb(null, Buffer.concat(chunks)));
    })
    .expect(200);
  expect(res.headers['content-type']).toMatch(/application\/zip/);
  expect(res.headers['content-disposition']).toMatch(/^attachment; filename="?[\w-]+-qti3\.zip"?$/);
  return res.body as Buffer;
};

const importZip = (by: CreatedUser, zip: Buffer | Uint8Array, name = 'package.zip') =>
  request(r.t.app).post('/api/qti/import').set(bearer(by.token)).attach('file', Buffer.from(zip), name);

/** Everything a practice is, without ids and owners: what a round trip must keep. */
async function content(by: CreatedUser, practiceId: number) {
  const p = (await api(r, by).get(`/practices/${practiceId}`).expect(200)).body;
  const questions = [];
  for (const head of p.questions as { question: { id: number } }[]) {
    const q = (await api(r, by).get(`/questions/${head.question.id}`).expect(200)).body;
    const pass = q.passage ? (await api(r, by).get(`/passages/${q.passage.id}`).expect(200)).body : null;
    questions.push({
      type: q.type,
      section: q.section,
      domain: q.domain,
      skill: q.skill,
      difficulty: q.difficulty,
      stem: q.stem,
      choices: q.choices,
      answer_key: q.answer_key,
      explanation: q.explanation,
      source: q.source,
      passage: pass && { title: pass.title, body: pass.body, source: pass.source },
    });
  }
  return {
    title: p.title,
    version: p.version,
    kind: p.kind,
    section: p.section,
    time_limit_seconds: p.time_limit_seconds,
    tools: p.tools,
    questions,
  };
}

const files = (zip: Buffer) => unzipSync(new Uint8Array(zip));
const rezip = (f: Record<string, Uint8Array>) => Buffer.from(zipSync(f));
const edit = (f: Record<string, Uint8Array>, name: string, change: (xml: string) => string) => ({
  ...f,
  [name]: strToU8(change(strFromU8(f[name]))),
});

describe('round trip', () => {
  it.each([
    ['reading and writing with shared passages', readingPractice],
    ['math grid-ins with ranges', mathPractice],
  ])('export then import keeps every question, choice, key and passage: %s', async (_name, make) => {
    const id = await make(admin, `Round trip ${_name}`);
    const before = await content(admin, id);
    const zip = await exportZip(admin, id);

    // The package is what the standard names: a manifest, a test, items and stimuli in the QTI 3 namespace.
    const f = files(zip);
    expect(Object.keys(f)).toEqual(expect.arrayContaining(['imsmanifest.xml', 'assessment-test.xml', 'items/item-1.xml']));
    const manifest = new DOMParser().parseFromString(strFromU8(f['imsmanifest.xml']), 'text/xml');
    expect(manifest.documentElement!.namespaceURI).toBe('http://www.imsglobal.org/xsd/qti/qtiv3p0/imscp_v1p1');
    const types = Array.from(manifest.getElementsByTagName('resource')).map((e) => e.getAttribute('type'));
    expect(types.filter((t) => t === 'imsqti_item_xmlv3p0')).toHaveLength(before.questions.length);
    expect(types.filter((t) => t === 'imsqti_test_xmlv3p0')).toHaveLength(1);

    // Imported by someone else: the very same practice (the title too). Admins' passages are the library's,
    // so another admin's import finds them instead of making copies.
    const res = (await importZip(otherAdmin, zip).expect(201)).body as QtiImportResultDto;
    const passageCount = new Set(before.questions.map((q) => q.passage?.body).filter(Boolean)).size;
    expect(res).toMatchObject({ title: before.title, question_count: before.questions.length, passages_created: 0, passages_reused: passageCount });
    expect(await content(otherAdmin, res.practice_id)).toEqual(before);

    // Imported by its author: the title takes the copy suffix, the passages are the author's existing ones.
    const again = (await importZip(admin, zip).expect(201)).body as QtiImportResultDto;
    expect(again.title).toBe(`${before.title} (copy)`);
    expect(again.passages_created).toBe(0);
    expect(await content(admin, again.practice_id)).toEqual({ ...before, title: `${before.title} (copy)` });
  });

  it('writes the item parts QTI 3 names: choice and text-entry interactions, correct responses, mapping, response processing, stimulus refs', async () => {
    const f = files(await exportZip(admin, await mathPractice(admin, 'Parts math')));
    const grid = strFromU8(f['items/item-1.xml']);
    expect(grid).toContain('<qti-text-entry-interaction response-identifier="RESPONSE"');
    expect(grid).toContain('<qti-correct-response><qti-value>7/2</qti-value></qti-correct-response>');
    expect(grid).toContain('<qti-map-entry map-key="3.5" mapped-value="1"');
    expect(grid).toContain('<qti-response-processing>');
    const mc = strFromU8(f['items/item-4.xml']);
    expect(mc).toContain('<qti-choice-interaction response-identifier="RESPONSE" max-choices="1"');
    expect(mc).toContain('<qti-simple-choice identifier="B">3</qti-simple-choice>');
    const rw = files(await exportZip(admin, await readingPractice(admin, 'Parts reading')));
    expect(strFromU8(rw['items/item-1.xml'])).toMatch(/<qti-assessment-stimulus-ref identifier="passage-1" href="..\/stimuli\/passage-1.xml"/);
    expect(strFromU8(rw['items/item-2.xml'])).toContain(
      '<qti-response-declaration identifier="RESPONSE" cardinality="multiple" base-type="identifier">',
    );
    expect(strFromU8(rw['stimuli/passage-1.xml'])).toContain('<qti-assessment-stimulus ');
    expect(Object.keys(rw).filter((n) => n.startsWith('stimuli/'))).toHaveLength(2);
  });
});

describe('validation', () => {
  let good: Record<string, Uint8Array>;
  beforeAll(async () => {
    good = files(await exportZip(admin, await readingPractice(admin, 'Validation base')));
  });

  const reason = async (zip: Buffer) => {
    const res = await importZip(otherAdmin, zip);
    expectFieldError(res, 'file');
    return (res.body.errors.file as string[])[0];
  };

  it('refuses what is not a package', async () => {
    expect(await reason(Buffer.from('plain text, not a zip'))).toBe('This file is not a zip package.');
    expect(await reason(rezip({ 'readme.txt': strToU8('hi') }))).toBe('The package has no imsmanifest.xml at its root.');
    expect(await reason(rezip({ ...good, 'imsmanifest.xml': strToU8('<manifest') }))).toMatch(/^imsmanifest.xml is not well-formed XML/);
    expectFieldError(await request(r.t.app).post('/api/qti/import').set(bearer(admin.token)).field('x', 'y'), 'file', 'validation.required');
  });

  it('names the element, attribute or reference that breaks the QTI 3 rules', async () => {
    expect(await reason(rezip(edit(good, 'items/item-1.xml', (x) => x.replaceAll('qti-simple-choice', 'qti-simple-choise'))))).toBe(
      'items/item-1.xml: <qti-simple-choise> is not a QTI 3 element.',
    );
    expect(
      await reason(
        rezip(edit(good, 'items/item-1.xml', (x) => x.replace('<qti-choice-interaction response-identifier="RESPONSE"', '<qti-choice-interaction'))),
      ),
    ).toBe('items/item-1.xml: <qti-choice-interaction> needs the attribute response-identifier.');
    expect(await reason(rezip(edit(good, 'items/item-1.xml', (x) => x.replace('time-dependent="false"', 'time-dependent="maybe"'))))).toBe(
      'items/item-1.xml: <qti-assessment-item> has an invalid time-dependent: “maybe”.',
    );
    expect(await reason(rezip(edit(good, 'items/item-1.xml', (x) => x.replace('<qti-value>A</qti-value>', '<qti-value>F</qti-value>'))))).toBe(
      'items/item-1.xml: qti-correct-response “F” refers to nothing in the package.',
    );
    expect(
      await reason(rezip(edit(good, 'items/item-1.xml', (x) => x.replace('response-identifier="RESPONSE"', 'response-identifier="ANSWER"')))),
    ).toBe('items/item-1.xml: response-identifier “ANSWER” refers to nothing in the package.');
    expect(await reason(rezip(edit(good, 'assessment-test.xml', (x) => x.replace('href="items/item-2.xml"', 'href="items/item-9.xml"'))))).toBe(
      'assessment-test.xml: href “items/item-9.xml” refers to nothing in the package.',
    );
    expect(await reason(rezip(edit(good, 'imsmanifest.xml', (x) => x.replace('identifierref="res-item-1"', 'identifierref="res-item-99"'))))).toBe(
      'imsmanifest.xml: identifierref “res-item-99” refers to nothing in the package.',
    );
    expect(
      await reason(
        rezip(
          edit(good, 'items/item-1.xml', (x) =>
            x.replace(
              '<qti-assessment-stimulus-ref identifier="passage-1" href="../stimuli/passage-1.xml"',
              '<qti-assessment-stimulus-ref identifier="passage-1" href="../stimuli/none.xml"',
            ),
          ),
        ),
      ),
    ).toBe('items/item-1.xml: qti-assessment-stimulus-ref href “../stimuli/none.xml” refers to nothing in the package.');
    expect(await reason(rezip(edit(good, 'items/item-1.xml', (x) => x.replaceAll('qti-choice-interaction', 'qti-order-interaction'))))).toBe(
      'items/item-1.xml: an item needs exactly one choice or text-entry interaction (found: qti-order-interaction).',
    );
    expect(
      await reason(
        rezip(
          edit(good, 'assessment-test.xml', (x) =>
            x.replace('xmlns="http://www.imsglobal.org/xsd/imsqtiasi_v3p0"', 'xmlns="http://www.imsglobal.org/xsd/imsqti_v2p2"'),
          ),
        ),
      ),
    ).toBe('assessment-test.xml must start with <qti-assessment-test> in the QTI 3 namespace.');
    const noTest = edit(good, 'imsmanifest.xml', (x) => x.replace('type="imsqti_test_xmlv3p0"', 'type="webcontent"'));
    expect(await reason(rezip(noTest))).toBe('The manifest lists no QTI 3 assessment test (a resource of type imsqti_test_xmlv3p0).');
    // A path outside the package.
    expect(await reason(rezip({ ...good, '../evil.xml': strToU8('<x/>') }))).toBe('The package contains a file outside its folder: ../evil.xml.');
    // Nothing was imported by any refused package.
    const mine = (await api(r, otherAdmin).get('/practices?mine=true').expect(200)).body;
    expect((mine.data as { title: string }[]).some((p) => p.title === 'Validation base')).toBe(false);
  });

  it('answers the reason in the caller’s language', async () => {
    const res = await importZip(otherAdmin, Buffer.from('nope')).set('Accept-Language', 'zh-TW');
    expect(res.status).toBe(422);
    expect(res.body.errors.file).toEqual(['這個檔案不是 zip 壓縮檔。']);
  });

  it('refuses a package over 20 MB with 413', async () => {
    const res = await importZip(admin, Buffer.alloc(20 * 1024 * 1024 + 1));
    expect(res.status).toBe(413);
  });
});

describe('concurrency', () => {
  it('two imports of one package at once: each whole or refused whole, never a half-imported practice', async () => {
    const t = await teacher(r);
    const zip = await exportZip(admin, await mathPractice(admin, `Race ${Date.now()}`));
    const count = async () => Number((await r.t.ctx.ds.query(`SELECT count(*) AS n FROM questions WHERE owner_id = $1`, [t.id]))[0].n);
    const before = await count();
    const answers = await Promise.all([importZip(t, zip), importZip(t, zip), importZip(t, zip)]);
    const ok = answers.filter((a) => a.status === 201);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(answers.every((a) => a.status === 201 || a.status === 409)).toBe(true);
    // Every question belongs to an imported practice: a refused import left none behind.
    expect(await count()).toBe(before + ok.length * 4);
    expect(new Set(ok.map((a) => (a.body as QtiImportResultDto).title)).size).toBe(ok.length);
  });
});

describe('roles and ownership', () => {
  it('students and parents cannot export or import; another teacher cannot export a teacher’s practice', async () => {
    const s = await student(r);
    const parent = await person(r, ['parent']);
    const t = await teacher(r);
    const other = await teacher(r);
    const id = await mathPractice(t, 'Teacher math');
    await api(r, s).get(`/practices/${id}/qti`).expect(403);
    await api(r, parent).get(`/practices/${id}/qti`).expect(403);
    await importZip(s, Buffer.from('x')).expect(403);
    // The authoring routes' rule (architecture.md): someone else's content answers 403.
    await api(r, other).get(`/practices/${id}/qti`).expect(403);
    await api(r, admin).get('/practices/2147483647/qti').expect(404);
    await api(r, admin).get('/practices/0/qti').expect(422);
    // The teacher exports their own and imports it back as their own draft.
    const zip = await exportZip(t, id);
    const imported = (await importZip(t, zip).expect(201)).body as QtiImportResultDto;
    const p = (await api(r, t).get(`/practices/${imported.practice_id}`).expect(200)).body;
    expect(p).toMatchObject({ status: 'draft', owner_kind: 'teacher' });
    await request(r.t.app).get(`/api/practices/${id}/qti`).expect(401);
  });
});
