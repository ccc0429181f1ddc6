import { useLingui } from '@lingui/react';
import { Group, Stack, Text, ThemeIcon, VisuallyHidden } from '@hp/ui';
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
        className={classes.progress}
      >
        <div className={classes.progressBar} style={{ width: `${(step / 3) * 100}%` }} />
      </div>
      <ol aria-label={i18n._('Payment steps')} className={classes.steps}>
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
                {done ? <CheckIcon size={16} /> : <span className={classes.stepNumber}>{number}</span>}
              </ThemeIcon>
              <Text
                size="sm"
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
      </ol>
    </Stack>
  );
}
