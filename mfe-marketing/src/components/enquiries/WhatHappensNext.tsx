import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { Anchor, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { brand, telHref } from '@hp/shell-sdk';
import { PhoneIcon } from '../icons';
import { ACCENT_BORDER } from './aaColors';

export interface NextStep {
  title: MessageDescriptor;
  detail: MessageDescriptor;
}

export interface WhatHappensNextProps {
  /** The heading's id (the list is labelled by it). */
  id: string;
  steps: readonly NextStep[];
  /** The emergency panel: a white card with the accent border, or a teal-tinted one. */
  panel: 'accent' | 'tinted';
}

/** An enquiry page's aside: the numbered steps after sending, then the emergency line. */
export function WhatHappensNext({ id, steps, panel }: WhatHappensNextProps) {
  const { i18n } = useLingui();
  return (
    <Stack gap="lg">
      <Title id={id} order={2} fz={{ base: 22, md: 24 }}>
        {i18n._('What happens next')}
      </Title>
      <List
        type="ordered"
        spacing="md"
        listStyleType="none"
        aria-labelledby={id}
        styles={{ itemWrapper: { alignItems: 'flex-start' } }}
      >
        {steps.map((step, index) => (
          <List.Item
            key={step.title.id}
            icon={
              <ThemeIcon size={32} radius="xl" color="teal.9" aria-hidden="true">
                <Text fw={700} fz="sm" c="white">
                  {index + 1}
                </Text>
              </ThemeIcon>
            }
          >
            <Text fw={700}>{i18n._(step.title)}</Text>
            <Text size="sm" c="gray.7">
              {i18n._(step.detail)}
            </Text>
          </List.Item>
        ))}
      </List>
      <Paper
        radius="md"
        p="lg"
        {...(panel === 'accent'
          ? { withBorder: true, style: ACCENT_BORDER }
          : { bg: 'var(--mantine-color-teal-0)' })}
      >
        <Stack gap="xs">
          <Text fw={700}>{i18n._('Need care urgently?')}</Text>
          <Text size="sm">{i18n._('Our emergency line is open 24/7.')}</Text>
          <Anchor
            href={telHref(brand.emergencyPhone)}
            fw={700}
            c="teal.9"
            display="inline-flex"
            style={{ alignItems: 'center', gap: 6 }}
          >
            <PhoneIcon size={18} />
            {brand.emergencyPhone}
          </Anchor>
        </Stack>
      </Paper>
    </Stack>
  );
}
