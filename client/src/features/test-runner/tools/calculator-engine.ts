/**
 * The calculator's arithmetic, on mathjs (parsed, never `eval`): this module and function-plot are only
 * imported by the calculator panel, so they load in the panel's lazy chunk. Pure functions, no React.
 */
import { all, create, type MathNode } from 'mathjs';

export type AngleMode = 'deg' | 'rad';

export type CalcError = 'empty' | 'syntax' | 'unknownSymbol' | 'undefined' | 'notReal' | 'unsupported';

export type CalcResult = { ok: true; value: number; text: string; fraction: string | null } | { ok: false; error: CalcError };

/** Numbers for the displayed value; a second instance on exact fractions finds answers like 1/3 + 1/6 = 1/2. */
const math = create(all);
const exact = create(all, { number: 'Fraction' });

// Taken before the lock-down below (the pattern of mathjs's security guidance).
const parse = math.parse;
const evaluateExact = exact.evaluate;

// No expression may reach mathjs's own interpreter or change the instances.
const DISABLED = 'disabled in this calculator';
const disabled = () => {
  throw new Error(DISABLED);
};
for (const m of [math, exact]) {
  m.import(
    { import: disabled, createUnit: disabled, evaluate: disabled, parse: disabled, simplify: disabled, derivative: disabled, resolve: disabled },
    { override: true },
  );
}

const RAD_PER_DEG = Math.PI / 180;
/** Rounding noise of trigonometry (sin 180° = 1.2e-16) shown as the 0 it is. */
const clean = (y: number) => (Math.abs(y) < 1e-12 ? 0 : y);

/** Functions whose meaning depends on the settings, or differs from mathjs's: handed in through the scope. */
function scopeFunctions(mode: AngleMode): Record<string, (...args: number[]) => number> {
  const toRad = (x: number) => (mode === 'deg' ? Number(x) * RAD_PER_DEG : Number(x));
  const fromRad = (y: number) => (mode === 'deg' ? y / RAD_PER_DEG : y);
  return {
    sin: (x) => clean(Math.sin(toRad(x))),
    cos: (x) => clean(Math.cos(toRad(x))),
    tan: (x) => {
      // tan 90° has no value; in floating point it would be 1.6e16.
      if (mode === 'deg' && ((Number(x) % 180) + 180) % 180 === 90) return NaN;
      return clean(Math.tan(toRad(x)));
    },
    asin: (x) => fromRad(Math.asin(Number(x))),
    acos: (x) => fromRad(Math.acos(Number(x))),
    atan: (x) => fromRad(Math.atan(Number(x))),
    // As on the test's calculator (and every school calculator): log is base 10, ln the natural log.
    log: (x, base) => (base === undefined ? Math.log10(Number(x)) : Math.log(Number(x)) / Math.log(Number(base))),
    ln: (x) => Math.log(Number(x)),
  };
}

/** Symbols people type that mathjs spells differently; full-width characters (Chinese IME) become ASCII. */
export function normalizeExpression(input: string): string {
  return input.normalize('NFKC').replace(/π/g, 'pi').replace(/[×·]/g, '*').replace(/÷/g, '/').replace(/[−–]/g, '-').replace(/√/g, 'sqrt').trim();
}

const REFUSED_NODES = new Set(['AssignmentNode', 'FunctionAssignmentNode', 'BlockNode', 'ObjectNode', 'AccessorNode', 'IndexNode']);

type Parsed = { ok: true; node: MathNode } | { ok: false; error: CalcError };

function parseExpression(text: string): Parsed {
  if (text === '') return { ok: false, error: 'empty' };
  let node: MathNode;
  try {
    node = parse(text);
  } catch {
    return { ok: false, error: 'syntax' };
  }
  // One expression, no assignments (they would change the scope's functions) and no matrices or objects.
  let refused = false;
  node.traverse((n) => {
    if (REFUSED_NODES.has(n.type)) refused = true;
  });
  return refused ? { ok: false, error: 'unsupported' } : { ok: true, node };
}

function errorOf(e: unknown): CalcError {
  const message = e instanceof Error ? e.message : '';
  if (/Undefined (symbol|function)/i.test(message)) return 'unknownSymbol';
  if (/division by zero/i.test(message)) return 'undefined';
  if (message === DISABLED) return 'unsupported';
  return 'syntax';
}

/** A number as the display shows it: up to 12 significant digits, exponent notation only for extremes. */
export function formatNumber(value: number): string {
  return math.format(value, { precision: 12, lowerExp: -9, upperExp: 15 });
}

/** The exact fraction, when the expression is exact rational arithmetic and the answer is not an integer. */
function exactFraction(text: string, value: number, scope: Record<string, unknown>): string | null {
  try {
    const result = evaluateExact(text, { ...scope });
    if (exact.typeOf(result) !== 'Fraction') return null;
    const f = result as { n: bigint; d: bigint; s: bigint };
    if (f.d === 1n) return null;
    const ratio = exact.format(result, { fraction: 'ratio' });
    // A huge denominator is not an answer anyone reads; and the exact value must be the displayed one.
    if (ratio.length > 15 || Math.abs(Number(f.s * f.n) / Number(f.d) - value) > 1e-9 * Math.max(1, Math.abs(value))) return null;
    return ratio;
  } catch {
    return null;
  }
}

/**
 * Evaluates one calculator line. Never throws: bad input gives an error code the panel translates.
 * `ans` is the previous answer, usable as `ans`.
 */
export function evaluateExpression(input: string, mode: AngleMode, ans?: number): CalcResult {
  const text = normalizeExpression(input);
  const parsed = parseExpression(text);
  if (!parsed.ok) return parsed;
  const scope: Record<string, unknown> = { ...scopeFunctions(mode), ...(ans === undefined ? {} : { ans }) };
  let result: unknown;
  try {
    result = parsed.node.compile().evaluate({ ...scope });
  } catch (e) {
    return { ok: false, error: errorOf(e) };
  }
  const type = math.typeOf(result);
  if (type === 'Complex') return { ok: false, error: 'notReal' };
  if (type !== 'number') return { ok: false, error: 'unsupported' };
  const value = result as number;
  if (!Number.isFinite(value)) return { ok: false, error: Number.isNaN(value) ? 'notReal' : 'undefined' };
  const shown = Object.is(value, -0) ? 0 : value;
  return { ok: true, value: shown, text: formatNumber(shown), fraction: exactFraction(text, shown, scope) };
}

export type GraphFunction = { ok: true; fn: (x: number) => number } | { ok: false; error: CalcError };

/**
 * A graph line: an expression in x, written `y = ...`, `f(x) = ...` or bare. The function returns NaN
 * where the expression has no real value (function-plot leaves a gap there).
 */
export function compileGraphExpression(input: string, mode: AngleMode): GraphFunction {
  const text = normalizeExpression(input).replace(/^(y|f\s*\(\s*x\s*\))\s*=/i, '');
  const parsed = parseExpression(text.trim());
  if (!parsed.ok) return parsed;
  const code = parsed.node.compile();
  const functions = scopeFunctions(mode);
  const fn = (x: number) => {
    try {
      const y = code.evaluate({ ...functions, x });
      return typeof y === 'number' ? y : NaN;
    } catch {
      return NaN;
    }
  };
  // Unknown names show up on the first evaluation; a point off the usual holes (0, 1) finds them.
  try {
    code.evaluate({ ...functions, x: 0.5 });
  } catch (e) {
    return { ok: false, error: errorOf(e) };
  }
  return { ok: true, fn };
}
