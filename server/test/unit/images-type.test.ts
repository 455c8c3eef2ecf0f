/** Pure unit test of the magic-byte check (no app, no database). */
import { detectImageType, STORED_NAME } from '../../src/modules/images/image-type';

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));

describe('detectImageType', () => {
  it.each([
    ['PNG', bytes([0x89], 'PNG\r\n\x1a\n', [0, 0, 0, 13], 'IHDR'), { mime: 'image/png', ext: 'png' }],
    ['JPEG', bytes([0xff, 0xd8, 0xff, 0xdb]), { mime: 'image/jpeg', ext: 'jpg' }],
    ['GIF87a', bytes('GIF87a', [1, 0, 1, 0]), { mime: 'image/gif', ext: 'gif' }],
    ['GIF89a', bytes('GIF89a', [1, 0, 1, 0]), { mime: 'image/gif', ext: 'gif' }],
    ['WebP', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '), { mime: 'image/webp', ext: 'webp' }],
  ])('recognises %s', (_name, input, expected) => {
    expect(detectImageType(input)).toEqual(expected);
  });

  it.each([
    ['empty', bytes()],
    ['plain text', bytes('hello, world')],
    ['SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['HTML', bytes('<!doctype html><script>alert(1)</script>')],
    ['a truncated PNG signature', bytes([0x89], 'PNG\r\n')],
    ['a RIFF that is not WebP (WAV)', bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt ')],
    ['GIF with an unknown version', bytes('GIF90a')],
    ['two JPEG bytes', bytes([0xff, 0xd8])],
    ['PDF', bytes('%PDF-1.7')],
  ])('refuses %s', (_name, input) => {
    expect(detectImageType(input)).toBeNull();
  });
});

describe('STORED_NAME', () => {
  it('accepts only the names the server generates', () => {
    expect(STORED_NAME.test(`${'a1'.repeat(16)}.png`)).toBe(true);
    expect(STORED_NAME.test(`${'0'.repeat(32)}.webp`)).toBe(true);
    for (const name of [
      '../etc/passwd',
      `${'a'.repeat(32)}.svg`,
      `${'A'.repeat(32)}.png`,
      `${'a'.repeat(31)}.png`,
      `${'a'.repeat(32)}.png/..`,
      `x/${'a'.repeat(32)}.png`,
      `${'a'.repeat(32)}.png\n`,
    ]) {
      expect(STORED_NAME.test(name)).toBe(false);
    }
  });
});
