import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * createHttpServer (issue 17): requests and responses are born with the app's prototypes, so Express no
 * longer gives each one a hidden class of its own. V8's %HaveSameMap tells, in a child process started
 * with --allow-natives-syntax; the plain http.createServer(app) is the control that shows the test sees
 * the difference.
 */
function probe(server: 'app-server' | 'plain') {
  const out = execFileSync(
    process.execPath,
    ['--allow-natives-syntax', '--import', 'tsx', path.join(__dirname, '../helpers/same-map-probe.ts'), server],
    {
      cwd: path.join(__dirname, '../..'),
      encoding: 'utf8',
      timeout: 60_000,
    },
  );
  return JSON.parse(out) as Record<string, boolean>;
}

describe('createHttpServer', () => {
  it('gives two concurrent requests, and their responses, one hidden class, with the app prototypes', () => {
    expect(probe('app-server')).toEqual({
      sameRequestMap: true,
      sameResponseMap: true,
      requestProtoIsApps: true,
      responseProtoIsApps: true,
      expressWorks: true,
    });
  });

  it('control: with http.createServer(app) Express gives each request its own hidden class', () => {
    const plain = probe('plain');
    expect(plain.sameRequestMap).toBe(false);
    expect(plain.requestProtoIsApps).toBe(true);
  });
});
