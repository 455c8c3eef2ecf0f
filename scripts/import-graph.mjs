#!/usr/bin/env node
// Prints the import graph between the server's modules and the client's features: every import that
// crosses from one unit into another, the deep ones among them (into a file other than the unit's
// index.ts), the imports from the shared layers (server core/lib, client components/lib) up into a
// unit, and the cycles between units. Exits 1 when it finds a deep import, an upward import or a cycle,
// so it can also guard a build. Usage: node scripts/import-graph.mjs [--verbose] [--json]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const verbose = process.argv.includes('--verbose');
const asJson = process.argv.includes('--json');

/** The two sides: where units live, and which folders are the layers below them. */
const SIDES = [
  {
    name: 'server',
    src: 'server/src',
    units: 'server/src/modules',
    lower: ['server/src/core', 'server/src/lib', 'server/src/auth', 'server/src/db', 'server/src/jobs', 'server/src/config'],
  },
  {
    name: 'client',
    src: 'client/src',
    units: 'client/src/features',
    lower: ['client/src/components', 'client/src/lib', 'client/src/stores', 'client/src/i18n', 'client/src/config'],
  },
];

const IMPORT_RE =
  /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[\s\S]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|vi\.mock\(\s*['"]([^'"]+)['"]|jest\.mock\(\s*['"]([^'"]+)['"]/g;

function walk(dir, out = []) {
  if (!fs.existsSync(dir)) return out;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else if (/\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

function stripComments(text) {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

function resolveImport(fromFile, spec) {
  if (!spec.startsWith('.')) return null;
  const base = path.resolve(path.dirname(fromFile), spec);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')];
  if (/\.js$/.test(base)) candidates.unshift(base.replace(/\.js$/, '.ts'), base.replace(/\.js$/, '.tsx'));
  return candidates.find((c) => fs.existsSync(c) && fs.statSync(c).isFile()) ?? null;
}

/**
 * The unit (module or feature) a file belongs to, or null when it is outside every unit. A file directly
 * in the units folder (server/src/modules/index.ts, the list of modules) is the app's wiring, not a unit.
 */
function unitOf(side, file) {
  const rel = path.relative(path.join(ROOT, side.units), file);
  if (rel.startsWith('..')) return null;
  const parts = rel.split(path.sep);
  return parts.length > 1 ? parts[0] : null;
}

function isEntry(side, file) {
  const rel = path.relative(path.join(ROOT, side.units), file).split(path.sep);
  return rel.length === 2 && /^index\.tsx?$/.test(rel[1]);
}

function isLower(side, file) {
  return side.lower.some((dir) => !path.relative(path.join(ROOT, dir), file).startsWith('..'));
}

/** Strongly connected components of size > 1 (Tarjan). */
function cycles(graph) {
  let index = 0;
  const stack = [];
  const state = new Map();
  const found = [];
  const visit = (v) => {
    state.set(v, { index, low: index, onStack: true });
    index += 1;
    stack.push(v);
    for (const w of graph.get(v) ?? []) {
      if (!state.has(w)) {
        visit(w);
        state.get(v).low = Math.min(state.get(v).low, state.get(w).low);
      } else if (state.get(w).onStack) {
        state.get(v).low = Math.min(state.get(v).low, state.get(w).index);
      }
    }
    if (state.get(v).low === state.get(v).index) {
      const component = [];
      let w;
      do {
        w = stack.pop();
        state.get(w).onStack = false;
        component.push(w);
      } while (w !== v);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!state.has(v)) visit(v);
  return found;
}

export function analyse() {
  const report = {};
  for (const side of SIDES) {
    // Tests may look inside what they test (the lint rule skips them too).
    const files = walk(path.join(ROOT, side.src)).filter((f) => !/\.test\.tsx?$/.test(f) && !f.includes(`${path.sep}test${path.sep}`));
    const cross = [];
    const deep = [];
    const upward = [];
    const graph = new Map();
    for (const file of files) {
      const text = stripComments(fs.readFileSync(file, 'utf8'));
      const fromUnit = unitOf(side, file);
      for (const match of text.matchAll(IMPORT_RE)) {
        const spec = match[1] ?? match[2] ?? match[3] ?? match[4];
        const target = resolveImport(file, spec);
        if (!target) continue;
        const toUnit = unitOf(side, target);
        if (!toUnit) continue;
        const edge = { from: path.relative(ROOT, file), to: path.relative(ROOT, target), fromUnit, toUnit };
        if (fromUnit === toUnit) continue;
        if (fromUnit === null) {
          // The app's own wiring (app.ts, main.ts, the client's app/) may use a unit, through its entry.
          if (isLower(side, file)) upward.push(edge);
          else if (!isEntry(side, target)) deep.push(edge);
          continue;
        }
        cross.push(edge);
        if (!isEntry(side, target)) deep.push(edge);
        if (!graph.has(fromUnit)) graph.set(fromUnit, new Set());
        graph.get(fromUnit).add(toUnit);
      }
    }
    report[side.name] = { files: files.length, cross, deep, upward, cycles: cycles(graph), graph };
  }
  return report;
}

function print(report) {
  let failed = false;
  for (const [name, r] of Object.entries(report)) {
    const unitWord = name === 'server' ? 'module' : 'feature';
    console.log(
      `== ${name}: ${r.files} files, ${r.cross.length} cross-${unitWord} imports, ${r.deep.length} deep, ${r.upward.length} from the lower layers into a ${unitWord}, ${r.cycles.length} cycles`,
    );
    const edges = [...r.graph.entries()].sort(([a], [b]) => a.localeCompare(b));
    for (const [from, tos] of edges) console.log(`  ${from} -> ${[...tos].sort().join(', ')}`);
    for (const cycle of r.cycles) console.log(`  CYCLE: ${cycle.join(' <-> ')}`);
    const listed = verbose ? [...r.deep, ...r.upward] : [...r.deep, ...r.upward].slice(0, 40);
    for (const e of listed) console.log(`  ${r.deep.includes(e) ? 'DEEP' : 'UPWARD'}: ${e.from} -> ${e.to}`);
    if (listed.length < r.deep.length + r.upward.length) console.log(`  ... ${r.deep.length + r.upward.length - listed.length} more (--verbose)`);
    if (r.deep.length || r.upward.length || r.cycles.length) failed = true;
  }
  return failed;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const report = analyse();
  if (asJson) {
    const plain = Object.fromEntries(
      Object.entries(report).map(([k, r]) => [k, { ...r, graph: Object.fromEntries([...r.graph].map(([a, b]) => [a, [...b]])) }]),
    );
    console.log(JSON.stringify(plain, null, 2));
  } else {
    process.exitCode = print(report) ? 1 : 0;
  }
}
