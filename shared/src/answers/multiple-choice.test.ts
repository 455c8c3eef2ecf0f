/**
 * Multiple-choice grading, from the spec (section 5) and digital-sat.md: the key lists the accepted letters (case-insensitive);
 * the response is one letter, trimmed, case-insensitive; a key listing every choice (choiceCount, default 4) is a free point that
 * counts for everyone, a blank too; '*' counts for no one.
 * A row is [key, response, choiceCount (undefined = default 4), expected reason or 'incorrect' when only the verdict is fixed].
 */
import { describe, expect, it } from 'vitest';
import { checkAnswer, gradeAnswer } from './index';
import type { GradeReason } from './index';

type Want = GradeReason | 'incorrect';
type Row = [key: string, response: string, choiceCount: number | undefined, want: Want];

const RIGHT: ReadonlySet<string> = new Set(['choice', 'free-point']);

function rows(key: string, choiceCount: number | undefined, byWant: Partial<Record<Want, string[]>>): Row[] {
  const out: Row[] = [];
  for (const [want, responses] of Object.entries(byWant) as [Want, string[]][]) for (const r of responses) out.push([key, r, choiceCount, want]);
  return out;
}

const CASES: Row[] = [
  ...rows('B', undefined, {
    choice: ['B', 'b', ' B ', '\tb\n', 'B\u3000', '\u00a0b'],
    wrong: ['A', 'C', 'D', 'a', 'c', 'd'],
    blank: ['', ' ', '   ', '\t\n', '\u3000'],
    incorrect: ['E', 'Z', 'BB', 'AB', 'B,C', 'A,B', '1', '2', 'B.', '(B)', 'B C', '*', 'bb', '-', 'Bravo'],
  }),
  ...rows('A,C', undefined, {
    choice: ['A', 'C', 'a', 'c', ' C '],
    wrong: ['B', 'D', 'b', 'd'],
    blank: [''],
    incorrect: ['A,C', 'AC', 'A C', 'E'],
  }),
  ...rows('a,c', undefined, { choice: ['A', 'c', 'C'], wrong: ['B', 'd'] }),
  ...rows('D', undefined, { choice: ['D', 'd'], wrong: ['A', 'B', 'C'], blank: [''] }),
  ...rows('A,B,C', undefined, { choice: ['A', 'B', 'c'], wrong: ['D'], blank: [''] }),
  // Every choice listed (4 by default): a free point, in any order and any case, for any response, a blank too.
  ...rows('A,B,C,D', undefined, { 'free-point': ['A', 'B', 'C', 'D', 'a', '', '   ', 'Z', 'E', 'nonsense', '1', '*'] }),
  ...rows('D,C,B,A', undefined, { 'free-point': ['A', '', 'D'] }),
  ...rows('b,a,d,c', undefined, { 'free-point': ['c', ''] }),
  ...rows('C,A,D,B', undefined, { 'free-point': ['B', ''] }),
  ...rows('A,B,C,D', 4, { 'free-point': ['A', ''] }),
  // With 5 choices, A-D is not every choice.
  ...rows('A,B,C,D', 5, { choice: ['A', 'B', 'C', 'D', 'd'], wrong: ['E', 'e'], blank: ['', ' '] }),
  ...rows('A,B,C,D,E', 5, { 'free-point': ['', 'E', 'A', 'x'] }),
  ...rows('E,D,C,B,A', 5, { 'free-point': [''] }),
  ...rows('A,B,C', 3, { 'free-point': ['', 'A', 'C', 'D'] }),
  ...rows('A,B', 3, { choice: ['A', 'b'], wrong: ['C'], blank: [''] }),
  ...rows('B', 5, { choice: ['B'], wrong: ['E', 'A'], blank: [''] }),
  ...rows('E', 5, { choice: ['E', 'e'], wrong: ['A', 'D'] }),
  // '*': nobody is right.
  ...rows('*', undefined, { 'no-right-answer': ['A', 'B', 'C', 'D', '', ' ', 'x'] }),
  ...rows('*', 5, { 'no-right-answer': ['E', ''] }),
];

describe('gradeAnswer, multiple choice', () => {
  it.each(CASES)('key %j, response %j, %s choices -> %s', (key, response, choiceCount, want) => {
    const opts = choiceCount === undefined ? { type: 'multiple-choice' as const } : { type: 'multiple-choice' as const, choiceCount };
    const got = gradeAnswer(key, response, opts);
    const correct = RIGHT.has(want);
    if (want === 'incorrect') expect(got.correct).toBe(false);
    else expect({ correct: got.correct, reason: got.reason }).toEqual({ correct, reason: want });
    if (choiceCount === undefined || choiceCount === 4) expect(checkAnswer(key, response, 'multiple-choice')).toBe(correct);
  });

  it('a wrong response is never rescued by the version option', () => {
    expect(gradeAnswer('B', 'A', { type: 'multiple-choice', version: 'paper' }).correct).toBe(false);
    expect(gradeAnswer('B', 'b', { type: 'multiple-choice', version: 'paper' }).correct).toBe(true);
  });
});

describe('checkAnswer (digital rules, 4 choices)', () => {
  const table: [key: string, response: string, type: 'multiple-choice' | 'grid-in', correct: boolean][] = [
    ['B', 'B', 'multiple-choice', true],
    ['B', 'b', 'multiple-choice', true],
    ['B', 'C', 'multiple-choice', false],
    ['B', '', 'multiple-choice', false],
    ['A,B,C,D', '', 'multiple-choice', true],
    ['A,B,C,D', 'C', 'multiple-choice', true],
    ['A,B,C', '', 'multiple-choice', false],
    ['*', 'A', 'multiple-choice', false],
    ['1/2', '.5', 'grid-in', true],
    ['1/2', '0.50', 'grid-in', true],
    ['2/3', '.6667', 'grid-in', true],
    ['2/3', '.667', 'grid-in', false],
    ['-2/3', '-.6666', 'grid-in', true],
    ['-2/3', '-.666', 'grid-in', false],
    ['>=1.5&<2', '7/4', 'grid-in', true],
    ['>=1.5&<2', '2', 'grid-in', false],
    ['*', '', 'grid-in', false],
    ['3', '', 'grid-in', false],
    ['3', '3 1/2', 'grid-in', false],
  ];
  it.each(table)('checkAnswer(%j, %j, %s) === %s', (key, response, type, correct) => {
    expect(checkAnswer(key, response, type)).toBe(correct);
    expect(gradeAnswer(key, response, { type }).correct).toBe(correct);
  });
});
