import { brand } from '@hp/shell-sdk';
import { Anchor, Container, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import classes from './layout.module.css';

/**
 * Contact e-mail and the legal links. The spec gives Terms of Service no destination, so it is plain
 * text until that page exists (a link to nowhere would be a dead end for keyboard and screen-reader users).
 */
export function SiteFooter() {
  return (
    <footer className={classes.footer}>
      <Container size="lg" py="lg">
        <Stack gap="xs">
          <Group justify="space-between" gap="md">
            <Text fw={700}>{brand.name}</Text>
            <Text size="sm">
              Contact us: <Anchor href={`mailto:${brand.email}`}>{brand.email}</Anchor>
            </Text>
          </Group>
          <Group justify="space-between" gap="md">
            <Text size="sm" c="dimmed">
              © {new Date().getFullYear()} {brand.name}. All rights reserved.
            </Text>
            <Group gap="md">
              <Anchor component={Link} to="/privacypolicy" size="sm">
                Privacy Policy
              </Anchor>
              <Text size="sm" c="dimmed">
                Terms of Service
              </Text>
            </Group>
          </Group>
        </Stack>
      </Container>
    </footer>
  );
}
