import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Badge, Box, Button, Container, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { brand } from '@hp/shell-sdk';
import { BuildingIcon, ClockIcon, CreditCardIcon, PercentIcon, ShieldIcon, UsersIcon, WalletIcon } from './icons';

interface Highlight {
  title: string;
  detail: string;
  icon: ReactNode;
}

const HIGHLIGHTS: Highlight[] = [
  { title: '10-20% Treatment Discount', detail: 'On dental and medical treatments at partner clinics', icon: <PercentIcon /> },
  { title: 'Standard EMI Options', detail: 'Spread bigger treatments over easy monthly payments', icon: <CreditCardIcon /> },
  { title: '₹2000 Annual Plan', detail: 'One payment a year, no renewal fees', icon: <WalletIcon /> },
];

const TRUST_LINES = [
  { text: 'Trusted by 10,000+ patients', icon: <UsersIcon size={18} /> },
  { text: '24/7 Emergency Support', icon: <ClockIcon size={18} /> },
  { text: '30+ Clinics Network', icon: <BuildingIcon size={18} /> },
];

export function HeroSection() {
  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      py={{ base: 48, md: 88 }}
      style={{
        background:
          'linear-gradient(135deg, var(--mantine-color-teal-light) 0%, var(--mantine-color-blue-light) 100%)',
      }}
    >
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 40, md: 64 }} verticalSpacing={40}>
          <Stack gap="lg" justify="center">
            <Badge variant="white" color="teal" size="lg" radius="sm" leftSection={<ShieldIcon size={14} />} w="fit-content">
              {brand.name} membership
            </Badge>
            <Title id="hero-title" order={1} fz={{ base: 36, sm: 46, md: 54 }} lh={1.1}>
              Quality Healthcare Made Affordable
            </Title>
            <Text fz={{ base: 'md', md: 'lg' }} c="dimmed" maw={520}>
              Dental and general care from a trusted network of clinics, with member discounts, easy EMIs and help
              whenever you need it.
            </Text>
            <Group gap="sm">
              <Button component={Link} to="/userlog" size="lg" color="teal">
                Book Consultation
              </Button>
              <Button component={Link} to="/membership" size="lg" variant="default">
                View Plans
              </Button>
            </Group>
            <Group component="ul" gap="lg" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Why patients trust us">
              {TRUST_LINES.map((line) => (
                <Group component="li" key={line.text} gap={6} wrap="nowrap">
                  <Box c="teal.7" display="flex">
                    {line.icon}
                  </Box>
                  <Text size="sm" fw={600}>
                    {line.text}
                  </Text>
                </Group>
              ))}
            </Group>
          </Stack>

          <Stack component="ul" gap="md" justify="center" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Membership highlights">
            {HIGHLIGHTS.map((highlight) => (
              <Paper component="li" key={highlight.title} shadow="sm" radius="md" p="lg" withBorder>
                <Group wrap="nowrap" gap="md">
                  <ThemeIcon size={48} radius="md" variant="light" color="teal">
                    {highlight.icon}
                  </ThemeIcon>
                  <div>
                    <Text fw={700} fz="lg">
                      {highlight.title}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {highlight.detail}
                    </Text>
                  </div>
                </Group>
              </Paper>
            ))}
          </Stack>
        </SimpleGrid>
      </Container>
    </Box>
  );
}
