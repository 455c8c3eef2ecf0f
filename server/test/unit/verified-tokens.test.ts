/** The verified-token cache behind requireAuth (issue 17): skips the JWT check for a known token, never past its exp. */
import jwt from 'jsonwebtoken';
import { newSessionId, signAccessToken } from '../../src/auth/tokens';
import { verifiedTokens } from '../../src/auth/verified-tokens';

const JWT = { secret: 'unit-secret-0123456789-0123456789-0123', audience: 'aud-x', issuer: 'iss-y', ttlSeconds: 600 };
const expOf = (token: string) => (jwt.decode(token) as jwt.JwtPayload).exp!;

describe('verifiedTokens', () => {
  afterEach(() => jest.restoreAllMocks());

  it('checks a token once, then answers from memory', () => {
    const spy = jest.spyOn(jwt, 'verify');
    const verify = verifiedTokens(JWT);
    const sessionId = newSessionId();
    const token = signAccessToken(JWT, 42, sessionId);
    expect(verify(token)).toEqual({ userId: 42, sessionId });
    expect(verify(token)).toEqual({ userId: 42, sessionId });
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('refuses forged, foreign and malformed tokens, every time', () => {
    const spy = jest.spyOn(jwt, 'verify');
    const verify = verifiedTokens(JWT);
    const good = signAccessToken(JWT, 1, newSessionId());
    const tampered = good.slice(0, -2) + (good.endsWith('AA') ? 'BB' : 'AA');
    expect(verify(tampered)).toBeNull();
    expect(verify(tampered)).toBeNull();
    expect(spy).toHaveBeenCalledTimes(2); // failures are not remembered
    expect(verify(signAccessToken({ ...JWT, audience: 'other' }, 1, newSessionId()))).toBeNull();
    expect(verify(signAccessToken({ ...JWT, secret: 'x'.repeat(40) }, 1, newSessionId()))).toBeNull();
    expect(verify(signAccessToken(JWT, 1, 'not-a-uuid'))).toBeNull();
    expect(verify('garbage')).toBeNull();
  });

  it('never serves a remembered token at or after its exp', () => {
    let clock = Date.now();
    const verify = verifiedTokens(JWT, { now: () => clock });
    const token = signAccessToken(JWT, 7, newSessionId());
    expect(verify(token)).not.toBeNull();
    clock = expOf(token) * 1000 - 1;
    expect(verify(token)).not.toBeNull();
    clock = expOf(token) * 1000;
    expect(verify(token)).toBeNull();
  });

  it('is bounded: the least recently used token leaves first', () => {
    const verify = verifiedTokens(JWT, { capacity: 2 });
    const [a, b, c] = [1, 2, 3].map((id) => signAccessToken(JWT, id, newSessionId()));
    verify(a);
    verify(b);
    verify(a); // a is now the most recently used
    verify(c); // evicts b
    const spy = jest.spyOn(jwt, 'verify');
    verify(a);
    verify(c);
    expect(spy).toHaveBeenCalledTimes(0);
    verify(b);
    expect(spy).toHaveBeenCalledTimes(1);
  });
});
