/** NATS subjects of the auth service. A breaking change adds a v2 beside the v1. */
export const authSubjects = {
  registerUser: 'auth.cmd.register-user.v1',
  login: 'auth.cmd.login.v1',
  loginAdmin: 'auth.cmd.login-admin.v1',
  registerAdmin: 'auth.cmd.register-admin.v1',
  createAdminRegistrationCode: 'auth.cmd.create-admin-registration-code.v1',
  refresh: 'auth.cmd.refresh.v1',
  logout: 'auth.cmd.logout.v1',
  requestPasswordReset: 'auth.cmd.request-password-reset.v1',
  verifyOtp: 'auth.cmd.verify-otp.v1',
  resetPassword: 'auth.cmd.reset-password.v1',
} as const;

export const authEvents = {
  userRegistered: 'auth.evt.user-registered.v1',
} as const;

/** JetStream stream that holds every auth event. */
export const AUTH_EVENTS_STREAM = 'AUTH_EVENTS';
export const AUTH_EVENTS_SUBJECTS = 'auth.evt.>';
