#!/usr/bin/env node
// The first page's JavaScript budget (issue 17): every script and modulepreload that the built
// client/dist/index.html names is what a visitor's browser fetches before the login/landing page can
// render, so their gzip sizes are summed and the run fails above the limit. Lazy pages' chunks are not
// counted: they load only when a route needs them. Run after `npm run build -w client`; `npm test` runs it
// right after the build. KB are 1,000 bytes. Usage: node scripts/check-bundle.mjs [--limit-kb N] [--dist DIR]
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DEFAULT_LIMIT_KB = 170;

const option = (name) => {
  const i = process.argv.indexOf(name);
  return i === -1 ? undefined : process.argv[i + 1];
};

/** The JavaScript files index.html loads up front: `<script src>` and `<link rel="modulepreload" href>`. */
export function entryScripts(html) {
  const urls = new Set();
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/gi)) {
    const isScript = /^<script/i.test(tag);
    if (!isScript && !/\brel=["']?modulepreload["'\s>]/i.test(tag)) continue;
    const url = tag.match(isScript ? /\bsrc=["']([^"']+)["']/i : /\bhref=["']([^"']+)["']/i)?.[1];
    if (url) urls.add(url);
  }
  return [...urls];
}

/** gzip -9 size of each entry script, largest first. */
export function measure(distDir) {
  const html = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  return entryScripts(html)
    .map((url) => {
      const file = path.join(distDir, url.replace(/^\//, ''));
      if (!fs.existsSync(file)) throw new Error(`index.html names ${url}, which is not in ${distDir}`);
      return { url, bytes: zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length };
    })
    .sort((a, b) => b.bytes - a.bytes);
}

function main() {
  const distDir = path.resolve(option('--dist') ?? path.join(ROOT, 'client/dist'));
  const limitKb = Number(option('--limit-kb') ?? DEFAULT_LIMIT_KB);
  if (!fs.existsSync(path.join(distDir, 'index.html'))) {
    console.error(`check-bundle: ${distDir}/index.html is missing; run \`npm run build -w client\` first`);
    process.exit(2);
  }
  const files = measure(distDir);
  const kb = (bytes) => (bytes / 1000).toFixed(1);
  for (const { url, bytes } of files) console.log(`${kb(bytes).padStart(8)} KB  ${url}`);
  const total = files.reduce((sum, f) => sum + f.bytes, 0);
  console.log(`${kb(total).padStart(8)} KB  initial JS of index.html (gzip -9, ${files.length} files; limit ${limitKb} KB)`);
  if (total > limitKb * 1000) {
    console.error(`check-bundle: the first page's JavaScript is ${kb(total)} KB gzip, above the ${limitKb} KB limit`);
    process.exit(1);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
