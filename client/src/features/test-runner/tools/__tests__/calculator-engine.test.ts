import { describe, expect, it } from 'vitest';
import { compileGraphExpression, evaluateExpression, formatNumber } from '../calculator-engine';

const ok = (input: string, mode: 'deg' | 'rad' = 'deg', ans?: number) => {
  const r = evaluateExpression(input, mode, ans);
  if (!r.ok) throw new Error(`${input}: ${r.error}`);
  return r;
};
const error = (input: string, mode: 'deg' | 'rad' = 'deg') => {
  const r = evaluateExpression(input, mode);
  return r.ok ? `value ${r.text}` : r.error;
};

describe('evaluateExpression', () => {
  it('does arithmetic with powers and roots', () => {
    expect(ok('2^10')).toMatchObject({ value: 1024, text: '1024', fraction: null });
    expect(ok('sqrt(16)')).toMatchObject({ value: 4, text: '4' });
    expect(ok('3(2+1)^2').value).toBe(27);
    expect(ok('abs(-7.5)').text).toBe('7.5');
  });

  it('uses degrees or radians for trigonometry', () => {
    expect(ok('sin(30)', 'deg').text).toBe('0.5');
    expect(ok('cos(60)', 'deg').text).toBe('0.5');
    expect(ok('sin(180)', 'deg').text).toBe('0');
    expect(ok('sin(pi/6)', 'rad').text).toBe('0.5');
    expect(ok('asin(1)', 'deg').text).toBe('90');
    expect(error('tan(90)', 'deg')).toBe('notReal');
  });

  it('reads log as base 10 and ln as the natural log', () => {
    expect(ok('log(1000)').text).toBe('3');
    expect(ok('log(8, 2)').text).toBe('3');
    expect(ok('ln(e^2)').text).toBe('2');
  });

  it('shows exact answers also as a fraction', () => {
    expect(ok('1/3+1/6')).toMatchObject({ value: 0.5, text: '0.5', fraction: '1/2' });
    expect(ok('2/3').fraction).toBe('2/3');
    expect(ok('-7/2').fraction).toBe('-7/2');
    expect(ok('0.1+0.2')).toMatchObject({ text: '0.3', fraction: '3/10' });
    // Not exact, or a whole number: no fraction.
    expect(ok('sqrt(2)').fraction).toBeNull();
    expect(ok('pi/2').fraction).toBeNull();
    expect(ok('6/3').fraction).toBeNull();
  });

  it('takes the symbols people type: π, ×, ÷, −, √ and full-width characters', () => {
    expect(ok('2π').text).toBe(formatNumber(2 * Math.PI));
    expect(ok('3×4÷2−1').text).toBe('5');
    expect(ok('√(9)').text).toBe('3');
    expect(ok('１＋１').text).toBe('2');
  });

  it('remembers the last answer as ans', () => {
    expect(ok('ans*2', 'deg', 21).text).toBe('42');
  });

  it('gives an error, never a throw, for bad input', () => {
    expect(error('')).toBe('empty');
    expect(error('2+')).toBe('syntax');
    expect(error('(1')).toBe('syntax');
    expect(error('foo(2)')).toBe('unknownSymbol');
    expect(error('x+1')).toBe('unknownSymbol');
    expect(error('1/0')).toBe('undefined');
    expect(error('sqrt(-1)')).toBe('notReal');
    expect(error('5 cm')).toBe('unsupported');
    expect(error('[1,2]')).toBe('unsupported');
  });

  it('refuses assignments and mathjs internals', () => {
    expect(error('sin = 3')).toBe('unsupported');
    expect(error('f(x) = x')).toBe('unsupported');
    expect(error('import({}, {})')).toBe('unsupported');
    expect(error('import(1)')).toBe('unsupported');
    expect(error('evaluate("1+1")')).toBe('unsupported');
    expect(error('createUnit("foo")')).toBe('unsupported');
    // Still works afterwards.
    expect(ok('sin(90)').text).toBe('1');
  });
});

describe('compileGraphExpression', () => {
  const fnOf = (input: string, mode: 'deg' | 'rad' = 'rad') => {
    const r = compileGraphExpression(input, mode);
    if (!r.ok) throw new Error(`${input}: ${r.error}`);
    return r.fn;
  };

  it('reads y = ..., f(x) = ... and bare expressions in x', () => {
    expect(fnOf('y=2x+1')(2)).toBe(5);
    expect(fnOf('f(x) = x^2 - 3')(3)).toBe(6);
    expect(fnOf('x^2-3')(-1)).toBe(-2);
    expect(fnOf('Y = 3')(100)).toBe(3);
  });

  it('follows the angle setting', () => {
    expect(fnOf('sin(x)', 'deg')(90)).toBe(1);
    expect(fnOf('sin(x)', 'rad')(Math.PI / 2)).toBe(1);
  });

  it('returns NaN where there is no real value (a gap in the plot)', () => {
    expect(fnOf('sqrt(x)')(-4)).toBeNaN();
  });

  it('reports expressions it cannot plot', () => {
    expect(compileGraphExpression('y = 2z', 'rad')).toEqual({ ok: false, error: 'unknownSymbol' });
    expect(compileGraphExpression('y = ', 'rad')).toEqual({ ok: false, error: 'empty' });
    expect(compileGraphExpression('y = 2x +', 'rad')).toEqual({ ok: false, error: 'syntax' });
  });
});
