import {
  ConsultationFormSchema,
  PrescriptionUploadSchema,
  RegisterUserRequestSchema,
  UserForgotPasswordRequestSchema,
  UserLoginRequestSchema,
  UserResetPasswordRequestSchema,
  UserVerifyOtpRequestSchema,
} from '@hp/contracts';
import { describeContractMessages } from '@hp/shell-sdk/testing';
import { contractMessages } from './contractMessages';

// The forms of this area, by the schema each validates with.
describeContractMessages(contractMessages, {
  UserLoginRequestSchema,
  RegisterUserRequestSchema,
  UserForgotPasswordRequestSchema,
  UserVerifyOtpRequestSchema,
  UserResetPasswordRequestSchema,
  ConsultationFormSchema,
  PrescriptionUploadSchema,
});
