import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { Anchor, Paper, Stack, Text, ThemeIcon, Title } from '@hp/ui';
import { brand, telHref } from '@hp/shell-sdk';
import { PhoneIcon } from '../icons';
import classes from './enquiries.module.css';

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
      <Title id={id} order={2} className={classes.asideTitle}>
        {i18n._('What happens next')}
      </Title>
      <ol className={classes.steps} aria-labelledby={id}>
        {steps.map((step, index) => (
          <li key={step.title.id} className={classes.step}>
            <ThemeIcon size={32} radius="xl" color="teal.9" aria-hidden="true">
              <span className={classes.stepNumber}>{index + 1}</span>
            </ThemeIcon>
            <div>
              <Text fw={700}>{i18n._(step.title)}</Text>
              <Text size="sm" c="gray.7">
                {i18n._(step.detail)}
              </Text>
            </div>
          </li>
        ))}
      </ol>
      <Paper
        radius="md"
        p="lg"
        withBorder={panel === 'accent'}
        className={panel === 'accent' ? classes.accentPanel : classes.tintedPanel}
      >
        <Stack gap="xs">
          <Text fw={700}>{i18n._('Need care urgently?')}</Text>
          <Text size="sm">{i18n._('Our emergency line is open 24/7.')}</Text>
          <Anchor href={telHref(brand.emergencyPhone)} fw={700} c="teal.9" className={classes.phoneLink}>
            <PhoneIcon size={18} />
            {brand.emergencyPhone}
          </Anchor>
        </Stack>
      </Paper>
    </Stack>
  );
}
