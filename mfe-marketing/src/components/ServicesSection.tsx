import type { ReactNode } from 'react';
import { Box, Card, Container, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { SectionHeading } from './SectionHeading';
import { CalendarIcon, FamilyIcon, HeartPulseIcon, ShieldIcon, StethoscopeIcon, WalletIcon } from './icons';

interface Service {
  title: string;
  description: string;
  icon: ReactNode;
}

const SERVICES: Service[] = [
  {
    title: 'Insurance Integration',
    description: 'Use your health insurance at partner clinics, with our team handling the paperwork.',
    icon: <ShieldIcon />,
  },
  {
    title: 'Flexible Payment Plans',
    description: 'Pay for larger treatments in easy monthly instalments with standard EMI options.',
    icon: <WalletIcon />,
  },
  {
    title: 'Preventive Care',
    description: 'Regular check-ups and screenings that catch problems early and keep costs low.',
    icon: <HeartPulseIcon />,
  },
  {
    title: 'Easy Appointment Booking',
    description: 'Book a visit online in minutes and get a confirmation from the clinic quickly.',
    icon: <CalendarIcon />,
  },
  {
    title: 'Family Healthcare Plans',
    description: 'Cover the whole family under one membership, from children to grandparents.',
    icon: <FamilyIcon />,
  },
  {
    title: 'Specialist Consultations',
    description: 'See experienced dentists and specialists across our network at member prices.',
    icon: <StethoscopeIcon />,
  },
];

export function ServicesSection() {
  return (
    <Box component="section" aria-labelledby="services-title" py={{ base: 56, md: 88 }}>
      <Container size="lg">
        <SectionHeading id="services-title" eyebrow="What we offer" title="Our Services">
          Everything you need to look after your family&apos;s health, without the worry about cost.
        </SectionHeading>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {SERVICES.map((service) => (
            <Card key={service.title} withBorder radius="md" padding="xl" shadow="xs">
              <ThemeIcon size={52} radius="md" variant="light" color="blue" mb="md">
                {service.icon}
              </ThemeIcon>
              <Title order={3} fz="lg" mb={6}>
                {service.title}
              </Title>
              <Text size="sm" c="dimmed">
                {service.description}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
