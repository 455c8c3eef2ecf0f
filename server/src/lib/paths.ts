import fs from 'node:fs';
import path from 'node:path';

/** The repository root: found by walking up to the folder holding `locales/`, so it works from src (tsx, jest) and dist. */
function findRepoRoot(start: string): string {
  let dir = start;
  for (;;) {
    if (fs.existsSync(path.join(dir, 'locales')) && fs.existsSync(path.join(dir, 'package.json'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`Cannot find the repository root above ${start}`);
    dir = parent;
  }
}

export const REPO_ROOT = findRepoRoot(__dirname);

/** Resolves a configured path: absolute stays, relative is taken from the repository root. */
export function fromRoot(p: string): string {
  return path.isAbsolute(p) ? p : path.join(REPO_ROOT, p);
}
