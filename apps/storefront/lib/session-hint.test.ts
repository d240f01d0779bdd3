import { describe, expect, it } from 'vitest';
import { hintRepair, sessionHintFor, withSessionHint } from './session-hint';

const cookies = (...names: string[]) => ({ has: (name: string) => names.includes(name) });

describe('the session hint', () => {
  it('follows a session cookie that is written, with its lifetime and without HttpOnly', () => {
    const session =
      'dar-session=abc; path=/; expires=Sat, 05 Dec 2026 10:00:00 GMT; samesite=lax; httponly';
    expect(withSessionHint([session, 'dar-session.sig=xyz; path=/; httponly'])).toEqual([
      session,
      'dar-session.sig=xyz; path=/; httponly',
      'dar-shopper=1; Path=/; SameSite=Lax; expires=Sat, 05 Dec 2026 10:00:00 GMT',
    ]);
  });

  it('lasts as long as the browser session when the session cookie does', () => {
    expect(sessionHintFor('dar-session=abc; path=/; samesite=lax; httponly')).toBe(
      'dar-shopper=1; Path=/; SameSite=Lax',
    );
  });

  it('is cleared with the session', () => {
    expect(
      sessionHintFor('dar-session=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT; httponly'),
    ).toBe('dar-shopper=; Path=/; SameSite=Lax; expires=Thu, 01 Jan 1970 00:00:00 GMT');
    expect(sessionHintFor('dar-session=; path=/')).toBe(
      'dar-shopper=; Path=/; SameSite=Lax; Max-Age=0',
    );
  });

  it('is not added when no session cookie is written', () => {
    expect(withSessionHint(['dar-session.sig=xyz', 'NEXT_LOCALE=en'])).toEqual([
      'dar-session.sig=xyz',
      'NEXT_LOCALE=en',
    ]);
    expect(withSessionHint([])).toEqual([]);
  });

  it('is repaired from what a page request carries', () => {
    expect(hintRepair(cookies('dar-session', 'dar-session.sig'))).toBe('set');
    expect(hintRepair(cookies('dar-shopper'))).toBe('clear');
    expect(hintRepair(cookies('dar-session', 'dar-shopper'))).toBeNull();
    expect(hintRepair(cookies('NEXT_LOCALE'))).toBeNull();
  });
});
