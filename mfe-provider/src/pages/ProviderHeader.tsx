import { useLingui } from '@lingui/react';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { notify, useSession } from '@hp/shell-sdk';
import { Button, Group, Stack, Title } from '@hp/ui';

/** A provider page's heading and its Logout button (the session ends here even when the server call fails). */
export function ProviderHeader({ title, children }: { title: string; children?: ReactNode }) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const [loggingOut, setLoggingOut] = useState(false);

  const logout = async () => {
    setLoggingOut(true);
    try {
      await useSession.getState().signOut();
      notify.success(i18n._('Logged out successfully'));
    } catch {
      notify.success(i18n._('Logout completed'));
    } finally {
      void navigate('/cliniclog', { replace: true });
    }
  };

  return (
    <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
      <Stack gap={4}>
        <Title order={1}>{title}</Title>
        {children}
      </Stack>
      <Button variant="default" disabled={loggingOut} onClick={() => void logout()}>
        {loggingOut ? i18n._('Logging out...') : i18n._('Logout')}
      </Button>
    </Group>
  );
}
