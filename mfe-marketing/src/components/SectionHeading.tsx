import type { ReactNode } from 'react';
import { Stack, Text, Title } from '@mantine/core';

interface SectionHeadingProps {
  id: string;
  eyebrow?: string;
  title: string;
  children?: ReactNode;
}

/** The centred h2 (and lead text) that opens every section below the hero. */
export function SectionHeading({ id, eyebrow, title, children }: SectionHeadingProps) {
  return (
    <Stack gap="xs" align="center" ta="center" maw={720} mx="auto" mb={{ base: 'xl', md: 40 }}>
      {eyebrow && (
        <Text tt="uppercase" fw={700} fz="xs" c="teal.7" lts={1.2}>
          {eyebrow}
        </Text>
      )}
      <Title id={id} order={2} fz={{ base: 28, md: 36 }}>
        {title}
      </Title>
      {children && (
        <Text c="dimmed" fz={{ base: 'md', md: 'lg' }}>
          {children}
        </Text>
      )}
    </Stack>
  );
}
