/** @jest-environment node */
import { jest } from '@jest/globals';
import { ApiError } from '@hp/shell-sdk';
import type { UseFormSetError } from 'react-hook-form';
import { showServerFieldErrors } from './serverFieldErrors';

type Values = { email: string; phone: string; password: string };

it("puts the server's messages on the form's own fields, focusing the first", () => {
  const setError = jest.fn<UseFormSetError<Values>>();
  const error = new ApiError({
    status: 400,
    code: 'VALIDATION.FAILED',
    message: 'Some fields are not valid.',
    fields: { phone: 'Bad phone', email: 'Bad email', role: 'Not a form field' },
  });

  showServerFieldErrors<Values>(error, ['email', 'phone', 'password'], setError);

  expect(setError.mock.calls).toEqual([
    ['email', { type: 'server', message: 'Bad email' }, { shouldFocus: true }],
    ['phone', { type: 'server', message: 'Bad phone' }, { shouldFocus: false }],
  ]);
});

it('does nothing for failures without field messages', () => {
  const setError = jest.fn<UseFormSetError<Values>>();
  showServerFieldErrors<Values>(new Error('offline'), ['email'], setError);
  expect(setError).not.toHaveBeenCalled();
});
