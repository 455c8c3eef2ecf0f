/**
 * Grid-in (student-produced response) grading: an explicit table of cases.
 *
 * Every expectation below is derived from the College Board rules (digital-sat.md "Student-produced responses (grid-in),
 * digital rules" and "Old paper SAT") and the answer-key rules of the spec (section 5), NOT from the implementation:
 * - exact: a response with the value of a bare-number alternative, in any equivalent form and any length;
 * - approximation (digital): only when the exact decimal does not fit (5 characters, 6 with '-'), a decimal response that fills
 *   the space (>= 5 characters, >= 6 when negative, counting '-', '0' and '.') and equals the exact value truncated or rounded
 *   (half up on the absolute value) at its own number of decimal places;
 * - approximation (paper): 4 columns, no negatives; at least as many decimal places as the most precise entry that fits 4 columns
 *   (leading 0 omitted), truncated or rounded;
 * - ranges: every condition of the alternative holds for the exact value of the response; never approximations;
 * - '*': nobody is right, not even a blank.
 *
 * A row is [answer key, response, expected]. The expected value is the reason (which fixes `correct`), or 'correct' /
 * 'incorrect' when the rules fix the outcome but not which reason wins (a response matching two alternatives).
 */
import { describe, expect, it } from 'vitest';
import { checkAnswer, gradeAnswer } from './index';
import type { GradeOptions, GradeReason } from './index';

type Want = GradeReason | 'correct' | 'incorrect';
type Row = [key: string, response: string, want: Want];

const RIGHT: ReadonlySet<string> = new Set(['exact', 'approximation', 'in-range', 'choice', 'free-point', 'correct']);

/** Rows for one key: `rows('2/3', { approximation: ['.6667'], wrong: ['.66'] })`. */
function rows(key: string, byWant: Partial<Record<Want, string[]>>): Row[] {
  const out: Row[] = [];
  for (const [want, responses] of Object.entries(byWant) as [Want, string[]][]) for (const r of responses) out.push([key, r, want]);
  return out;
}

function expectGrade(key: string, response: string, want: Want, opts: GradeOptions): void {
  const got = gradeAnswer(key, response, opts);
  const correct = RIGHT.has(want);
  if (want === 'correct' || want === 'incorrect') expect(got.correct).toBe(correct);
  else expect({ correct: got.correct, reason: got.reason }).toEqual({ correct, reason: want });
  if (opts.version !== 'paper') expect(checkAnswer(key, response, 'grid-in')).toBe(correct);
}

// ---------------------------------------------------------------------------------------------------------------------------
// Digital (the default version)
// ---------------------------------------------------------------------------------------------------------------------------

const EQUIVALENT_FORMS: Row[] = [
  ...rows('1/2', {
    exact: [
      '1/2',
      '.5',
      '0.5',
      '0.50',
      '2/4',
      '4/8',
      '5/10',
      '50/100',
      '1000/2000',
      '00.5',
      '.50000',
      '0.500000000',
      '1.5/3',
      '2.5/5',
      '0.5/1',
      '1/2.',
      '01/02',
    ],
    wrong: [
      '.51',
      '.49',
      '1/3',
      '2/5',
      '0.05',
      '5',
      '5/1',
      '2/1',
      '2',
      '-1/2',
      '-.5',
      '.5000001',
      '0.4999999',
      '0.49999999999999999999',
      '0.50000000000000001',
    ],
  }),
  ...rows('.5', { exact: ['1/2', '0.5', '2/4', '.50'], wrong: ['.6', '-.5'] }),
  ...rows('0.5', { exact: ['1/2', '.5', '3/6'] }),
  ...rows('2/4', { exact: ['1/2', '.5', '0.5'] }),
  ...rows('00.5', { exact: ['.5', '1/2'] }),
  ...rows('7/2', {
    exact: ['7/2', '3.5', '3.50', '14/4', '35/10', '07/2', '3.5000', '3.5/1', '7/2.0'],
    wrong: ['3', '4', '3.4', '3.6', '2/7', '1/2', '-7/2', '3.51', '3.49'],
  }),
  ...rows('3.5', { exact: ['7/2', '3.50', '14/4'] }),
  ...rows('6/100', {
    exact: ['.06', '0.06', '3/50', '6/100', '0.060', '06/100', '12/200', '.0600'],
    wrong: ['.6', '0.6', '6', '.006', '0.006', '60/100'],
  }),
  ...rows('.06', { exact: ['6/100', '3/50', '0.06'], wrong: ['.6'] }),
  ...rows('-2/3', { exact: ['-2/3', '-4/6', '-6/9', '-20/30', '-200/300'] }),
  ...rows('3', {
    exact: ['3', '3.', '3.0', '3.000', '6/2', '9/3', '30/10', '03', '3/1', '300/100'],
    wrong: ['-3', '3.01', '2.999', '2.9999', '3.0001', '30', '.3', '1/3', '4'],
  }),
  ...rows('3.', { exact: ['3', '3.0', '6/2'] }),
  ...rows('10', { exact: ['5/.5', '5/0.5', '100/10', '10.', '25/2.5'], wrong: ['5/.6', '1', '100'] }),
  ...rows('-3.', { exact: ['-3', '-3.0', '-6/2'], wrong: ['3'] }),
  ...rows('-.5', { exact: ['-1/2', '-0.5', '-.50', '-2/4', '-.5', '-1.5/3'], wrong: ['.5', '1/2', '-.4'] }),
  ...rows('1/8', { exact: ['.125', '0.125', '1/8', '2/16', '.1250', '0.12500', '125/1000'] }),
  ...rows('5/4', { exact: ['1.25', '5/4', '10/8', '1.250'], wrong: ['1.2', '1.3', '1.24'] }),
  ...rows('-7/4', { exact: ['-1.75', '-7/4', '-14/8', '-1.750'], wrong: ['-1.7', '-1.8', '1.75'] }),
  ...rows('.3', { exact: ['3/10', '0.3', '.30', '6/20', '0.3000'] }),
];

