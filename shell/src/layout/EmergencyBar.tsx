import { brand, telHref } from '@hp/shell-sdk';
import { Group, Text } from '@mantine/core';
import classes from './layout.module.css';

/** The spec's header line: the emergency number and the 24/7 note. */
export function EmergencyBar() {
  return (
    <Group className={classes.emergencyBar} h={32} px="md" justify="space-between" wrap="nowrap" gap="xs">
      <Text inherit truncate>
        Emergency: <a href={telHref(brand.emergencyPhone)}>{brand.emergencyPhone}</a>
      </Text>
      <Text inherit truncate>
        Available 24/7
      </Text>
    </Group>
  );
}
