import { Box, Group, Stack, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { useLingui } from '@lingui/react';
import { CheckIcon } from '../../../components/icons';
import { STEPS, type Step } from './paymentForm';
import classes from '../PaymentPage.module.css';

/** Which of the three steps the visitor is on: its title, 3/3, a progress bar and the list of steps. */
export function ProgressHeader({ step }: { step: Step }) {
  const { i18n } = useLingui();
  const current = STEPS[step - 1] as (typeof STEPS)[number];
  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="xs">
        <Text fw={700} c="teal.9" id="payment-progress-label">
          {i18n._(current.title)}
        </Text>
        <Text fw={700} aria-hidden="true">
          {step}/3
        </Text>
      </Group>
      <div
        role="progressbar"
        aria-labelledby="payment-progress-label"
        aria-valuemin={1}
        aria-valuemax={3}
        aria-valuenow={step}
        aria-valuetext={i18n._('Step {step} of 3: {title}', { step, title: i18n._(current.title) })}
        style={{
          height: 8,
          borderRadius: 4,
          background: 'var(--mantine-color-gray-2)',
          overflow: 'hidden',
        }}
      >
        <div
          style={{
            width: `${(step / 3) * 100}%`,
            height: '100%',
            background: 'var(--mantine-color-teal-9)',
            transition: 'width 200ms ease',
          }}
        />
      </div>
      <Box
        component="ol"
        aria-label={i18n._('Payment steps')}
        p={0}
        m={0}
        style={{ listStyle: 'none', display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 8 }}
      >
        {STEPS.map((item, index) => {
          const number = index + 1;
          const done = number < step;
          const active = number === step;
          return (
            <Group
              component="li"
              key={item.title.id}
              gap={8}
              wrap="nowrap"
              aria-current={active ? 'step' : undefined}
            >
              <ThemeIcon
                size={28}
                radius="xl"
                color={done || active ? 'teal.9' : 'gray.2'}
                c={done || active ? 'white' : 'gray.8'}
                aria-hidden="true"
              >
                {done ? (
                  <CheckIcon size={16} />
                ) : (
                  <Text fz="sm" fw={700} c="inherit">
                    {number}
                  </Text>
                )}
              </ThemeIcon>
              <Text
                fz="sm"
                fw={active ? 700 : 500}
                c={active ? 'gray.9' : 'gray.7'}
                lh={1.2}
                className={active ? undefined : classes.otherStepLabel}
              >
                {i18n._(item.title)}
                {done && <VisuallyHidden> {i18n._('(completed)')}</VisuallyHidden>}
              </Text>
            </Group>
          );
        })}
      </Box>
    </Stack>
  );
}
