/** The verified-token cache behind requireAuth (issue 17): bounded, and never serving a token at or after its exp. */
import { verifiedTokenCache } from '../../src/auth/verified-tokens';

const session = (userId: number) => ({ userId, sessionId: `00000000-0000-4000-8000-00000000000${userId}` });

describe('verifiedTokenCache', () => {
  it('answers what was remembered for the same token, and nothing for another', () => {
    const cache = verifiedTokenCache();
    cache.remember('token-a', session(1), Date.now() / 1000 + 600);
    expect(cache.get('token-a')).toEqual(session(1));
    expect(cache.get('token-a.')).toBeUndefined();
    expect(cache.get('token-b')).toBeUndefined();
  });

  it('never serves a token at or after its exp', () => {
    let clock = 1_000_000_000_000;
    const cache = verifiedTokenCache({ now: () => clock });
    const exp = clock / 1000 + 60;
    cache.remember('t', session(1), exp);
    clock = exp * 1000 - 1;
    expect(cache.get('t')).toEqual(session(1));
    clock = exp * 1000;
    expect(cache.get('t')).toBeUndefined();
    clock = exp * 1000 - 1;
    expect(cache.get('t')).toBeUndefined(); // gone for good once expired
  });

  it('does not remember a token without exp', () => {
    const cache = verifiedTokenCache();
    cache.remember('t', session(1), undefined);
    expect(cache.get('t')).toBeUndefined();
  });

  it('is bounded: the least recently used token leaves first', () => {
    const cache = verifiedTokenCache({ capacity: 2 });
    const exp = Date.now() / 1000 + 600;
    cache.remember('a', session(1), exp);
    cache.remember('b', session(2), exp);
    cache.get('a'); // a is now the most recently used
    cache.remember('c', session(3), exp); // evicts b
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toEqual(session(1));
    expect(cache.get('c')).toEqual(session(3));
  });
});
