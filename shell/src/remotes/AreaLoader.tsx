import { Center, Loader } from '@mantine/core';
import { useLingui } from '@lingui/react';

export function AreaLoader() {
  const { i18n } = useLingui();
  return (
    <Center py={96}>
      <Loader aria-label={i18n._('Loading')} />
    </Center>
  );
}
