/** @jest-environment node */
import { DEFAULT_AFTER_LOGIN, redirectNote, redirectTargetAfterLogin } from './loginRedirect';

describe('redirectTargetAfterLogin', () => {
  it('goes to the health services page when the visitor came straight to the login page', () => {
    expect(redirectTargetAfterLogin(null)).toBe(DEFAULT_AFTER_LOGIN);
    expect(redirectTargetAfterLogin({})).toBe('/clinicmain');
  });

  it('returns to the page the guard blocked, with its query and hash', () => {
    const from = { pathname: '/clinicmain', search: '?tab=lab', hash: '#book' };
    expect(redirectTargetAfterLogin({ from, note: 'Please log in to access the booking system.' })).toBe(
      '/clinicmain?tab=lab#book',
    );
  });

  it('never leaves the site or loops back to the login page', () => {
    expect(redirectTargetAfterLogin({ from: { pathname: 'https://evil.example/' } })).toBe(DEFAULT_AFTER_LOGIN);
    expect(redirectTargetAfterLogin({ from: { pathname: '//evil.example/x' } })).toBe(DEFAULT_AFTER_LOGIN);
    expect(redirectTargetAfterLogin({ from: { pathname: '/\\evil.example' } })).toBe(DEFAULT_AFTER_LOGIN);
    expect(redirectTargetAfterLogin({ from: { pathname: '/userlog' } })).toBe(DEFAULT_AFTER_LOGIN);
    expect(redirectTargetAfterLogin({ from: { pathname: 42 } })).toBe(DEFAULT_AFTER_LOGIN);
  });
});

describe('redirectNote', () => {
  it("shows the guard's note only when there is one", () => {
    expect(redirectNote({ note: 'Please log in to access the booking system.' })).toBe(
      'Please log in to access the booking system.',
    );
    expect(redirectNote({ note: '  ' })).toBeUndefined();
    expect(redirectNote(undefined)).toBeUndefined();
    expect(redirectNote('note')).toBeUndefined();
  });
});
