import type { ReactNode } from 'react';
import { Paper, Stack, Text, Title } from './kit';
import classes from './AuthCard.module.css';

export interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}

/** The centred card every account screen sits in. */
export function AuthCard({ title, subtitle, children }: AuthCardProps) {
  return (
    <div className={classes.column}>
      <Paper withBorder shadow="sm" className={classes.card}>
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1} className={classes.title} ta="center">
              {title}
            </Title>
            {subtitle && (
              <Text c="dimmed" size="sm" ta="center">
                {subtitle}
              </Text>
            )}
          </Stack>
          {children}
        </Stack>
      </Paper>
    </div>
  );
}
