import { useLingui } from '@lingui/react';
import { Button, ButtonLink, Group, Modal, Text } from '@hp/ui';

/** The spec's dialog for a visitor who is not logged in as a patient: Cancel, or Login at /userlog. */
export function LoginRequiredDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { i18n } = useLingui();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={i18n._('Login Required')}
      closeLabel={i18n._('Close')}
      size="sm"
    >
      <Text>{i18n._('Please login to book appointments and access our health services.')}</Text>
      <Group justify="flex-end" gap="sm" mt="lg">
        <Button variant="default" onClick={onClose}>
          {i18n._('Cancel')}
        </Button>
        <ButtonLink to="/userlog" color="teal.9">
          {i18n._('Login')}
        </ButtonLink>
      </Group>
    </Modal>
  );
}
