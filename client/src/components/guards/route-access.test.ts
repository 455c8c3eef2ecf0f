import { describe, expect, it } from 'vitest';
import { decideAccess, guardAsksBind, shouldRememberPath, type AccessInput } from './route-access';

const base: AccessInput = {
  handle: { auth: 'required' },
  pathname: '/profile',
  hasToken: true,
  userStatus: 'ready',
  roles: ['student'],
  bind: { finishBind: true, role: null },
  bindStatus: 'ready',
};

describe('decideAccess', () => {
  it('lets anyone see public pages', () => {
    expect(decideAccess({ ...base, handle: { auth: 'public' }, hasToken: false, userStatus: 'idle', roles: null })).toEqual({ kind: 'allow' });
  });

  it('sends a tokenless visitor of a login-only page to /login', () => {
    expect(decideAccess({ ...base, hasToken: false, userStatus: 'idle', roles: null })).toEqual({ kind: 'redirect', to: '/login' });
  });

  it('sends a visitor of / to the public landing page on the main brand, to the branded login on a company or partner tenant', () => {
    const visitor = {
      ...base,
      pathname: '/',
      handle: { auth: 'required' as const, visitorHome: true },
      hasToken: false,
      userStatus: 'idle' as const,
      roles: null,
    };
    expect(decideAccess({ ...visitor, publicSite: true })).toEqual({ kind: 'redirect', to: '/home' });
    expect(decideAccess({ ...visitor, publicSite: false })).toEqual({ kind: 'redirect', to: '/login' });
    expect(decideAccess({ ...visitor, hasToken: true, userStatus: 'ready', roles: ['student'], publicSite: true })).toEqual({ kind: 'allow' });
  });

  it('waits for the profile, then for the bind check', () => {
    expect(decideAccess({ ...base, userStatus: 'loading', roles: null })).toEqual({ kind: 'wait', for: 'user' });
    expect(decideAccess({ ...base, bindStatus: 'idle', bind: null })).toEqual({ kind: 'wait', for: 'bind' });
  });

  it('sends users without the area role to 403', () => {
    expect(decideAccess({ ...base, handle: { auth: 'required', area: 'admin' } })).toEqual({ kind: 'redirect', to: '/403' });
    expect(decideAccess({ ...base, handle: { area: 'teacher' }, roles: ['teacher'] })).toEqual({ kind: 'allow' });
    expect(decideAccess({ ...base, handle: { area: 'company' }, roles: ['super-admin'] })).toEqual({ kind: 'allow' });
    expect(decideAccess({ ...base, handle: { area: 'admin' }, roles: ['teacher', 'company-admin'] })).toEqual({ kind: 'redirect', to: '/403' });
  });

  it('sends users with unfinished details to /register/details, except on that page and on skip-bind pages', () => {
    const unbound = { ...base, bind: { finishBind: false, role: 'teacher' as const } };
    expect(decideAccess(unbound)).toEqual({ kind: 'redirect', to: '/register/details' });
    expect(decideAccess({ ...unbound, pathname: '/register/details' })).toEqual({ kind: 'allow' });
    expect(decideAccess({ ...unbound, handle: { auth: 'required', skipBind: true }, bindStatus: 'idle' })).toEqual({ kind: 'allow' });
  });
});

describe('guardAsksBind', () => {
  it('is true where the guard waits for the profile and then the bind check: a login-only page, with a token, not skipping it', () => {
    expect(guardAsksBind({ auth: 'required', bare: true }, true)).toBe(true);
    expect(guardAsksBind({ area: 'teacher' }, true)).toBe(true);
    expect(guardAsksBind({ auth: 'required' }, false)).toBe(false);
    expect(guardAsksBind({ auth: 'public' }, true)).toBe(false);
    expect(guardAsksBind({}, true)).toBe(false);
    expect(guardAsksBind({ auth: 'required', skipBind: true }, true)).toBe(false);
  });

  it('agrees with decideAccess while the profile loads', () => {
    const handles = [
      { auth: 'required' as const },
      { area: 'admin' as const },
      { auth: 'public' as const },
      { auth: 'required' as const, skipBind: true },
    ];
    for (const handle of handles) {
      const waits = decideAccess({ ...base, handle, userStatus: 'loading', roles: null }).kind === 'wait';
      expect(guardAsksBind(handle, true), JSON.stringify(handle)).toBe(waits && !handle.skipBind);
    }
  });
});

describe('shouldRememberPath', () => {
  it('skips login, register, not-found, forbidden, password and verify pages', () => {
    for (const path of ['/login', '/register', '/register/details', '/404', '/403', '/password/forgot', '/password/reset', '/email/verify/1/abc']) {
      expect(shouldRememberPath(path), path).toBe(false);
    }
    for (const path of ['/', '/profile', '/classes', '/admin/practices', '/plans', '/loginhelp']) {
      expect(shouldRememberPath(path), path).toBe(true);
    }
  });
});
