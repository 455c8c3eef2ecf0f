/** The deterministic question parser and the AI chunking: pure functions over text. */
import { parseKeyTable, parseQuestionText, splitChoices, splitKeySection } from '../../src/modules/question-imports/parser';
import { aiChunks, chunkText } from '../../src/modules/question-imports/ai-analyzer';
import { detectDocument } from '../../src/modules/question-imports/document';
import { loadConfig } from '../../src/config/env';
import { numberedQuestions, writeDocx } from '../../bench/question-documents';

describe('parser', () => {
  it('reads choices written on one line, "(A)" labels, and "Question 3:" numbering', () => {
    const drafts = parseQuestionText(
      ['Question 1: Which is prime? (A) 4 (B) 6 (C) 7 (D) 9', 'Question 2: Pick the even one.', '(A) 3', '(B) 8'].join('\n'),
    );
    expect(drafts.map((d) => [d.stem, d.choices.map((c) => c.text), d.type])).toEqual([
      ['Which is prime?', ['4', '6', '7', '9'], 'multiple-choice'],
      ['Pick the even one.', ['3', '8'], 'multiple-choice'],
    ]);
  });

  it('keeps numbering in sequence: a "5." inside question 1 does not start another', () => {
    const drafts = parseQuestionText(['1. Which list counts down?', '5. 3. 1.', 'A) yes', 'B) no', '2. Next one?', 'A) a', 'B) b'].join('\n'));
    expect(drafts).toHaveLength(2);
    expect(drafts[0].stem).toBe('Which list counts down? 5. 3. 1.');
  });

  it('reads key tables in their usual forms, several letters, grid-in values and the no-answer star', () => {
    expect([...parseKeyTable('1. B 2) c\n3 | A,C\n4-3/4\n5: -2.5\n6 *').entries()]).toEqual([
      [1, 'B'],
      [2, 'C'],
      [3, 'A,C'],
      [4, '3/4'],
      [5, '-2.5'],
      [6, '*'],
    ]);
  });

  it('takes the last A-B-C chain as the choices: "A." inside the stem does not split it', () => {
    const { stem, choices } = splitChoices('Point A. lies on line B. Which is true?\nA) one\nB) two\nC) three');
    expect(stem).toBe('Point A. lies on line B. Which is true?');
    expect(choices.map((c) => c.label)).toEqual(['A', 'B', 'C']);
  });

  it('passages: "Passage N: title" names it and applies until a section heading; headings set the section', () => {
    const drafts = parseQuestionText(
      [
        'Reading',
        'Passage 1: The River',
        'The river rose every spring.',
        '1. What rose?',
        'A) the river',
        'B) the sea',
        'Math - No Calculator',
        '2. 1 + 1 = ?',
      ].join('\n'),
    );
    expect(drafts[0]).toMatchObject({ section: 'reading', passage: { title: 'The River', body: 'The river rose every spring.' } });
    expect(drafts[1]).toMatchObject({ section: 'math-no-calculator', passage: null, type: 'grid-in' });
  });

  it('reads 100 numbered questions with their key', () => {
    const drafts = parseQuestionText(numberedQuestions(100).join('\n'));
    expect(drafts).toHaveLength(100);
    expect(drafts.filter((d) => d.type === 'grid-in')).toHaveLength(20);
    expect(drafts.every((d) => d.answerKey !== '')).toBe(true);
  });

  it('splits off the key section; AI chunks are cut at question starts and carry the key', () => {
    const text = numberedQuestions(40).join('\n');
    const { body, keyText } = splitKeySection(text);
    expect(body).not.toContain('Answer Key');
    expect(keyText.startsWith('1. A')).toBe(true);
    const chunks = chunkText(body, 1000);
    expect(chunks.join('\n')).toBe(body);
    expect(chunks.slice(1).every((c) => /^\d+\. /.test(c))).toBe(true);
    expect(aiChunks(text, 1000).every((c) => c.endsWith(`Answer Key\n${keyText}`))).toBe(true);
  });
});

describe('document detection and settings', () => {
  it('tells PDF and DOCX by their bytes; other zips and text are neither', () => {
    expect(detectDocument(Buffer.from('%PDF-1.7\n'))).toBe('pdf');
    expect(detectDocument(writeDocx(['1. x']))).toBe('docx');
    expect(detectDocument(Buffer.from('PK\u0003\u0004[Content_Types].xml xl/workbook.xml'))).toBeNull();
    expect(detectDocument(Buffer.from('1. What is 2 + 2?'))).toBeNull();
  });

  it('AI settings: off without AI_BASE_URL; a model is required with it; the URL must be http(s)', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).ai).toBeNull();
    expect(loadConfig({ NODE_ENV: 'test', AI_BASE_URL: 'http://127.0.0.1:11434/v1/', AI_MODEL: 'llama3.1' }).ai).toEqual({
      baseUrl: 'http://127.0.0.1:11434/v1',
      apiKey: null,
      model: 'llama3.1',
      timeoutMs: 120000,
      chunkChars: 12000,
    });
    expect(() => loadConfig({ NODE_ENV: 'test', AI_BASE_URL: 'http://127.0.0.1:11434/v1' })).toThrow(/AI_MODEL/);
    expect(() => loadConfig({ NODE_ENV: 'test', AI_BASE_URL: 'file:///etc/passwd', AI_MODEL: 'm' })).toThrow(/AI_BASE_URL/);
  });
});
