import { describe, expect, it } from 'vitest';
import { hasMath, plainText, sanitizeHtml } from '../../../components/math/sanitize-html';

describe('sanitizeHtml', () => {
  it('drops scripts and styles with their content', () => {
    expect(sanitizeHtml('<p>a<script>alert(1)</script>b</p><style>p{}</style>')).toBe('<p>ab</p>');
  });

  it('strips every attribute, event handlers and styles included', () => {
    expect(sanitizeHtml('<p class="x" onclick="evil()" style="color:red">hi <strong data-x="1">there</strong></p>')).toBe(
      '<p>hi <strong>there</strong></p>',
    );
    expect(sanitizeHtml('<span onmouseover="x()">t</span>')).toBe('<span>t</span>');
  });

  it('unwraps disallowed elements but keeps their text', () => {
    expect(sanitizeHtml('<div><a href="javascript:alert(1)">link</a> <img src=x onerror=alert(1)>text</div>')).toBe('link text');
    expect(sanitizeHtml('<h1>Title</h1>')).toBe('Title');
  });

  it('drops iframes, svg and comments', () => {
    expect(sanitizeHtml('<iframe src="//evil"></iframe><svg><script>x</script></svg><!-- note -->ok')).toBe('ok');
  });

  it('keeps the allowed tags, tables and line breaks', () => {
    const html =
      '<p>x<sub>1</sub> + y<sup>2</sup><br><em>e</em> <u>u</u></p><ul><li>one</li></ul><table><thead><tr><th>h</th></tr></thead><tbody><tr><td>d</td></tr></tbody></table>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('escapes text so it cannot become markup again, and leaves TeX alone', () => {
    expect(sanitizeHtml('a &lt;script&gt; b')).toBe('a &lt;script&gt; b');
    expect(sanitizeHtml('\\( x < 3 \\) and $65')).toBe('\\( x &lt; 3 \\) and $65');
  });
});

describe('hasMath and plainText', () => {
  it('find TeX delimiters, not dollar prices', () => {
    expect(hasMath('costs $65 and $48')).toBe(false);
    expect(hasMath('\\(x^2\\)')).toBe(true);
    expect(hasMath('\\[x\\]')).toBe(true);
  });

  it('reads rich text as plain text', () => {
    expect(plainText('<p>One</p><p>two <script>x</script>three</p>')).toBe('Onetwo three');
  });
});
