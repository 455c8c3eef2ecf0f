/**
 * The server-rendered page is painted before the app's JavaScript is fetched: its script and modulepreload
 * tags, and the language preload of index.html's start-app.js, become one deferred start-app.js
 * (client/public/start-app.js), which adds them back after the first paint.
 * A slow phone then shows the text as soon as the HTML and the stylesheet are in, instead of after the
 * scripts have downloaded and run (Lighthouse's LCP; issue 17). The same files load, in the same order.
 */
export function startAfterPaint(html: string): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
  const starter = /\s*<script async fetchpriority="high" src="\/start-app\.js" data-catalogs="([^"]*)"><\/script>/.exec(html);
  if (!entry || !starter) return html;
  const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
  let out = html.replace(entry[0], '').replace(starter[0], '');
  for (const p of preloads) out = out.replace(p[0], '');
  const loader =
    `<script src="/start-app.js" data-entry="${entry[1]}" data-preload="${preloads.map((p) => p[1]).join(' ')}" ` +
    `data-catalogs="${starter[1]}" defer></script>`;
  return out.replace('</body>', `  ${loader}\n  </body>`);
}
