/**
 * Child process: node:http answering "hello world" and nothing else. The ceiling the autosave figure is
 * measured against (the target is a share of its req/s): what one Node process on this core
 * serves with no framework, no auth and no database.
 */
import http from 'node:http';

const server = http.createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'text/plain' }).end('hello world');
});
server.listen(Number(process.env.BENCH_PORT), '127.0.0.1', () => process.send?.('ready'));
// A normal exit on the bench's kill(), so --cpu-prof (BENCH_CPU_PROF) gets to write the profile of the floor too.
process.once('SIGTERM', () => process.exit(0));