const ZERO: Row[] = [
  ...rows('0', {
    exact: ['0', '-0', '0.', '.0', '0.0', '-0.0', '-.0', '00', '000.000', '0/5', '-0/5', '0/1', '0.00000', '-0.'],
    wrong: ['.0001', '-.0001', '0.00001', '1', '-1', '1/100000'],
    'not-a-number': ['0/0', '-', '.', '-.', '+0', '0-'],
  }),
  ...rows('-0', { exact: ['0', '-0', '.0', '0/3'], wrong: ['.1'] }),
  ...rows('0.0', { exact: ['0', '-0'] }),
  ...rows('0/7', { exact: ['0', '0.0'], wrong: ['7'] }),
];

const LARGE_AND_PRECISE: Row[] = [
  ...rows('99999', {
    exact: ['99999', '99999.', '99999.0', '199998/2', '099999'],
    wrong: ['99998', '100000', '99999.1', '9999.9', '-99999', '9999'],
  }),
  ...rows('-99999', { exact: ['-99999', '-99999.0', '-199998/2'], wrong: ['99999', '-99998', '-9999.9'] }),
  ...rows('123456', { exact: ['123456', '123456.0', '246912/2'], wrong: ['123460', '123450', '12345', '123457'] }),
  ...rows('12345678901234567890', {
    exact: ['12345678901234567890', '12345678901234567890.0', '24691357802469135780/2'],
    wrong: ['12345678901234567891', '12345678901234567889', '12345678901234567890.5', '12345678901234567000'],
  }),
  ...rows('9007199254740993', { exact: ['9007199254740993', '18014398509481986/2'], wrong: ['9007199254740992', '9007199254740994'] }),
  // Values that a binary floating-point comparison gets wrong: the response is NOT the key's value.
  ...rows('.3', { wrong: ['0.30000000000000001', '0.29999999999999999', '0.3000000000000000444', '0.299999999999999988898'] }),
  ...rows('0.1', { exact: ['1/10'], wrong: ['0.1000000000000000055511151231257827', '0.09999999999999999'] }),
  ...rows('1/3', { wrong: ['0.33333333333333334', '0.33333333333333331'], approximation: ['0.33333333333333333', '0.333333333333333333333'] }),
  ...rows('2/3', {
    wrong: ['0.66666666666666663', '0.66666666666666665', '0.6666666666666667000'],
    approximation: ['0.66666666666666666', '0.66666666666666667', '0.6666666666666666666667'],
  }),
];

