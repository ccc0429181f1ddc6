import { useLingui } from '@lingui/react';
import { Button, Group, Text } from '@hp/ui';

/** Said where the catalogue's services or price would be when it could not be loaded, with a way to ask again. */
export function CatalogueUnavailable({ retry }: { retry: () => void }) {
  const { i18n } = useLingui();
  return (
    <Group gap="sm" aria-live="polite">
      <Text c="red.9" fw={600}>
        {i18n._('The services and prices could not be loaded.')}
      </Text>
      <Button type="button" variant="default" size="xs" onClick={retry}>
        {i18n._('Try again')}
      </Button>
    </Group>
  );
}
