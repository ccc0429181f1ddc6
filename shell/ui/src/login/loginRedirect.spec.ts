/** @jest-environment node */
import { redirectNote, redirectTargetAfterLogin } from './loginRedirect';

const patient = { loginPath: '/userlog', fallback: '/clinicmain' };

describe('redirectTargetAfterLogin', () => {
  it("goes to the area's start page when the visitor came straight to the login page", () => {
    expect(redirectTargetAfterLogin(null, patient)).toBe('/clinicmain');
    expect(redirectTargetAfterLogin({}, patient)).toBe('/clinicmain');
    expect(redirectTargetAfterLogin({}, { loginPath: '/cliniclog', fallback: '/clinic/dashboard' })).toBe('/clinic/dashboard');
  });

  it('returns to the page the guard blocked, with its query and hash', () => {
    const from = { pathname: '/clinicmain', search: '?tab=lab', hash: '#book' };
    expect(redirectTargetAfterLogin({ from, note: 'Please log in to access the booking system.' }, patient)).toBe(
      '/clinicmain?tab=lab#book',
    );
  });

  it('never leaves the site or loops back to the login page', () => {
    expect(redirectTargetAfterLogin({ from: { pathname: 'https://evil.example/' } }, patient)).toBe('/clinicmain');
    expect(redirectTargetAfterLogin({ from: { pathname: '//evil.example/x' } }, patient)).toBe('/clinicmain');
    expect(redirectTargetAfterLogin({ from: { pathname: '/\\evil.example' } }, patient)).toBe('/clinicmain');
    expect(redirectTargetAfterLogin({ from: { pathname: '/userlog' } }, patient)).toBe('/clinicmain');
    expect(redirectTargetAfterLogin({ from: { pathname: 42 } }, patient)).toBe('/clinicmain');
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