const APPROXIMATIONS_DIGITAL: Row[] = [
  // 2/3 = 0.6666...: the College Board's own example.
  ...rows('2/3', {
    exact: ['2/3', '4/6', '200/300', '2.0/3'],
    approximation: ['.6666', '.6667', '0.666', '0.667', '0.6667', '0.6666', '.66667', '.66666', '.666666', '.666667'],
    wrong: [
      '.66',
      '.67',
      '0.66',
      '0.67',
      '.667',
      '.666',
      '.6668',
      '.6665',
      '0.668',
      '0.665',
      '.6670',
      '.6660',
      '0.670',
      '.7',
      '0.7000',
      '1',
      '.66668',
      '-.6667',
    ],
  }),
  ...rows('4/6', { approximation: ['.6667', '0.666'], wrong: ['.667'] }),
  ...rows('-2/3', {
    approximation: ['-.6666', '-.6667', '-0.666', '-0.667', '-0.6667', '-0.6666', '-.66667', '-.66666'],
    wrong: ['-.666', '-.667', '-.67', '-0.66', '-0.67', '-.6668', '-.6665', '-0.668', '-0.665', '.6667', '.6666', '0.667', '2/3', '-.6670'],
  }),
  ...rows('1/3', {
    exact: ['1/3', '2/6', '100/300'],
    approximation: ['.3333', '0.333', '0.3333', '.33333', '.333333'],
    wrong: ['.3334', '0.334', '.333', '.33', '0.33', '0.3', '0.332', '.3332', '.3330'],
  }),
  ...rows('-1/3', { approximation: ['-.3333', '-0.333'], wrong: ['-.333', '-.3334', '-0.334'] }),
  // 1/7 = 0.142857 142857...
  ...rows('1/7', {
    exact: ['1/7', '2/14', '7/49'],
    approximation: ['.1428', '.1429', '0.142', '0.143', '0.1428', '0.1429', '.14285', '.14286', '.142857'],
    wrong: ['.143', '.142', '.1427', '.1430', '0.141', '0.144', '.14287', '.14284', '.142858', '.14', '0.14', '-.1429'],
  }),
  ...rows('-1/7', {
    exact: ['-1/7', '-2/14'],
    approximation: ['-.1428', '-.1429', '-0.142', '-0.143', '-.14285', '-.14286'],
    wrong: ['-.143', '-.142', '-.1427', '-.1430', '.1429', '.1428', '-0.141', '-0.144'],
  }),
  // 5/6 = 0.8333...: truncating and rounding both give .8333, so .8334 is wrong.
  ...rows('5/6', {
    exact: ['5/6', '10/12'],
    approximation: ['.8333', '0.833', '.83333', '0.8333'],
    wrong: ['.8334', '0.834', '.833', '.834', '.83', '.8332', '.83334', '0.832'],
  }),
  // 1/6 = 0.1666...: truncation .1666 and rounding .1667 differ.
  ...rows('1/6', {
    approximation: ['.1666', '.1667', '0.166', '0.167', '.16666', '.16667'],
    wrong: ['.1668', '.1665', '.167', '.166', '0.168', '0.165'],
  }),
  ...rows('-5/6', { approximation: ['-.8333', '-0.833'], wrong: ['-.8334', '-0.834', '-.833'] }),
  // 1/8 = .125 fits the space: only its exact value counts, never a rounding of it.
  ...rows('1/8', { wrong: ['.13', '.12', '0.13', '0.12', '0.130', '0.120', '.1251', '.1249'] }),
  // 1/16 = .0625 fits in 5 characters: no approximation is accepted.
  ...rows('1/16', { exact: ['.0625', '0.0625', '1/16', '.06250'], wrong: ['0.063', '0.062', '.063', '.062', '.0626', '.0624', '0.06'] }),
  ...rows('-1/16', { exact: ['-.0625', '-0.0625', '-1/16'], wrong: ['-0.063', '-0.062', '-.063', '-.062', '-.0626'] }),
  // 1/32 = .03125 does not fit: rounding half up gives .0313, truncating .0312.
  ...rows('1/32', {
    exact: ['.03125', '0.03125', '1/32', '2/64'],
    approximation: ['.0312', '.0313', '0.031'],
    wrong: ['0.032', '.0314', '.0311', '.031', '.03', '0.030'],
  }),
  // -1/32 = -.03125: half up on the absolute value gives -.0313 (and truncation -.0312).
  ...rows('-1/32', {
    exact: ['-.03125', '-1/32'],
    approximation: ['-.0312', '-.0313', '-0.031'],
    wrong: ['-.0314', '-.0311', '-.031', '-0.032', '.0313'],
  }),
  // A key with more digits than fit.
  ...rows('12.3456', {
    exact: ['12.3456', '12.34560', '123456/10000', '7716/625'],
    approximation: ['12.34', '12.35', '12.345', '12.346'],
    wrong: ['12.3', '12.4', '12', '12.', '12.36', '12.33', '12.347', '12.344', '12.340', '12.350', '123.45', '1.2345'],
  }),
  ...rows('-12.3456', {
    exact: ['-12.3456', '-7716/625'],
    approximation: ['-12.34', '-12.35', '-12.345', '-12.346'],
    wrong: ['-12.3', '-12.36', '12.35', '-12.4'],
  }),
  // An exact half at the rounding position: 12.345 -> 12.35 (half up) or 12.34 (truncated).
  ...rows('12.345', { exact: ['12.345', '2469/200'], approximation: ['12.34', '12.35'], wrong: ['12.36', '12.33', '12.3', '12.4'] }),
  ...rows('-12.345', { approximation: ['-12.34', '-12.35'], wrong: ['-12.36', '-12.33', '-12.3'] }),
  // 1.0005 is 1.000499999... in binary floating point: rounding it half up must still give 1.001.
  ...rows('1.0005', {
    exact: ['1.0005', '1.00050', '2001/2000'],
    approximation: ['1.000', '1.001'],
    wrong: ['1.002', '0.999', '1.00', '1.0', '1', '1.0006', '1.0004'],
  }),
  ...rows('2001/2000', { approximation: ['1.000', '1.001'], wrong: ['1.002'] }),
  ...rows('8.0005', { approximation: ['8.000', '8.001'], wrong: ['8.002', '7.999'] }),
  ...rows('1.0015', { approximation: ['1.001', '1.002'], wrong: ['1.003', '1.000'] }),
  ...rows('0.00015', { exact: ['.00015', '3/20000'], approximation: ['.0001', '.0002', '0.000'], wrong: ['0.001', '.0003', '.0004'] }),
  // 100/3 = 33.333...
  ...rows('100/3', {
    exact: ['100/3', '200/6'],
    approximation: ['33.33', '33.333', '33.3333'],
    wrong: ['33.3', '33.34', '33.334', '33', '33.32', '33.4'],
  }),
  ...rows('-100/3', { approximation: ['-33.33', '-33.333'], wrong: ['-33.3', '-33.34', '33.33'] }),
  ...rows('200/3', { approximation: ['66.66', '66.67', '66.666', '66.667'], wrong: ['66.7', '66.6', '66.68', '66.65'] }),
  ...rows('1000/3', { approximation: ['333.3', '333.33'], wrong: ['333.4', '333', '333.2', '333.34'] }),
  ...rows('10000/3', { approximation: ['3333.3', '3333.33', '3333.'], wrong: ['3333', '3333.4', '3334.', '3332.'] }),
  ...rows('1234.5678', { approximation: ['1234.5', '1234.6', '1234.56', '1234.57'], wrong: ['1234.7', '1235', '1234', '1234.4', '1234.58'] }),
  ...rows('22/7', { approximation: ['3.142', '3.143', '3.1428', '3.1429'], wrong: ['3.14', '3.141', '3.144', '3.1416', '3.1427'] }),
  ...rows('-22/7', { approximation: ['-3.142', '-3.143', '-3.1428', '-3.1429'], wrong: ['-3.14', '-3.141', '-3.144'] }),
  ...rows('1/9', { approximation: ['.1111', '0.111'], wrong: ['.1112', '.111', '0.112'] }),
  ...rows('8/9', { approximation: ['.8888', '.8889', '0.888', '0.889'], wrong: ['.889', '.8887', '.8890', '0.887'] }),
  ...rows('1/12', { approximation: ['.0833', '0.083'], wrong: ['.0834', '.083', '0.084', '.0832'] }),
  ...rows('2/7', { approximation: ['.2857', '0.285', '0.286'], wrong: ['.2858', '.2856', '.286'] }),
  ...rows('-2/7', { approximation: ['-.2857', '-0.285', '-0.286'], wrong: ['-.286', '-.2858'] }),
  ...rows('1/11', { approximation: ['.0909', '0.090', '0.091'], wrong: ['.0910', '.091', '.0908'] }),
  ...rows('19/6', { approximation: ['3.166', '3.167', '3.1666', '3.1667'], wrong: ['3.16', '3.17', '3.168', '3.165'] }),
  // Whitespace never counts towards filling the space.
  ...rows('2/3', { approximation: [' .6667', '.6667 ', '\t0.667\n', '\u3000.6666\u3000'], wrong: [' .667', '.667 ', '\u3000.667', '  .67  '] }),
];

