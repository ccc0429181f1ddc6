import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useLingui } from '@lingui/react';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';

/** The spec's 404 page; the shell shows it for paths no remote owns, remotes may reuse it. */
export function NotFoundPage() {
  const { i18n } = useLingui();
  const { pathname } = useLocation();

  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);

  return (
    <Container size="sm" py={80}>
      <Stack align="center" gap="md" ta="center">
        <Title order={1} fz={72} c="teal.7">
          404
        </Title>
        <Text fz="xl">{i18n._('Oops! Page not found')}</Text>
        <Button component={Link} to="/" variant="light">
          {i18n._('Return to Home')}
        </Button>
      </Stack>
    </Container>
  );
}
