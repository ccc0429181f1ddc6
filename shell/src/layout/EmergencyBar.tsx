import { brand, telHref } from '@hp/shell-sdk';
import { Group, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react';
import classes from './layout.module.css';

/** The spec's header line: the emergency number and the 24/7 note. */
export function EmergencyBar() {
  const { i18n } = useLingui();
  return (
    <Group className={classes.emergencyBar} h={32} px="md" justify="space-between" wrap="nowrap" gap="xs">
      <Text inherit truncate>
        <Trans
          id="Emergency: <0>{phone}</0>"
          values={{ phone: brand.emergencyPhone }}
          components={{ 0: <a href={telHref(brand.emergencyPhone)} /> }}
        />
      </Text>
      <Text inherit truncate>
        {i18n._('Available 24/7')}
      </Text>
    </Group>
  );
}