// Padding with leading zeros adds no precision: '00.67' is the less precise 0.67 and does not "fill" the space any more than
// '0.67' does; '00000' or '0000.' for 2/3 is 0. Only the single '0' before the point counts (0.666 is the College Board's example).
const ZERO_PADDING: Row[] = [
  ...rows('2/3', {
    wrong: ['00.67', '000.7', '0000.', '00000', '00001', '00001.', '00.66', '000.6', '0000.7', '00000.7'],
    approximation: ['00.667', '00.6667', '000.666'],
  }),
  ...rows('-2/3', { wrong: ['-00.67', '-000.7', '-0000.', '-00000', '-00001'], approximation: ['-00.667', '-00.6667'] }),
  ...rows('1/3', { wrong: ['0000.', '00000', '00.33', '000.3'], approximation: ['00.333'] }),
  ...rows('1/7', { wrong: ['00.14', '000.1', '00000', '0000.'] }),
  ...rows('12.3456', { wrong: ['012.3', '00012', '0012.', '00012.'], approximation: ['012.35', '0012.34'] }),
  ...rows('100/3', { wrong: ['033.3', '00033', '0033.'], approximation: ['033.33'] }),
];

const RANGES: Row[] = [
  ...rows('>=1.5&<2', {
    'in-range': ['1.5', '3/2', '1.99', '1.999', '7/4', '1.50', '6/4', '1.9999999999999999999', '\uff11\uff0e\uff17\uff15', ' 1.5 ', '1.75', '15/10'],
    wrong: ['2', '1.49', '2.0', '4/2', '2.00001', '1.4999999999999999999', '-1.5', '0', '-1.7', '2.', '20/10'],
    'not-a-number': ['1 1/2', '1,5', '1.5.'],
    blank: [''],
  }),
  ...rows('>0', {
    wrong: ['0', '-0', '0.0', '-.0', '0/4', '-1/100000000000', '-5'],
    'in-range': ['.0001', '1/10000', '1/100000000000', '99999', '123456789'],
  }),
  ...rows('>=0', { 'in-range': ['0', '-0', '.0', '0/9', '5'], wrong: ['-.0001', '-1/100000000000'] }),
  ...rows('<0', { wrong: ['-0', '0', '-0.0', '.0001'], 'in-range': ['-.0001', '-99999', '-1/100000000000'] }),
  ...rows('<=0', { 'in-range': ['-0', '0', '-3'], wrong: ['0.00001', '1/99999'] }),
  ...rows('>-1&<0', {
    'in-range': ['-.5', '-1/2', '-0.999', '-.0001', '-999/1000', '-0.99999999999'],
    wrong: ['-1', '-1.0', '-2/2', '0', '-0', '.5', '-1.0001', '1/2'],
  }),
  ...rows('<=-1', { 'in-range': ['-1', '-1.5', '-3/2', '-99999'], wrong: ['-.9999', '1', '0'] }),
  ...rows('>-2.5', { 'in-range': ['-2.4', '-12/5', '0'], wrong: ['-2.5', '-5/2', '-2.6'] }),
  // Approximations never apply to ranges; a bound may be a fraction.
  ...rows('<2/3', {
    'in-range': ['.6666', '0.666', '1/2', '0.66666666666666663', '-5'],
    wrong: ['.6667', '0.667', '2/3', '4/6', '0.66666666666666667', '1'],
  }),
  ...rows('<=2/3', { 'in-range': ['2/3', '4/6', '.6666', '0'], wrong: ['.6667', '0.667', '0.66666666666666667'] }),
  ...rows('>2/3', { 'in-range': ['.6667', '0.667', '1'], wrong: ['.6666', '2/3', '0.666', '0.66666666666666663'] }),
  ...rows('>=2/3&<=2/3', { 'in-range': ['2/3', '4/6', '6/9'], wrong: ['.6667', '.6666', '0.667', '0.666', '0.66666666666666667'] }),
  ...rows('>1/3&<2/3', { 'in-range': ['1/2', '.3334', '.6666', '.5'], wrong: ['1/3', '2/3', '.3333', '.6667', '0.333', '0.667'] }),
  // Exact comparisons: a binary floating-point reading of these responses would give the wrong verdict.
  ...rows('>0.3', { 'in-range': ['0.30000000000000001'], wrong: ['0.3', '3/10', '.29999999999999999'] }),
  ...rows('<0.3', { 'in-range': ['0.29999999999999999'], wrong: ['.3', '0.30000000000000001'] }),
  ...rows('<=1/3', { wrong: ['0.33333333333333334'], 'in-range': ['0.33333333333333333', '1/3'] }),
  ...rows('>=1/3', { wrong: ['0.33333333333333333'], 'in-range': ['0.33333333333333334', '1/3'] }),
  ...rows('>9007199254740992', { 'in-range': ['9007199254740993'], wrong: ['9007199254740992', '18014398509481984/2'] }),
  ...rows('<-5,>5', { 'in-range': ['-6', '6', '-5.01', '5.01'], wrong: ['0', '5', '-5', '4.99'] }),
  ...rows('>=10&<=20', { 'in-range': ['10', '20', '15', '40/2', '10.0'], wrong: ['9.999', '20.001', '-15'] }),
  ...rows('>=1&<=2,>=3&<=4', { 'in-range': ['1', '2', '3', '4', '3/2', '7/2'], wrong: ['2.5', '4.5', '0.5', '5/2'] }),
  ...rows('>1&<2&>=1.5', { 'in-range': ['1.5', '1.9'], wrong: ['1.2', '2', '1'] }),
];

