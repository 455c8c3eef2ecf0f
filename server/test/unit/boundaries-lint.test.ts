/**
 * The boundary rule of docs/architecture.md is enforced by lint (tools/eslint-boundaries.mjs, enabled in
 * eslint.config.mjs): a planted deep import into another module, or a lower layer importing a module,
 * must fail `npx eslint`, and an import through a module's index.ts must pass. ESLint's Node API runs in
 * helpers/lint-text.mjs, a process of its own (see there why).
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The boundary rule's messages for `code` as the file at `filePath` (relative to the repository). */
async function boundaryErrors(code: string, filePath: string): Promise<string[]> {
  const child = run(process.execPath, [path.join(__dirname, '../helpers/lint-text.mjs'), filePath]);
  child.child.stdin!.end(code);
  const messages = JSON.parse((await child).stdout) as { ruleId: string | null; message: string }[];
  return messages.filter((m) => m.ruleId === 'boundaries/entry-only').map((m) => m.message);
}

const deepImport = `import { attemptsRepository } from '../attempts/attempts.repository';\nexport const x = attemptsRepository;\n`;

describe('the module boundary lint rule', () => {
  jest.setTimeout(60_000);

  it("fails a deep import into another module's files", async () => {
    expect(await boundaryErrors(deepImport, 'server/src/modules/grading/x.ts')).toEqual([
      expect.stringContaining("reaches inside the module 'attempts'"),
    ]);
  });

  it("passes an import of the other module's entry", async () => {
    expect(
      await boundaryErrors(`import { attemptsModule } from '../attempts';\nexport const x = attemptsModule;\n`, 'server/src/modules/grading/x.ts'),
    ).toEqual([]);
  });

  it('fails the core layer importing a module, even through its entry', async () => {
    const code = `import { gradingModule } from '../../modules/grading';\nexport const x = gradingModule;\n`;
    expect(await boundaryErrors(code, 'server/src/core/access/x.ts')).toEqual([expect.stringContaining('a layer beneath the modules')]);
  });

  it('fails a client feature reaching inside another feature, and a component importing a feature', async () => {
    const deep = `import { useLoad } from '../practices/hooks/use-load';\nexport const x = useLoad;\n`;
    expect(await boundaryErrors(deep, 'client/src/features/results/x.ts')).toEqual([
      expect.stringContaining("reaches inside the feature 'practices'"),
    ]);
    const upward = `import { practiceRoutes } from '../features/practices';\nexport const x = practiceRoutes;\n`;
    expect(await boundaryErrors(upward, 'client/src/components/x.ts')).toEqual([expect.stringContaining('a layer beneath the features')]);
  });

  it("fails anything but the app's wiring importing it", async () => {
    const code = `import { buildRoutes } from '../app/routes';\nexport const x = buildRoutes;\n`;
    expect(await boundaryErrors(code, 'client/src/components/x.ts')).toEqual([expect.stringContaining("imports the app's wiring")]);
    const server = `import { createApp } from '../../app';\nexport const x = createApp;\n`;
    expect(await boundaryErrors(server, 'server/src/modules/grading/x.ts')).toEqual([expect.stringContaining("imports the app's wiring")]);
  });

  it('leaves tests free to look inside what they test', async () => {
    expect(await boundaryErrors(deepImport, 'server/src/modules/grading/x.test.ts')).toEqual([]);
  });
});
