import { useLingui } from '@lingui/react';
import { Alert, inPageLanguage } from '@hp/ui';
import { ApiError } from '@hp/shell-sdk';

/** The server's message when it sent one (an ApiError), else the page's fallback ("Login failed. Please try again."). */
export function failureMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}

/** The admin forms' inline red banner (the spec's failure display for admin login and registration). */
export function FailureBanner({ message }: { message: string | null }) {
  const { i18n } = useLingui();
  if (!message) return null;
  return (
    <Alert color="red" role="alert">
      {inPageLanguage(i18n, message)}
    </Alert>
  );
}
