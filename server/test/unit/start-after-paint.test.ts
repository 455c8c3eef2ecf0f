import { startAfterPaint } from '../../src/lib/start-after-paint';

const built = `<!doctype html><html lang="en"><head>
    <title>SAT Practice</title>
    <script type="module" crossorigin src="/assets/index-A.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-B.js">
    <link rel="modulepreload" crossorigin href="/assets/c-C.js">
    <link rel="stylesheet" crossorigin href="/assets/index-D.css">
    <script async fetchpriority="high" src="/start-app.js" data-catalogs="en-US=/assets/en-US-E.js zh-CN=/assets/zh-CN-F.js zh-TW=/assets/zh-TW-G.js"></script>
  </head>
  <body>
    <div id="root"><h1>Page</h1></div>
  </body>
</html>`;

describe('startAfterPaint (server-rendered pages fetch the app after their first paint)', () => {
  it('moves the entry script and its modulepreloads, in order, onto the deferred loader', () => {
    const html = startAfterPaint(built);
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toContain('<script async');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-D.css">');
    expect(html).toContain(
      '<script src="/start-app.js" data-entry="/assets/index-A.js" data-preload="/assets/vendor-B.js /assets/c-C.js" ' +
        'data-catalogs="en-US=/assets/en-US-E.js zh-CN=/assets/zh-CN-F.js zh-TW=/assets/zh-TW-G.js" defer></script>\n  </body>',
    );
  });

  it('leaves a page without the built entry as it is', () => {
    const plain = '<html><head><title>x</title></head><body><div id="root"></div></body></html>';
    expect(startAfterPaint(plain)).toBe(plain);
  });
});