const SEVERAL_ALTERNATIVES: Row[] = [
  ...rows('1/2,3/4', { exact: ['.5', '.75', '3/4', '1/2', '6/8'], wrong: ['.6', '1/4', '5/4'] }),
  ...rows('2/3,>1', {
    approximation: ['.6667', '.6666', '0.667'],
    'in-range': ['1.5', '3/2', '1.0001'],
    exact: ['2/3'],
    wrong: ['1', '.667', '0.9'],
  }),
  ...rows('>=1.5&<2,3', { exact: ['3', '3.0', '6/2'], 'in-range': ['1.5', '1.75'], wrong: ['2', '2.9999', '3.0001', '2.5'] }),
  ...rows('-2/3,2/3', { approximation: ['-.6667', '.6666', '-0.666', '0.667'], exact: ['-2/3', '4/6'], wrong: ['-.666', '.666', '-.67', '.67'] }),
  ...rows('1/2,>3&<4', { exact: ['.5'], 'in-range': ['3.5', '7/2', '3.0001'], wrong: ['3', '4', '1/3'] }),
  ...rows('5,-5', { exact: ['-5', '5', '10/2', '-10/2'], wrong: ['0', '55'] }),
  ...rows('1/3,1/7', { approximation: ['.1429', '.3333', '0.142', '0.333'], wrong: ['.2', '.143', '.333'] }),
  ...rows('12.3456,1/2', { approximation: ['12.35', '12.34'], exact: ['.5'], wrong: ['12.3'] }),
  // A response matching two alternatives: correct, whichever reason is reported.
  ...rows('2,>=2', { correct: ['2', '2.0', '4/2'], 'in-range': ['3'], wrong: ['1.9'] }),
  ...rows('2/3,.6667', { correct: ['.6667'], approximation: ['.6666'] }),
  ...rows('1/2,.5', { exact: ['.5', '1/2'] }),
  // An alternative combining '=' with a range is not a bare number: no approximation of its value.
  ...rows('2&>1', { correct: ['2', '2.0', '8/4'], incorrect: ['3', '1.5', '1.99999'] }),
  ...rows('2/3&>0', { correct: ['2/3', '4/6'], incorrect: ['.6667', '.6666', '0.667'] }),
];

