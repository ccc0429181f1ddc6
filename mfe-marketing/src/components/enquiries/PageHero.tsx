import type { ReactNode } from 'react';
import { Badge, Box, Container, Group, Stack, Text, Title } from '@mantine/core';
import { BRAND_WASH } from '../brandWash';

export interface PageHeroProps {
  /** The page's h1 id (the section is labelled by it). */
  id: string;
  badge: string;
  badgeIcon: ReactNode;
  title: string;
  lead: string;
  /** Buttons under the lead text. */
  actions?: ReactNode;
  /** Short reassurances, with their icons. */
  points: readonly { text: string; icon: ReactNode }[];
  pointsLabel: string;
}

/** The opening band of a form page (booking, insurance): the Home hero's colours, shorter. */
export function PageHero({ id, badge, badgeIcon, title, lead, actions, points, pointsLabel }: PageHeroProps) {
  return (
    <Box component="section" aria-labelledby={id} py={{ base: 40, md: 64 }} style={BRAND_WASH}>
      <Container size="lg">
        <Stack gap="md">
          <Badge variant="white" color="teal.9" size="lg" radius="sm" leftSection={badgeIcon} w="fit-content">
            {badge}
          </Badge>
          <Title id={id} order={1} fz={{ base: 32, sm: 40, md: 46 }} lh={1.15} maw={760}>
            {title}
          </Title>
          <Text fz={{ base: 'md', md: 'lg' }} c="gray.7" maw={720}>
            {lead}
          </Text>
          {actions}
          <Group component="ul" gap="lg" p={0} m={0} style={{ listStyle: 'none' }} aria-label={pointsLabel}>
            {points.map((point) => (
              <Group component="li" key={point.text} gap={6} wrap="nowrap">
                <Box c="teal.7" display="flex">
                  {point.icon}
                </Box>
                <Text size="sm" fw={600}>
                  {point.text}
                </Text>
              </Group>
            ))}
          </Group>
        </Stack>
      </Container>
    </Box>
  );
}
