import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { answerKeyText } from './answer-key-text';

const en = createIntl({ locale: 'en-US', messages: {} });
const tw = createIntl({ locale: 'zh-TW', messages: {} });

describe('answerKeyText', () => {
  it('joins the accepted answers with the language’s "or" instead of the key syntax', () => {
    expect(answerKeyText(en, '1/2,.5')).toBe('1/2 or .5');
    expect(answerKeyText(en, '3/4,.75,0.75')).toBe('3/4, .75, or 0.75');
    expect(answerKeyText(en, 'B')).toBe('B');
    expect(answerKeyText(tw, '1/2,.5')).toBe('1/2或.5');
  });
  it('writes ranges with ≤ and ≥, and leaves "*" alone', () => {
    expect(answerKeyText(en, '>=2&<=3')).toBe('≥2 & ≤3');
    expect(answerKeyText(en, '*')).toBe('*');
  });
});