const NO_RIGHT_ANSWER: Row[] = rows('*', {
  'no-right-answer': ['1', '0', '', '   ', 'abc', '*', '1/2', '-1', '.6667', '\u3000', '1 1/2'],
});

const BLANK: Row[] = [
  ...rows('1/2', { blank: ['', ' ', '   ', '\t', '\n', '\t \n', '\u3000', '\u00a0', '\u3000\u3000 '] }),
  ...rows('>0', { blank: ['', ' '] }),
  ...rows('-2/3', { blank: [''] }),
];

const NOT_A_NUMBER: Row[] = [
  ...rows('3', {
    'not-a-number': [
      '3 1/2',
      '50%',
      '3%',
      '1,000',
      '3,0',
      '$5',
      '$3',
      '+3',
      '\uff0b3', // full-width plus sign: NFKC gives '+3'
      '1e3',
      '3e0',
      '3E0',
      '3.0e0',
      '--1',
      '--3',
      '2/-3',
      '1/0',
      '3/0',
      '3.0.0',
      '3..',
      '..3',
      '3/',
      '/3',
      '3//1',
      '3/1/1',
      '(3)',
      '3!',
      'three',
      'Infinity',
      'NaN',
      '0x3',
      '0b11',
      '0o3',
      '3n',
      '3_0',
      '\u0663', // Arabic-Indic digit three: NFKC does not map it to '3'
      '\u0969', // Devanagari digit three
      '\u22123', // U+2212 MINUS SIGN is not a hyphen-minus (and NFKC keeps it)
      '3-',
      '-',
      '/',
      '.',
      '3 0',
      '3\u200b', // zero-width space is not whitespace
      '3;',
      "'3'",
      '"3"',
      '3 3',
      'x',
      '3x',
      'x3',
      '3 / 1',
      '- 3',
      '3.-',
      '-3-',
      '6/2/1',
      '1.5/0.5',
    ],
  }),
  ...rows('1/2', {
    'not-a-number': [
      '1 /2',
      '1/ 2',
      '1 / 2',
      '. 5',
      '1/2%',
      '50%',
      '$.5',
      '+.5',
      '+1/2',
      '5e-1',
      '0,5',
      '\u00bd', // ½ normalises to 1⁄2 (FRACTION SLASH), not to '/'
      '1\u20442', // 1⁄2
      '1\u22152', // 1∕2 DIVISION SLASH
      '1:2',
      '1\u00f72', // 1÷2
      '.5.',
      '..5',
      '1//2',
      '1/2/1',
      '--.5',
      '1/',
      '/2',
      '0.5a',
      'a0.5',
      'one half',
      '-1/-2',
      '1/-2',
      '0.5 0',
      '1/2 1/2',
      '1.0/2.0',
      '.5/1.0',
    ],
  }),
  ...rows('-1/2', { 'not-a-number': ['1/-2', '- .5', '-1/-2', '--1/2', '-(1/2)', '(-1/2)', '\u2212.5', '\u22121/2'] }),
];

