/**
 * The deterministic reader of question documents (no AI): numbered questions ("1." "1)" "Question 1"), lettered
 * choices ("A)" "(A)" "A."), passages introduced by "Passage ..." or "Questions 1-3 refer to / are based on ...",
 * section headings ("Reading and Writing", "Math"), "Answer: B" lines, "Difficulty: hard" lines, "Explanation:"
 * paragraphs, and an answer-key table after an "Answer Key" / "Answers" heading ("1. B", "1 | B", "1-B", "2 3/4").
 * Pure: the same text always gives the same drafts. What it does well and what it does not: docs/question-import.md.
 */
import { ALL_SECTIONS, DIFFICULTIES, MATH_SECTIONS, type ChoiceDto, type Difficulty, type QuestionType, type Section } from '@app/shared';
import { suggestClassification } from './classify';

export interface ParsedDraft {
  type: QuestionType;
  section: Section;
  domain: string;
  skill: string;
  difficulty: Difficulty;
  stem: string;
  choices: ChoiceDto[];
  answerKey: string;
  explanation: string;
  passage: { title: string; body: string } | null;
  sourceExcerpt: string;
}

const QUESTION_START = /^\s*(?:question\s+|q)?(\d{1,3})\s*[.)：:]\s+(?=\S)/i;
const KEY_HEADING = /^\s*(?:answer\s*key|answer\s*sheet|answers|correct\s+answers|key)\s*[:：]?\s*$/i;
const PASSAGE_START =
  /^\s*(?:passage\b|text\s+\d|questions?\s+(\d{1,3})\s*(?:-|–|—|to|through|and)\s*(\d{1,3})\b|read\s+the\s+following|the\s+following\s+(?:text|passage))/i;
const SECTION_HEADING =
  /^\s*(?:section\s*\d*\s*[:.-]?\s*)?(reading\s*(?:and|&)\s*writing|writing\s+and\s+language|reading|math(?:ematics)?)(?:\s+test)?(?:\s*[-–—:(]\s*(no\s+calculator|calculator)\)?)?(?:\s+(?:section|module)\s*\d*)?\s*$/i;
const INLINE_ANSWER = /^\s*(?:correct\s+)?answer\s*[:：]\s*(\S.*?)\s*$/i;
const DIFFICULTY_LINE = /^\s*(?:difficulty|level)\s*[:：]\s*(easy|medium|hard)\s*$/i;
const EXPLANATION_START = /^\s*(?:explanation|rationale)\s*[:：]\s*/i;
const KEY_PAIR = /(\d{1,3})\s*[.):|\-–]?\s*(\*|[A-E](?![A-Za-z])(?:\s*,\s*[A-E](?![A-Za-z]))*|-?\d+(?:[./]\d+)?)/gi;
// A choice label: at a line start or after white space; "(A)", "A)" or "A." then a space.
const CHOICE_MARK = /(^|\s)\(?([A-E])[).]\s+/g;

function sectionOfHeading(line: string): Section | null {
  const m = SECTION_HEADING.exec(line);
  if (!m) return null;
  const name = m[1].toLowerCase().replace(/\s+/g, ' ');
  const calc = m[2]?.toLowerCase();
  if (name.startsWith('math')) return calc === 'no calculator' ? 'math-no-calculator' : calc === 'calculator' ? 'math-calculator' : 'math';
  if (name.startsWith('writing')) return 'writing-language';
  if (name === 'reading') return 'reading';
  return 'reading-writing';
}

/** The answer-key table: question number -> key as written (letters upper-cased, joined by commas). */
export function parseKeyTable(text: string): Map<number, string> {
  const keys = new Map<number, string>();
  for (const m of text.matchAll(KEY_PAIR)) {
    const n = Number(m[1]);
    if (!keys.has(n)) keys.set(n, m[2].replace(/\s+/g, '').toUpperCase());
  }
  return keys;
}

/** The choices at the end of a question block, and the stem before them. */
export function splitChoices(block: string): { stem: string; choices: ChoiceDto[] } {
  const marks = [...block.matchAll(CHOICE_MARK)].map((m) => ({ letter: m[2], at: m.index + m[1].length, textAt: m.index + m[0].length }));
  // The last chain A, B, C... wins: choices close a question, and an "A." inside the stem starts a chain that breaks.
  let chain: typeof marks = [];
  let best: typeof marks = [];
  for (const mark of marks) {
    if (mark.letter === 'A') chain = [mark];
    else if (chain.length > 0 && mark.letter === String.fromCharCode(65 + chain.length)) chain.push(mark);
    else continue;
    if (chain.length >= 2) best = [...chain];
  }
  if (best.length < 2) return { stem: block.trim(), choices: [] };
  const choices = best.map((m, i) => ({
    label: m.letter,
    text: collapse(block.slice(m.textAt, i + 1 < best.length ? best[i + 1].at : undefined)),
  }));
  return { stem: block.slice(0, best[0].at).trim(), choices };
}

const collapse = (s: string) =>
  s
    .replace(/[ \t]+/g, ' ')
    .replace(/\s*\n\s*/g, ' ')
    .trim();
/** Keeps paragraphs (blank lines) and joins the lines of one paragraph. */
const paragraphs = (s: string) =>
  s
    .split(/\n\s*\n/)
    .map(collapse)
    .filter(Boolean)
    .join('\n\n');

interface Block {
  number: number;
  lines: string[];
  section: Section | null;
  passage: { title: string; body: string; from: number; to: number } | null;
}

