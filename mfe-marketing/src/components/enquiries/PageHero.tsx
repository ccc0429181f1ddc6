import type { ReactNode } from 'react';
import { Badge, Container, Group, Stack, Text, Title } from '@hp/ui';
import wash from '../brandWash.module.css';
import classes from './enquiries.module.css';

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
    <section aria-labelledby={id} className={`${classes.hero} ${wash.wash}`}>
      <Container size="lg">
        <Stack gap="md">
          <Badge variant="white" color="teal.9" size="lg" leftSection={badgeIcon}>
            {badge}
          </Badge>
          <Title id={id} order={1} className={classes.heroTitle}>
            {title}
          </Title>
          <Text className={classes.heroLead}>{lead}</Text>
          {actions}
          <Group component="ul" gap="lg" aria-label={pointsLabel}>
            {points.map((point) => (
              <Group component="li" key={point.text} gap={6} wrap="nowrap">
                <span className={classes.pointIcon}>{point.icon}</span>
                <Text size="sm" fw={600}>
                  {point.text}
                </Text>
              </Group>
            ))}
          </Group>
        </Stack>
      </Container>
    </section>
  );
}
