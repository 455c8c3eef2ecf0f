/**
 * `npm run bench:import -w server` (after the build): the question import of a 100-question document, as a
 * PDF, as a DOCX and as pasted text, through the module's own job functions on the bench database (no AI:
 * the built-in parser). Prints, per kind, the analysis (text extraction + parsing + saving 100 drafts) and
 * the bulk import (100 questions, one transaction each, progress counted per draft), median of ROUNDS runs.
 * Fails when a whole import (analysis + bulk import) passes TARGET_MS or does not yield 100 questions.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDataSource } from '../src/db/data-source';
import { systemClock } from '../src/lib/clock';
import { diskStorage } from '../src/lib/storage';
import { analyzeImport, runImport } from '../src/modules/question-imports/question-imports.service';
import { questionImportsRepository } from '../src/modules/question-imports/question-imports.repository';
import { benchDatabase } from './bench-db';
import { passFail } from './bench-stats';
import { numberedQuestions, writeDocx, writePdf } from './question-documents';

const QUESTIONS = 100;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const TARGET_MS = 5_000;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const ms = (t0: bigint) => Number(process.hrtime.bigint() - t0) / 1e6;

async function main() {
  const db = await benchDatabase();
  const ds = await createDataSource(db.url, 4, []).initialize();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-import-'));
  const storage = diskStorage(dir);
  try {
    const [author] = await ds.query(
      `INSERT INTO users (username, email, password_hash, roles, first_name, last_name)
       VALUES ('bench-importer', 'bench-importer@example.com', 'x', '{teacher}', 'Bench', 'Importer')
       ON CONFLICT (lower(username)) DO UPDATE SET roles = EXCLUDED.roles RETURNING id`,
    );
    const lines = numberedQuestions(QUESTIONS);
    const docs = {
      pdf: await writePdf(lines, 'Bench set'),
      docx: writeDocx(lines),
      text: Buffer.from(lines.join('\n')),
    };
    const repo = questionImportsRepository(ds);
    console.log(`\nquestion import of a ${QUESTIONS}-question document (parser), median of ${ROUNDS} runs`);
    let ok = true;
    for (const [kind, data] of Object.entries(docs) as ['pdf' | 'docx' | 'text', Buffer][]) {
      const analysis: number[] = [];
      const bulk: number[] = [];
      let questions = 0;
      for (let round = 0; round < ROUNDS; round++) {
        const id = await repo.insert(author.id, 'teacher', {
          title: `Bench ${kind}`,
          sourceKind: kind,
          sourceText: kind === 'text' ? data.toString() : '',
          now: new Date(),
        });
        if (kind !== 'text') {
          const key = `bench/${id}.${kind}`;
          await storage.put(key, data);
          await repo.setStorageKey(id, key);
        }
        let t0 = process.hrtime.bigint();
        await analyzeImport({ ds, clock: systemClock, storage, ai: null }, id);
        analysis.push(ms(t0));
        const drafts = await repo.drafts(id);
        await repo.startImport(
          id,
          drafts.map((d) => d.id),
          new Date(),
        );
        t0 = process.hrtime.bigint();
        await runImport(ds, systemClock, id);
        bulk.push(ms(t0));
        const [{ n }] = await ds.query(
          `SELECT count(*)::int AS n FROM questions q JOIN question_import_drafts d ON d.id = q.import_draft_id WHERE d.import_id = $1`,
          [id],
        );
        questions = n;
      }
      const total = median(analysis) + median(bulk);
      const pass = total < TARGET_MS && questions === QUESTIONS;
      ok &&= pass;
      console.log(
        `  ${kind.padEnd(5)} (${(data.length / 1024).toFixed(0)} KB): analysis ${median(analysis).toFixed(0)} ms, bulk import ${median(bulk).toFixed(0)} ms ` +
          `(${((QUESTIONS / median(bulk)) * 1000).toFixed(0)} questions/s), ${questions} questions; whole ${total.toFixed(0)} ms (target < ${TARGET_MS} ms)  ${passFail(pass)}`,
      );
    }
    if (!ok) process.exitCode = 1;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
    await ds.destroy();
    await db.stop();
  }
}

void main();
