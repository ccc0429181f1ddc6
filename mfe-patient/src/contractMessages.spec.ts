import {
  RegisterUserRequestSchema,
  UserForgotPasswordRequestSchema,
  UserLoginRequestSchema,
  UserResetPasswordRequestSchema,
  UserVerifyOtpRequestSchema,
} from '@hp/contracts';
import { validationMessagesOf } from '@hp/shell-sdk/testing';
import { contractMessages } from './contractMessages';

/** The forms of this area, by the schema each validates with. */
const schemas = {
  UserLoginRequestSchema,
  RegisterUserRequestSchema,
  UserForgotPasswordRequestSchema,
  UserVerifyOtpRequestSchema,
  UserResetPasswordRequestSchema,
};

describe("the contracts' validation messages", () => {
  const listed = new Set<string>(contractMessages.map((message) => message.id));

  it.each(Object.entries(schemas))('every message of %s is listed for translation', (_name, schema) => {
    const unlisted = [...validationMessagesOf([schema])].filter((message) => !listed.has(message));
    expect(unlisted).toEqual([]);
  });

  it('lists no message that the schemas no longer give', () => {
    const given = validationMessagesOf(Object.values(schemas));
    expect([...listed].filter((message) => !given.has(message))).toEqual([]);
  });
});