const NORMALISED_INPUT: Row[] = [
  ...rows('1/2', {
    exact: [
      '\uff10\uff0e\uff15', // ０．５
      '\uff11\uff0f\uff12', // １／２
      '1\uff0f2', // 1／2
      '0\uff0e5', // 0．5
      '\uff0e\uff15', // ．５
      '\u3000.5\u3000', // ideographic spaces around
      ' 0.5 ',
      '\t.5\n',
      '\u00a0.5',
      '\r\n1/2\r\n',
      '\ud835\udfcf/\ud835\udfd0', // mathematical bold 1/2: NFKC gives '1/2'
    ],
  }),
  ...rows('-1/2', {
    exact: [
      '\uff0d\uff0e\uff15', // －．５
      '\ufe63.5', // small hyphen-minus
      '\uff0d1/2',
      ' -.5 ',
    ],
  }),
  ...rows('3', { exact: ['\uff13', '\ud835\udfd1', ' 3 '] }),
  ...rows('2/3', {
    approximation: ['\uff0e\uff16\uff16\uff16\uff17', '\uff10\uff0e\uff16\uff16\uff17', '0\uff0e666'],
    wrong: ['\uff0e\uff16\uff16\uff17'],
  }),
  ...rows('-2/3', { approximation: ['\uff0d\uff0e\uff16\uff16\uff16\uff17', '\uff0d0.667'], wrong: ['\uff0d\uff0e\uff16\uff16\uff17'] }),
  ...rows('>=1.5&<2', { 'in-range': ['\uff13\uff0f\uff12'] }),
];

const DIGITAL_GROUPS: [string, Row[]][] = [
  ['equivalent forms are exact', EQUIVALENT_FORMS],
  ['zero and negative zero', ZERO],
  ['large integers and precision beyond floating point', LARGE_AND_PRECISE],
  ['approximations (digital: fill 5 characters, 6 when negative)', APPROXIMATIONS_DIGITAL],
  ['zero padding does not fill the space', ZERO_PADDING],
  ['ranges', RANGES],
  ['keys with several alternatives', SEVERAL_ALTERNATIVES],
  ["'*': no right answer", NO_RIGHT_ANSWER],
  ['blank responses', BLANK],
  ['responses that are not numbers', NOT_A_NUMBER],
  ['full-width and whitespace-padded responses', NORMALISED_INPUT],
];

describe('gradeAnswer, grid-in, digital (default)', () => {
  for (const [title, table] of DIGITAL_GROUPS) {
    describe(title, () => {
      it.each(table)('key %j, response %j -> %s', (key, response, want) => {
        expectGrade(key, response, want, { type: 'grid-in' });
      });
    });
  }

  it("version 'digital' given explicitly grades like the default", () => {
    for (const [, table] of DIGITAL_GROUPS) {
      for (const [key, response] of table) {
        expect(gradeAnswer(key, response, { type: 'grid-in', version: 'digital' })).toEqual(gradeAnswer(key, response, { type: 'grid-in' }));
      }
    }
  });
});

// ---------------------------------------------------------------------------------------------------------------------------
// Old paper SAT: 4 columns, no negatives
// ---------------------------------------------------------------------------------------------------------------------------

