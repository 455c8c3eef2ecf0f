/**
 * validateAnswerKey: the question editor refuses a malformed key with a clear message (spec section 5: no blanks, English
 * symbols, '*' for no right answer, ranges as < <= > >= with the equals sign after, every choice checked = a free point).
 * The messageIds are those of the implementation's KeyErrorId (answer-key.ts); where two ids are equally defensible
 * (a letter inside otherwise bad syntax, a whitespace-only key) the row accepts either.
 */
import { describe, expect, it } from 'vitest';
import { validateAnswerKey } from './index';
import type { QuestionType } from './index';

const EMPTY = 'answerKey.empty';
const BLANK = 'answerKey.blank';
const ENGLISH = 'answerKey.englishSymbols';
const SYNTAX = 'answerKey.syntax';
const UNSAT = 'answerKey.unsatisfiable';
const LETTER = 'answerKey.letterExpected';
const NUMBER = 'answerKey.numberExpected';

const VALID_GRID_IN = [
  '*',
  '0',
  '-0',
  '0.0',
  '0/5',
  '-0/5',
  '1',
  '-1',
  '3.',
  '-3.',
  '.5',
  '-.5',
  '0.5',
  '00.5',
  '3.50',
  '1/2',
  '-1/2',
  '2/4',
  '7/2',
  '6/100',
  '-2/3',
  '99999',
  '123456',
  '12345678901234567890',
  '12.3456',
  '>0',
  '<0',
  '>=0',
  '<=0',
  '<-1',
  '<=-1',
  '>-1&<0',
  '>=1.5&<2',
  '>=1/3&<=2/3',
  '>.5',
  '<-.5',
  '>=-7/2',
  '>=2&<=2', // exactly one number: 2
  '2&>1',
  '2&>=2',
  '1/2&.5', // the same number twice
  '1/2&>=.5&<=2/4',
  '1/2,3/4',
  '1/2,.5,2/4',
  '1/2,>3&<4',
  '-2/3,2/3',
  '<-5,>5',
  '>=1&<=2,>=3&<=4',
  '1,2,3,4,5,6,7,8,9,10',
  '1,000', // the alternatives 1 and 0 (000)
  '>0&<0.0000001',
  '>1/3&<.3333333333333333334', // tiny but non-empty: 1/3 < .3333333333333333334
  '>0.3&<0.30000000000000001', // non-empty, though binary floating point sees 0.3 = 0.30000000000000001
  '>9007199254740992&<9007199254740994', // only 9007199254740993 (and fractions) inside
  '>1&<2&>=1.5',
];

const VALID_MULTIPLE_CHOICE = ['*', 'A', 'B', 'C', 'D', 'E', 'Z', 'a', 'b', 'A,C', 'a,c', 'A,B,C,D', 'D,C,B,A', 'A,B,C,D,E', 'B,D'];

type Refusal = [key: string, type: QuestionType, messageIds: string[]];

