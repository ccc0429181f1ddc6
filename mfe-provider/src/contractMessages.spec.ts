import {
  ProviderForgotPasswordRequestSchema,
  ProviderLoginRequestSchema,
  ProviderRegistrationSchema,
  ProviderResetPasswordRequestSchema,
  ProviderVerifyOtpRequestSchema,
} from '@hp/contracts';
import { describeContractMessages } from '@hp/shell-sdk/testing';
import type { z } from 'zod/mini';
import { contractMessages } from './contractMessages';

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
