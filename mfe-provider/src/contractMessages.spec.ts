import {
  PAYMENT_LINK_MESSAGES,
  ProviderForgotPasswordRequestSchema,
  ProviderLoginRequestSchema,
  ProviderRegistrationSchema,
  ProviderResetPasswordRequestSchema,
  ProviderVerifyOtpRequestSchema,
} from '@hp/contracts';
import { describeContractMessages } from '@hp/shell-sdk/testing';
import type { z } from 'zod/mini';
import { contractMessages, paymentLinkMessages } from './contractMessages';

// The registration schema reads the form's object and then tidies it (a pipe): its fields are the object's.
const registrationFields = ProviderRegistrationSchema._zod.def.in as unknown as z.ZodMiniObject;

// The forms of this area, by the schema each validates with.
describeContractMessages(contractMessages, {
  ProviderRegistrationSchema: registrationFields,
  ProviderLoginRequestSchema,
  ProviderForgotPasswordRequestSchema,
  ProviderVerifyOtpRequestSchema,
  ProviderResetPasswordRequestSchema,
});

it("lists every message of the payment link's checks for translation", () => {
  const listed = paymentLinkMessages.map((message) => message.id as string);
  expect(listed).toEqual(expect.arrayContaining(Object.values(PAYMENT_LINK_MESSAGES)));
});
