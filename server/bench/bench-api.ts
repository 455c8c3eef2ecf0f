/**
 * The runner benches' client side: plain node:http through keep-alive agents (a browser's, or a proxy's
 * pool of upstream connections), timed per call.
 */
import http from 'node:http';

export interface Reply<T = unknown> {
  status: number;
  body: T;
  /** From the call to the last byte of the answer. */
  ms: number;
}

export function keepAliveAgent(maxSockets: number): http.Agent {
  return new http.Agent({ keepAlive: true, maxSockets });
}

/** One authenticated JSON call. Rejects only when no answer came (connection refused or reset). */
export function callApi<T>(agent: http.Agent, base: URL, method: string, path: string, token: string, body?: unknown): Promise<Reply<T>> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const headers: http.OutgoingHttpHeaders = { authorization: `Bearer ${token}` };
  if (payload !== undefined) Object.assign(headers, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) });
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request({ host: base.hostname, port: base.port, method, path, agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('error', reject);
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let parsed: unknown = text;
        try {
          parsed = text ? JSON.parse(text) : null;
        } catch {
          // Not JSON (a proxy's error page): keep the text for the error message.
        }
        resolve({ status: res.statusCode ?? 0, body: parsed as T, ms: performance.now() - started });
      });
    });
    req.on('error', reject);
    req.end(payload);
  });
}

/** Runs `work` over the items, at most `limit` at a time (setup phases: starts, saves). */
export async function forEachLimit<T>(items: readonly T[], limit: number, work: (item: T, index: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        await work(items[i], i);
      }
    }),
  );
}
