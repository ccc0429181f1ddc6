import type { ReactNode } from 'react';
import { Container, Paper, Stack, ThemeIcon, Title } from '@hp/ui';
import classes from './PaymentPage.module.css';

export interface PaymentResultLayoutProps {
  /** The h1's id (the page's main card is labelled by it). */
  id: string;
  title: string;
  icon: ReactNode;
  tone: 'teal.9' | 'red.9';
  children: ReactNode;
}

/** The card of /payment/success and /payment/failure: an icon, the h1 and what follows, centred. */
export function PaymentResultLayout({ id, title, icon, tone, children }: PaymentResultLayoutProps) {
  return (
    <div className={classes.resultPage}>
      <Container size={560}>
        <Paper
          component="section"
          aria-labelledby={id}
          withBorder
          shadow="sm"
          radius="md"
          className={classes.resultCard}
        >
          <Stack align="center" gap="md" ta="center">
            <ThemeIcon size={72} radius="xl" color={tone} aria-hidden="true">
              {icon}
            </ThemeIcon>
            <Title id={id} order={1} c={tone} className={classes.resultTitle}>
              {title}
            </Title>
            {children}
          </Stack>
        </Paper>
      </Container>
    </div>
  );
}
