/** Just enough MIME for our own plain-text mails: subject (RFC 2047) and a quoted-printable or base64 body. */
function decodeWords(s: string): string {
  return s.replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_m, enc: string, data: string) =>
    enc.toLowerCase() === 'b'
      ? Buffer.from(data, 'base64').toString('utf8')
      : Buffer.from(
          data.replace(/_/g, ' ').replace(/=([0-9a-f]{2})/gi, (_x, h: string) => String.fromCharCode(parseInt(h, 16))),
          'latin1',
        ).toString('utf8'),
  );
}

export function simpleParse(raw: string): { from: string; subject: string; text: string } {
  const [head, ...rest] = raw.split(/\r?\n\r?\n/);
  const headers = head.replace(/\r?\n[ \t]+/g, ' ');
  // Whitespace between adjacent encoded words is not part of the text (RFC 2047): drop it before decoding.
  const subject = decodeWords((/^subject:\s*(.*)$/im.exec(headers)?.[1] ?? '').replace(/\?=\s+=\?/g, '?==?'));
  const from = decodeWords((/^from:\s*(.*)$/im.exec(headers)?.[1] ?? '').replace(/\?=\s+=\?/g, '?==?'));
  const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase();
  let body = rest.join('\n\n');
  if (encoding === 'quoted-printable') {
    body = Buffer.from(
      body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
      'latin1',
    ).toString('utf8');
  } else if (encoding === 'base64') {
    body = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  }
  return { from, subject, text: body };
}
