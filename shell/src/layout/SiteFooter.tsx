import { brand } from '@hp/shell-sdk';
import { Anchor, Container, Group, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react';
import { Link } from 'react-router-dom';
import classes from './layout.module.css';

/**
 * Contact e-mail and the legal links. The spec gives Terms of Service no destination, so it is plain
 * text until that page exists (a link to nowhere would be a dead end for keyboard and screen-reader users).
 */
export function SiteFooter() {
  const { i18n } = useLingui();
  return (
    <footer className={classes.footer}>
      <Container size="lg" py="lg">
        <Stack gap="xs">
          <Group justify="space-between" gap="md">
            <Text fw={700}>{brand.name}</Text>
            <Text size="sm">
              <Trans
                id="Contact us: <0>{email}</0>"
                values={{ email: brand.email }}
                components={{ 0: <Anchor href={`mailto:${brand.email}`} /> }}
              />
            </Text>
          </Group>
          <Group justify="space-between" gap="md">
            <Text size="sm" c="dimmed">
              {i18n._('© {year} {brand}. All rights reserved.', {
                year: new Date().getFullYear(),
                brand: brand.name,
              })}
            </Text>
            <Group gap="md">
              <Anchor component={Link} to="/privacypolicy" size="sm">
                {i18n._('Privacy Policy')}
              </Anchor>
              <Text size="sm" c="dimmed">
                {i18n._('Terms of Service')}
              </Text>
            </Group>
          </Group>
        </Stack>
      </Container>
    </footer>
  );
}
