// The import rules of docs/architecture.md, as an ESLint plugin of the project's own:
// - a server module (server/src/modules/<m>/) or client feature (client/src/features/<f>/) is entered only
//   through its index.ts: importing any other file of it from outside is an error;
// - the layers beneath them (server core, lib, auth, db, jobs, config; client components, lib, stores,
//   i18n, config) never import a module or a feature at all;
// - nothing imports the app's own wiring (server app.ts, main.ts, worker.ts and the module list; the
//   client's app/ and main.tsx) but that wiring itself: it is the top of the graph.
// Tests, benches and end-to-end specs are not checked: they may look inside what they test.
import path from 'node:path';

const SIDES = [
  {
    src: 'server/src',
    units: 'server/src/modules',
    lower: ['server/src/core', 'server/src/lib', 'server/src/auth', 'server/src/db', 'server/src/jobs', 'server/src/config'],
    top: ['server/src/app.ts', 'server/src/main.ts', 'server/src/worker.ts', 'server/src/modules/index.ts'],
    word: 'module',
  },
  {
    src: 'client/src',
    units: 'client/src/features',
    lower: ['client/src/components', 'client/src/lib', 'client/src/stores', 'client/src/i18n', 'client/src/config'],
    top: ['client/src/app', 'client/src/main.tsx'],
    word: 'feature',
  },
];

const inside = (dir, file) => {
  const rel = path.relative(dir, file);
  return rel !== '' && !rel.startsWith('..') && !path.isAbsolute(rel);
};

/**
 * [unit, rest of the path inside it] for a path inside a side's units folder, else null. A file directly in
 * the units folder (server/src/modules/index.ts, the list of modules) is the app's wiring, not a unit.
 */
function unitPath(side, root, file) {
  const unitsDir = path.join(root, side.units);
  if (!inside(unitsDir, file)) return null;
  const [unit, ...rest] = path.relative(unitsDir, file).split(path.sep);
  if (rest.length === 0 && /\.(ts|tsx|js|jsx)$/.test(unit)) return null;
  return { unit, rest };
}

/** Whether a path (with or without its extension) is part of the side's top-level wiring. */
const isTop = (side, root, file) =>
  side.top.some((t) => {
    const top = path.join(root, t);
    return inside(top, file) || file === top || file === top.replace(/\.tsx?$/, '') || `${file}.ts` === top || `${file}.tsx` === top;
  });

const isEntry = (rest) => rest.length === 0 || (rest.length === 1 && /^index(\.(ts|tsx|js|jsx))?$/.test(rest[0]));

const entryOnly = {
  meta: {
    type: 'problem',
    docs: { description: 'Enter a module or feature only through its index.ts; lower layers never import one.' },
    schema: [],
    messages: {
      deep: "'{{spec}}' reaches inside the {{word}} '{{unit}}': import it from its index.ts ('{{entry}}') and export what you need there.",
      top: "'{{spec}}' imports the app's wiring: only the app imports it; move what you need beneath the {{word}}s.",
      upward: "'{{spec}}' imports the {{word}} '{{unit}}' from {{layer}}, a layer beneath the {{word}}s: move what both need into that layer.",
    },
  },
  create(context) {
    const root = context.cwd ?? process.cwd();
    const file = context.filename ?? context.getFilename();
    const side = SIDES.find((s) => inside(path.join(root, s.src), file));
    if (!side) return {};
    const own = unitPath(side, root, file);
    const layer = side.lower.find((dir) => inside(path.join(root, dir), file));

    const fromTop = isTop(side, root, file);

    const check = (node, spec) => {
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const resolved = path.resolve(path.dirname(file), spec).replace(/\.js$/, '');
      if (!fromTop && isTop(side, root, resolved)) {
        context.report({ node, messageId: 'top', data: { spec, word: side.word } });
        return;
      }
      const target = unitPath(side, root, resolved);
      if (!target || (own && own.unit === target.unit)) return;
      if (layer) {
        context.report({
          node,
          messageId: 'upward',
          data: { spec, word: side.word, unit: target.unit, layer: path.relative(root, path.join(root, layer)) },
        });
        return;
      }
      if (!isEntry(target.rest)) {
        const entry = path
          .relative(path.dirname(file), path.join(root, side.units, target.unit))
          .split(path.sep)
          .join('/');
        context.report({
          node,
          messageId: 'deep',
          data: { spec, word: side.word, unit: target.unit, entry: entry.startsWith('.') ? entry : `./${entry}` },
        });
      }
    };

    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};

export default { rules: { 'entry-only': entryOnly } };