const REFUSED: Refusal[] = [
  // empty
  ['', 'grid-in', [EMPTY]],
  ['', 'multiple-choice', [EMPTY]],
  [' ', 'grid-in', [EMPTY, BLANK]],
  ['   ', 'multiple-choice', [EMPTY, BLANK]],
  ['\t', 'grid-in', [EMPTY, BLANK]],
  // no blanks
  ['1 ', 'grid-in', [BLANK]],
  [' 1', 'grid-in', [BLANK]],
  ['1, 2', 'grid-in', [BLANK]],
  ['1 ,2', 'grid-in', [BLANK]],
  ['>= 1.5', 'grid-in', [BLANK]],
  ['>=1.5 & <2', 'grid-in', [BLANK]], // the example of the design note, with blanks: refused
  ['>= 1.5 & < 2', 'grid-in', [BLANK]],
  ['1 / 2', 'grid-in', [BLANK]],
  ['3 1/2', 'grid-in', [BLANK]],
  ['1\t', 'grid-in', [BLANK]],
  ['\n1', 'grid-in', [BLANK]],
  ['1\r\n', 'grid-in', [BLANK]],
  ['1,\n2', 'grid-in', [BLANK]],
  ['- 1', 'grid-in', [BLANK]],
  ['A, B', 'multiple-choice', [BLANK]],
  [' A', 'multiple-choice', [BLANK]],
  ['A ', 'multiple-choice', [BLANK]],
  ['1\u00a0', 'grid-in', [BLANK, ENGLISH]], // no-break space: a blank and not ASCII
  ['1\u3000', 'grid-in', [BLANK, ENGLISH]], // ideographic space
  // English (ASCII) symbols only
  ['\uff1c1', 'grid-in', [ENGLISH]], // ＜1
  ['\uff1e1', 'grid-in', [ENGLISH]], // ＞1
  ['\uff1e\uff1d1', 'grid-in', [ENGLISH]], // ＞＝1
  ['>\uff1d1', 'grid-in', [ENGLISH]], // >＝1
  ['1\uff0c2', 'grid-in', [ENGLISH]], // 1，2
  ['1\uff0f2', 'grid-in', [ENGLISH]], // 1／2
  ['\uff10\uff0e\uff15', 'grid-in', [ENGLISH]], // ０．５
  ['0\uff0e5', 'grid-in', [ENGLISH]], // 0．5
  ['\uff11', 'grid-in', [ENGLISH]], // １
  ['\u22651', 'grid-in', [ENGLISH]], // ≥1
  ['\u22641', 'grid-in', [ENGLISH]], // ≤1
  ['\u22671', 'grid-in', [ENGLISH]], // ≧1
  ['\u22121', 'grid-in', [ENGLISH]], // −1 (MINUS SIGN)
  ['\u20131', 'grid-in', [ENGLISH]], // –1 (EN DASH)
  ['1\u30025', 'grid-in', [ENGLISH]], // 1。5
  ['1\uff065', 'grid-in', [ENGLISH]], // ＆
  ['\u00bd', 'grid-in', [ENGLISH]], // ½
  ['1\u20442', 'grid-in', [ENGLISH]], // 1⁄2
  ['\u0663', 'grid-in', [ENGLISH]], // Arabic-Indic three
  ['\uff0a', 'grid-in', [ENGLISH]], // ＊
  ['\uff0a', 'multiple-choice', [ENGLISH]],
  ['\uff21', 'multiple-choice', [ENGLISH]], // Ａ
  ['\uff22\uff0c\uff23', 'multiple-choice', [ENGLISH]], // Ｂ，Ｃ
  ['A\uff0cC', 'multiple-choice', [ENGLISH]], // A，C
  ['1\u200b', 'grid-in', [ENGLISH, BLANK]], // zero-width space
  ['\u00c9', 'multiple-choice', [ENGLISH]], // É
  // bad syntax (grid-in)
  ['>=', 'grid-in', [SYNTAX]],
  ['<', 'grid-in', [SYNTAX]],
  ['<=', 'grid-in', [SYNTAX]],
  ['>', 'grid-in', [SYNTAX]],
  ['1//2', 'grid-in', [SYNTAX]],
  ['1/0', 'grid-in', [SYNTAX]],
  ['-1/0', 'grid-in', [SYNTAX]],
  ['1/00', 'grid-in', [SYNTAX]],
  ['0/0', 'grid-in', [SYNTAX]],
  ['>1/0', 'grid-in', [SYNTAX]],
  ['=>1', 'grid-in', [SYNTAX]],
  ['=<1', 'grid-in', [SYNTAX]],
  ['=1', 'grid-in', [SYNTAX]],
  ['==1', 'grid-in', [SYNTAX]],
  ['<>1', 'grid-in', [SYNTAX]],
  ['>>1', 'grid-in', [SYNTAX]],
  ['<<1', 'grid-in', [SYNTAX]],
  ['<=>1', 'grid-in', [SYNTAX]],
  ['!=1', 'grid-in', [SYNTAX]],
  ['>=-', 'grid-in', [SYNTAX]],
  ['>-', 'grid-in', [SYNTAX]],
  ['2,,3', 'grid-in', [SYNTAX]],
  ['2,', 'grid-in', [SYNTAX]],
  [',2', 'grid-in', [SYNTAX]],
  [',', 'grid-in', [SYNTAX]],
  ['1&', 'grid-in', [SYNTAX]],
  ['&1', 'grid-in', [SYNTAX]],
  ['1&&2', 'grid-in', [SYNTAX]],
  ['>=1&', 'grid-in', [SYNTAX]],
  ['1&,2', 'grid-in', [SYNTAX]],
  ['&', 'grid-in', [SYNTAX]],
  ['1.2.3', 'grid-in', [SYNTAX]],
  ['1..2', 'grid-in', [SYNTAX]],
  ['1/2/3', 'grid-in', [SYNTAX]],
  ['.', 'grid-in', [SYNTAX]],
  ['-', 'grid-in', [SYNTAX]],
  ['-.', 'grid-in', [SYNTAX]],
  ['--1', 'grid-in', [SYNTAX]],
  ['+1', 'grid-in', [SYNTAX]],
  ['1-', 'grid-in', [SYNTAX]],
  ['1-2', 'grid-in', [SYNTAX]],
  ['1/-2', 'grid-in', [SYNTAX]],
  ['-1/-2', 'grid-in', [SYNTAX]],
  ['1.5/2', 'grid-in', [SYNTAX]], // the key grammar has no decimal inside a fraction
  ['1/2.', 'grid-in', [SYNTAX]],
  ['1/', 'grid-in', [SYNTAX]],
  ['/2', 'grid-in', [SYNTAX]],
  ['-/2', 'grid-in', [SYNTAX]],
  ['(1)', 'grid-in', [SYNTAX]],
  ['$5', 'grid-in', [SYNTAX]],
  ['50%', 'grid-in', [SYNTAX]],
  ['*,1', 'grid-in', [SYNTAX]],
  ['1,*', 'grid-in', [SYNTAX]],
  ['**', 'grid-in', [SYNTAX]],
  ['*&1', 'grid-in', [SYNTAX]],
  ['>*', 'grid-in', [SYNTAX]],
  ['1;2', 'grid-in', [SYNTAX]],
  ['1|2', 'grid-in', [SYNTAX]],
  ["'1'", 'grid-in', [SYNTAX]],
  // bad syntax containing letters: either message is clear
  ['1e3', 'grid-in', [SYNTAX, NUMBER]],
  ['1E3', 'grid-in', [SYNTAX, NUMBER]],
  ['0x10', 'grid-in', [SYNTAX, NUMBER]],
  ['NaN', 'grid-in', [SYNTAX, NUMBER]],
  ['Infinity', 'grid-in', [SYNTAX, NUMBER]],
  ['1/2,A', 'grid-in', [SYNTAX, NUMBER]],
  // letters for a grid-in
  ['A', 'grid-in', [NUMBER]],
  ['B', 'grid-in', [NUMBER]],
  ['a', 'grid-in', [NUMBER]],
  ['A,B', 'grid-in', [NUMBER]],
  ['A,B,C,D', 'grid-in', [NUMBER]],
  // numbers for multiple choice
  ['1', 'multiple-choice', [LETTER]],
  ['2/3', 'multiple-choice', [LETTER]],
  ['>1', 'multiple-choice', [LETTER]],
  ['.5', 'multiple-choice', [LETTER]],
  ['-1', 'multiple-choice', [LETTER]],
  ['A,1', 'multiple-choice', [LETTER, SYNTAX]],
  // bad syntax (multiple choice)
  ['AB', 'multiple-choice', [SYNTAX, LETTER]],
  ['A&B', 'multiple-choice', [SYNTAX, LETTER]],
  ['>A', 'multiple-choice', [SYNTAX, LETTER]],
  ['A,', 'multiple-choice', [SYNTAX, LETTER]],
  [',A', 'multiple-choice', [SYNTAX, LETTER]],
  ['A,,B', 'multiple-choice', [SYNTAX, LETTER]],
  ['A;B', 'multiple-choice', [SYNTAX, LETTER]],
  ['A/B', 'multiple-choice', [SYNTAX, LETTER]],
  ['*,A', 'multiple-choice', [SYNTAX, LETTER]],
  ['(A)', 'multiple-choice', [SYNTAX, LETTER]],
  ['A.', 'multiple-choice', [SYNTAX, LETTER]],
  // ranges no number satisfies
  ['>2&<1', 'grid-in', [UNSAT]],
  ['>=2&<2', 'grid-in', [UNSAT]],
  ['>2&<=2', 'grid-in', [UNSAT]],
  ['>2&<2', 'grid-in', [UNSAT]],
  ['<1&>1', 'grid-in', [UNSAT]],
  ['>=3&<=2', 'grid-in', [UNSAT]],
  ['<0&>0', 'grid-in', [UNSAT]],
  ['<-0&>0', 'grid-in', [UNSAT]],
  ['>=0&<-0', 'grid-in', [UNSAT]],
  ['2&3', 'grid-in', [UNSAT]], // equal to 2 and to 3
  ['2&>2', 'grid-in', [UNSAT]],
  ['2&<2', 'grid-in', [UNSAT]],
  ['1/2&.6', 'grid-in', [UNSAT]],
  ['>-1&<-2', 'grid-in', [UNSAT]],
  ['>1/3&<1/3', 'grid-in', [UNSAT]],
  ['>=2/3&<.6666', 'grid-in', [UNSAT]],
  ['1,>2&<1', 'grid-in', [UNSAT]], // one impossible alternative is enough to refuse
  ['>2&<1,1', 'grid-in', [UNSAT]],
  ['>=0.30000000000000001&<=0.3', 'grid-in', [UNSAT]], // empty, though binary floating point sees one point
  ['>9007199254740993&<9007199254740994&>=9007199254740994', 'grid-in', [UNSAT]],
  ['>1&<2&>3', 'grid-in', [UNSAT]],
];

