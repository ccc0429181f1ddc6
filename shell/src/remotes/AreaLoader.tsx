import { Center, Loader } from '@mantine/core';

export function AreaLoader() {
  return (
    <Center py={96}>
      <Loader aria-label="Loading" />
    </Center>
  );
}
