import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, Stack, Text } from '@mantine/core';
import { useSession } from '@hp/shell-sdk';
import { AuthCard } from './AuthCard';

/** Shown on the login page to a patient who is already signed in. */
export function AlreadyLoggedInPanel({ email }: { email: string | null | undefined }) {
  const [signingOut, setSigningOut] = useState(false);

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
    <AuthCard title="Already Logged In">
      <Text ta="center">
        You are logged in{email ? <> as <strong>{email}</strong></> : null}.
      </Text>
      <Stack gap="sm">
        <Button component={Link} to="/clinicmain" fullWidth>
          Go to Clinic Services
        </Button>
        <Button variant="default" fullWidth disabled={signingOut} onClick={() => void logoutAndStay()}>
          {signingOut ? 'Logging out...' : 'Logout & Login Again'}
        </Button>
      </Stack>
    </AuthCard>
  );
}
