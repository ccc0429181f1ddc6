import { Trans, useLingui } from '@lingui/react';
import { useState } from 'react';
import { Button, ButtonLink, Stack, Text } from '../kit';
import { useSession } from '@hp/shell-sdk';
import { AuthCard } from '../AuthCard';

export interface AlreadyLoggedInPanelProps {
  email: string | null | undefined;
  /** The area's start page, e.g. `{ to: '/clinicmain', label: 'Go to Clinic Services' }`. */
  continueTo: { to: string; label: string };
}

/** Shown on a login page to someone already signed in with that page's role. */
export function AlreadyLoggedInPanel({ email, continueTo }: AlreadyLoggedInPanelProps) {
  const [signingOut, setSigningOut] = useState(false);
  const { i18n } = useLingui();

  // Logging out leaves the visitor here: the store turns anonymous and this page shows the login form.
  const logoutAndStay = async () => {
    setSigningOut(true);
    try {
      await useSession.getState().signOut();
    } finally {
      setSigningOut(false);
    }
  };

  return (
    <AuthCard title={i18n._('Already Logged In')}>
      <Text ta="center">
        {email ? (
          <Trans
            id="You are logged in as <0>{email}</0>."
            values={{ email }}
            components={{ 0: <strong /> }}
          />
        ) : (
          i18n._('You are logged in.')
        )}
      </Text>
      <Stack gap="sm">
        <ButtonLink to={continueTo.to} fullWidth>
          {continueTo.label}
        </ButtonLink>
        <Button variant="default" fullWidth disabled={signingOut} onClick={() => void logoutAndStay()}>
          {signingOut ? i18n._('Logging out...') : i18n._('Logout & Login Again')}
        </Button>
      </Stack>
    </AuthCard>
  );
}
