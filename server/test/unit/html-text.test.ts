import { htmlToText } from '../../src/lib/html-text';
import { stemExcerpt } from '../../src/modules/questions/question.mapper';

describe('htmlToText', () => {
  it.each([
    ['<p>If \\( 3 \\le x < 4 \\), what is y?</p>', 'If \\( 3 \\le x < 4 \\), what is y?'],
    ['<p>2 <= y and y > 1</p><p>Next</p>', '2 <= y and y > 1 Next'],
    ['x<4 and y>2', 'x<4 and y>2'],
    ['<p>One</p><p>two</p>', 'One two'],
    ['<table><tr><td>1</td><td>2</td></tr></table>', '1 2'],
    ['Fish &amp; chips&nbsp;&lt;3', 'Fish & chips <3'],
    ['<P CLASS="x">Upper</P>', 'Upper'],
  ])('%s', (html, text) => {
    expect(htmlToText(html)).toBe(text);
  });
});

describe('stemExcerpt', () => {
  it('keeps the math of a stem with a bare less-than sign', () => {
    expect(stemExcerpt('<p>If \\( 3 \\le x < 4 \\) and \\( y = \\frac{x}{2} \\), what is y?</p>')).toBe(
      'If \\( 3 \\le x < 4 \\) and \\( y = \\frac{x}{2} \\), what is y?',
    );
  });
});