const PAPER: Row[] = [
  // 2/3: the most precise entry that fits 4 columns is .666 / .667 (3 decimals).
  ...rows('2/3', {
    exact: ['2/3', '4/6'],
    approximation: ['.666', '.667', '0.666', '0.667', '.6667', '.6666', '0.6667', '.66667'],
    wrong: ['.66', '.67', '0.66', '0.67', '.668', '.665', '.7', '1', '.6668', '.670'],
    'not-a-number': ['-.667', '-2/3', '-.666', '-1'],
    blank: ['', '  '],
  }),
  ...rows('1/3', { exact: ['1/3'], approximation: ['.333', '0.333', '.3333'], wrong: ['.33', '.334', '0.33', '.3', '.3334'] }),
  // 12.3456: the most precise 4-column entry is 12.3 (1 decimal).
  ...rows('12.3456', {
    exact: ['12.3456', '7716/625'],
    approximation: ['12.3', '12.34', '12.35', '12.345', '12.346'],
    wrong: ['12', '12.', '12.4', '12.2', '12.36', '12.33', '12.30', '13'],
  }),
  ...rows('100/3', { exact: ['100/3'], approximation: ['33.3', '33.33', '33.333'], wrong: ['33', '33.4', '33.2', '33.34'] }),
  ...rows('1/7', { approximation: ['.142', '.143', '.1428', '.1429', '0.142'], wrong: ['.14', '.141', '.144', '.1427'] }),
  ...rows('5/6', { approximation: ['.833', '.8333'], wrong: ['.834', '.83', '.8334'] }),
  ...rows('1/6', { approximation: ['.166', '.167'], wrong: ['.168', '.165', '.17'] }),
  // 1/16 = .0625 needs 5 columns: 3 decimals are enough on paper.
  ...rows('1/16', { exact: ['.0625', '1/16', '0.0625'], approximation: ['.062', '.063'], wrong: ['.06', '.064', '.061', '0.06'] }),
  // 1/8 = .125 fits 4 columns: exact only.
  ...rows('1/8', { exact: ['.125', '0.125', '1/8'], wrong: ['.13', '.12', '0.13', '.126'] }),
  ...rows('1/2', { exact: ['1/2', '.5', '0.5', '2/4', '0.50'], wrong: ['.51'], 'not-a-number': ['-.5', '1/-2', '50%'] }),
  ...rows('7/2', { exact: ['7/2', '3.5', '3.50'], wrong: ['3'], 'not-a-number': ['3 1/2'] }),
  ...rows('1234', { exact: ['1234', '1234.0', '2468/2'], wrong: ['1233'] }),
  ...rows('0', { exact: ['0', '0.0', '.0', '0/3'] }),
  // 12.345: 12.3 (1 decimal) is the most precise 4-column entry.
  ...rows('12.345', { approximation: ['12.3', '12.34', '12.35'], wrong: ['12.4', '12.36', '12'] }),
  // 1.0005: 1.00 is the most precise 4-column entry (2 decimals).
  ...rows('1.0005', { exact: ['1.0005', '2001/2000'], approximation: ['1.00', '1.000', '1.001'], wrong: ['1.0', '1.01', '1', '1.002'] }),
  ...rows('19/6', { approximation: ['3.16', '3.17', '3.166', '3.167'], wrong: ['3.1', '3.2', '3.15', '3.18'] }),
  ...rows('>0&<1', { 'in-range': ['.5', '1/2', '.999'], wrong: ['1', '0'], 'not-a-number': ['-.5'] }),
  ...rows('>-1&<1', { 'in-range': ['.5', '0'], 'not-a-number': ['-.5', '-1/2'] }),
  ...rows('<2/3', { 'in-range': ['.666'], wrong: ['.667', '2/3'] }),
  ...rows('*', { 'no-right-answer': ['1', '', '.5', '-1'] }),
  ...rows('2/3', { approximation: [' .667 ', '\uff0e\uff16\uff16\uff17'] }),
];

describe('long responses', () => {
  it('grades a 100 000-character response exactly and quickly', () => {
    const thirds = '.' + '3'.repeat(100000);
    const started = Date.now();
    expect(gradeAnswer('1/3', thirds, { type: 'grid-in' })).toEqual({ correct: true, reason: 'approximation' });
    expect(gradeAnswer('1/3', thirds + '4', { type: 'grid-in' })).toEqual({ correct: false, reason: 'wrong' });
    expect(gradeAnswer('>1/3&<0.' + '3'.repeat(99999) + '4', thirds + '35', { type: 'grid-in' })).toEqual({ correct: true, reason: 'in-range' });
    expect(Date.now() - started).toBeLessThan(3000);
  });
});

describe("gradeAnswer, grid-in, version 'paper'", () => {
  it.each(PAPER)('key %j, response %j -> %s', (key, response, want) => {
    expectGrade(key, response, want, { type: 'grid-in', version: 'paper' });
  });
});
