import type { CSSProperties, ReactNode } from 'react';
import { Box, Container, Paper, Stack, ThemeIcon, Title } from '@mantine/core';
import { AA_TEXT_COLORS } from '../../components/enquiries/aaColors';

/**
 * A teal 9 button's hover: Mantine lightens the last shade to teal 8 (3.9:1 with white, under AA); this one is
 * darker than teal 9 instead.
 */
export const AA_BUTTON_HOVER = { '--button-hover': '#066649' } as CSSProperties;

/** A boxed note of the payment pages: a thin border in shade 9, thicker on the left, on shade 0. */
export const calloutStyle = (color: 'red' | 'teal'): CSSProperties => ({
  border: `1px solid var(--mantine-color-${color}-9)`,
  borderLeftWidth: 4,
  borderRadius: 8,
  background: `var(--mantine-color-${color}-0)`,
});

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
    <Box style={AA_TEXT_COLORS} py={{ base: 40, md: 72 }}>
      <Container size={560}>
        <Paper
          component="section"
          aria-labelledby={id}
          withBorder
          shadow="sm"
          radius="md"
          p={{ base: 'lg', sm: 40 }}
        >
          <Stack align="center" gap="md" ta="center">
            <ThemeIcon size={72} radius="xl" color={tone} aria-hidden="true">
              {icon}
            </ThemeIcon>
            <Title id={id} order={1} fz={{ base: 28, md: 34 }} c={tone}>
              {title}
            </Title>
            {children}
          </Stack>
        </Paper>
      </Container>
    </Box>
  );
}
