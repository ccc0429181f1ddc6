import type { ReactNode } from 'react';
import { Box, Container, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { PartnerLogos } from './PartnerLogos';
import { SectionHeading } from './SectionHeading';
import { BuildingIcon, PercentIcon, PiggyBankIcon, UsersIcon } from './icons';

interface Statistic {
  value: string;
  label: string;
  icon: ReactNode;
}

const STATISTICS: Statistic[] = [
  { value: '30+', label: 'Partner clinics', icon: <BuildingIcon /> },
  { value: '10,000+', label: 'Happy members', icon: <UsersIcon /> },
  { value: '10-20%', label: 'Discounts on treatments', icon: <PercentIcon /> },
  { value: '₹50,000', label: 'Savings a year (up to)', icon: <PiggyBankIcon /> },
];

export function NetworkSection() {
  return (
    <Box component="section" aria-labelledby="network-title" py={{ base: 56, md: 88 }}>
      <Container size="lg">
        <SectionHeading id="network-title" eyebrow="Our network" title="A Growing Network You Can Trust">
          Clinics, pharmacies and laboratories across the city, all honouring your membership benefits.
        </SectionHeading>
        <SimpleGrid component="ul" cols={{ base: 2, md: 4 }} spacing="lg" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Network in numbers">
          {STATISTICS.map((statistic) => (
            <Paper component="li" key={statistic.label} withBorder radius="md" p="lg" ta="center">
              <Stack gap={6} align="center">
                <ThemeIcon size={44} radius="xl" variant="light" color="teal">
                  {statistic.icon}
                </ThemeIcon>
                <Text fz={{ base: 26, md: 32 }} fw={800} lh={1.1}>
                  {statistic.value}
                </Text>
                <Text size="sm" c="dimmed">
                  {statistic.label}
                </Text>
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
        <Title order={3} fz="md" ta="center" c="dimmed" fw={600} mt={56} mb="lg">
          Our partners
        </Title>
        <PartnerLogos />
      </Container>
    </Box>
  );
}