export function parseQuestionText(text: string, maxDrafts = Number.MAX_SAFE_INTEGER): ParsedDraft[] {
  const lines = text
    .replace(/\r\n?/g, '\n')
    .replace(/\u00a0/g, ' ')
    .split('\n');
  const keyAt = lines.findIndex((l) => KEY_HEADING.test(l));
  const keys = keyAt >= 0 ? parseKeyTable(lines.slice(keyAt + 1).join('\n')) : new Map<number, string>();
  const body = keyAt >= 0 ? lines.slice(0, keyAt) : lines;

  const blocks: Block[] = [];
  let section: Section | null = null;
  let passage: Block['passage'] = null;
  let passageLines: string[] | null = null;
  let current: Block | null = null;
  const closePassage = () => {
    if (passage && passageLines) {
      const [head, ...rest] = passageLines;
      const titled = /^\s*passage\b[^:]*:\s*(.+)$/i.exec(head);
      // The opening line names the passage ("Passage 2: The Tide", "Questions 1-3 refer to..."); the rest is its text.
      const bodyText = paragraphs(rest.join('\n'));
      passage.title = (titled?.[1] ?? head).trim().replace(/[.:]$/, '').slice(0, 200);
      passage.body = bodyText || paragraphs(head);
    }
    passageLines = null;
  };

  for (const line of body) {
    const heading = sectionOfHeading(line);
    if (heading) {
      closePassage();
      section = heading;
      passage = null;
      current = null;
      continue;
    }
    const p = PASSAGE_START.exec(line);
    if (p) {
      closePassage();
      passage = { title: '', body: '', from: p[1] ? Number(p[1]) : 0, to: p[2] ? Number(p[2]) : Number.MAX_SAFE_INTEGER };
      passageLines = [line];
      current = null;
      continue;
    }
    const q = QUESTION_START.exec(line);
    const expected = blocks.length === 0 ? null : blocks[blocks.length - 1].number + 1;
    if (q && (expected === null || Number(q[1]) === expected)) {
      closePassage();
      const n = Number(q[1]);
      const applies = passage && n >= passage.from && n <= passage.to ? passage : null;
      if (passage && !applies) passage = null;
      current = { number: n, lines: [line.slice(q[0].length)], section, passage: applies };
      blocks.push(current);
      continue;
    }
    if (passageLines) passageLines.push(line);
    else if (current) current.lines.push(line);
  }
  closePassage();

  return blocks.slice(0, maxDrafts).map((b) => toDraft(b, keys));
}

function toDraft(b: Block, keys: Map<number, string>): ParsedDraft {
  let answerKey = keys.get(b.number) ?? '';
  let difficulty: Difficulty | null = null;
  const kept: string[] = [];
  const explanation: string[] = [];
  let inExplanation = false;
  for (const line of b.lines) {
    const a = INLINE_ANSWER.exec(line);
    const d = DIFFICULTY_LINE.exec(line);
    if (a)
      answerKey = a[1]
        .replace(/\s+/g, '')
        .replace(/^\(?([A-Ea-e])\)?$/, '$1')
        .toUpperCase();
    else if (d) difficulty = d[1].toLowerCase() as Difficulty;
    else if (EXPLANATION_START.test(line)) {
      inExplanation = true;
      explanation.push(line.replace(EXPLANATION_START, ''));
    } else if (inExplanation) explanation.push(line);
    else kept.push(line);
  }
  const block = kept.join('\n');
  const { stem, choices } = splitChoices(block);
  const type: QuestionType = choices.length >= 2 ? 'multiple-choice' : 'grid-in';
  const suggestion = suggestClassification({ stem, choices, passage: b.passage?.body ?? null, section: b.section, type });
  return {
    type,
    section: suggestion.section,
    domain: suggestion.domain,
    skill: suggestion.skill,
    difficulty: difficulty ?? suggestion.difficulty,
    stem: paragraphs(stem),
    choices,
    answerKey,
    explanation: paragraphs(explanation.join('\n')),
    passage: b.passage ? { title: b.passage.title || `Passage for question ${b.number}`, body: b.passage.body } : null,
    sourceExcerpt: [`${b.number}. ${b.lines.join('\n')}`].join('\n').trim().slice(0, 4000),
  };
}

/** The document before its answer-key table, and the table's text ('' when there is none). */
export function splitKeySection(text: string): { body: string; keyText: string } {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const at = lines.findIndex((l) => KEY_HEADING.test(l));
  return at < 0
    ? { body: lines.join('\n'), keyText: '' }
    : {
        body: lines.slice(0, at).join('\n'),
        keyText: lines
          .slice(at + 1)
          .join('\n')
          .trim(),
      };
}

/** Lines where a new question starts: the AI analysis cuts long documents there. */
export function questionStartLines(text: string): number[] {
  return text
    .split('\n')
    .map((l, i) => (QUESTION_START.test(l) || PASSAGE_START.test(l) || SECTION_HEADING.test(l) ? i : -1))
    .filter((i) => i >= 0);
}

export const isSection = (v: unknown): v is Section => typeof v === 'string' && (ALL_SECTIONS as readonly string[]).includes(v);
export const isDifficulty = (v: unknown): v is Difficulty => typeof v === 'string' && (DIFFICULTIES as readonly string[]).includes(v);
export const isMathSection = (s: Section) => MATH_SECTIONS.includes(s);