describe('validateAnswerKey accepts well-formed keys', () => {
  it.each(VALID_GRID_IN)('grid-in key %j', (key) => {
    expect(validateAnswerKey(key, 'grid-in')).toEqual({ ok: true });
  });
  it.each(VALID_MULTIPLE_CHOICE)('multiple-choice key %j', (key) => {
    expect(validateAnswerKey(key, 'multiple-choice')).toEqual({ ok: true });
  });
});

describe('validateAnswerKey refuses malformed keys with a clear message', () => {
  it.each(REFUSED)('key %j (%s) -> %j', (key, type, messageIds) => {
    const got = validateAnswerKey(key, type);
    expect(got.ok).toBe(false);
    if (got.ok) return;
    expect(messageIds).toContain(got.messageId);
    expect(typeof got.message).toBe('string');
    expect(got.message.trim().length).toBeGreaterThan(10);
  });

  it('the message for non-English symbols says to use English symbols', () => {
    for (const [key, type, ids] of REFUSED) {
      if (ids.length !== 1 || ids[0] !== ENGLISH) continue;
      const got = validateAnswerKey(key, type);
      expect(got.ok ? '' : got.message).toMatch(/English/i);
    }
  });

  it('the message for blanks says to remove the blanks or spaces', () => {
    const got = validateAnswerKey('>=1.5 & <2', 'grid-in');
    expect(got.ok ? '' : got.message).toMatch(/blank|space/i);
  });

  it('different problems get different messages', () => {
    const messages = new Set(
      [
        ['', 'grid-in'],
        ['1 ', 'grid-in'],
        ['\uff1c1', 'grid-in'],
        ['1//2', 'grid-in'],
        ['>2&<1', 'grid-in'],
        ['A', 'grid-in'],
        ['1', 'multiple-choice'],
      ].map(([k, t]) => {
        const got = validateAnswerKey(k, t as QuestionType);
        return got.ok ? 'ok' : got.message;
      }),
    );
    expect(messages.size).toBe(7);
  });

  it('keys that are fine for one type are refused for the other', () => {
    expect(validateAnswerKey('A,C', 'grid-in').ok).toBe(false);
    expect(validateAnswerKey('1/2', 'multiple-choice').ok).toBe(false);
    expect(validateAnswerKey('*', 'grid-in').ok).toBe(true);
    expect(validateAnswerKey('*', 'multiple-choice').ok).toBe(true);
  });
});
