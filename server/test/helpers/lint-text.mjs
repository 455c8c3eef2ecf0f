// Lints stdin as if it were the file argv[2] (relative to the repository) with the project's own ESLint
// config, and prints the messages as JSON. A separate process: ESLint loads eslint.config.mjs with a
// dynamic import, which jest's module sandbox does not allow.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const eslint = new ESLint({ cwd: repoRoot });
const [result] = await eslint.lintText(Buffer.concat(chunks).toString('utf8'), { filePath: path.join(repoRoot, process.argv[2]) });
process.stdout.write(JSON.stringify(result.messages));
