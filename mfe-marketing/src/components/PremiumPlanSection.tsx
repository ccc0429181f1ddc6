import { Link } from 'react-router-dom';
import { Badge, Box, Button, Card, Container, Group, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { BadgeIcon, CheckIcon, PiggyBankIcon } from './icons';

/** Eight of the membership page's benefits, with the discounts the spec quotes. */
const PLAN_BENEFITS = [
  '10-20% off dental treatments',
  '35-40% off health packages',
  'Discounts on aligners and implants',
  'Discounted root canal treatment',
  '10% off opticals and hearing aids',
  'Free medicine delivery',
  'Free eye check-up',
  'Free dental OP consultation',
];

export function PremiumPlanSection() {
  return (
    <Box component="section" aria-labelledby="plan-title" py={{ base: 56, md: 88 }} bg="var(--mantine-color-gray-light)">
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 40, md: 64 }} verticalSpacing={40}>
          <Stack gap="md" justify="center">
            <Text tt="uppercase" fw={700} fz="xs" c="teal.7" lts={1.2}>
              Membership
            </Text>
            <Title id="plan-title" order={2} fz={{ base: 28, md: 36 }}>
              One plan, a whole year of savings
            </Title>
            <Text c="dimmed" fz={{ base: 'md', md: 'lg' }}>
              Pay once and use your benefits at every clinic in our network. Members save up to ₹50,000 a year on
              treatments, medicines and check-ups.
            </Text>
            <Group gap="sm" wrap="nowrap">
              <ThemeIcon size={40} radius="xl" variant="light" color="teal">
                <PiggyBankIcon size={22} />
              </ThemeIcon>
              <Text fw={600}>One-time payment, no renewal fees</Text>
            </Group>
          </Stack>

          <Card withBorder shadow="md" radius="lg" padding="xl" aria-labelledby="premium-plan-name">
            <Group justify="space-between" align="flex-start" mb="md">
              <Group gap="sm">
                <ThemeIcon size={44} radius="md" color="teal">
                  <BadgeIcon />
                </ThemeIcon>
                <Title id="premium-plan-name" order={3} fz="xl">
                  Premium Plan
                </Title>
              </Group>
              <Badge color="orange" variant="light">
                Best value
              </Badge>
            </Group>
            <Group gap={6} align="baseline" mb="lg">
              <Text fz={44} fw={800} lh={1}>
                ₹2000
              </Text>
              <Text c="dimmed">per year</Text>
            </Group>
            <List
              spacing="xs"
              mb="xl"
              icon={
                <ThemeIcon size={20} radius="xl" color="teal" variant="light">
                  <CheckIcon size={14} />
                </ThemeIcon>
              }
            >
              {PLAN_BENEFITS.map((benefit) => (
                <List.Item key={benefit}>{benefit}</List.Item>
              ))}
            </List>
            <Button component={Link} to="/membership" size="md" color="teal" fullWidth>
              Join Membership Plan
            </Button>
          </Card>
        </SimpleGrid>
      </Container>
    </Box>
  );
}
