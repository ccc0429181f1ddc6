import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  CONSULTATION_TIMES,
  todayInIndia,
  UpdateConsultationStatusSchema,
  type Consultation,
  type UpdateConsultationStatus,
  type UpdateConsultationStatusInput,
} from '@hp/contracts';
import { ApiError, NetworkError, notify } from '@hp/shell-sdk';
import { queryClient, useMutation } from '@hp/shell-sdk/query';
import {
  Alert,
  Button,
  contractResolver,
  Group,
  inPageLanguage,
  Modal,
  NativeSelect,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@hp/ui';
import { adminQueryKeys, updateConsultationStatus } from '../api/admin';
import { CONSULTATION_STATUS_LABEL } from './labels';
import classes from './admin.module.css';

/** The decision an admin opened the modal for: the consultation and whether it is an approval or a rejection. */
export type Decision = { consultation: Consultation; status: 'approved' | 'rejected' };

type DecisionForm = UpdateConsultationStatusInput;

/**
 * The approve / reject modal (the spec's rules): approving may offer an alternative date and time (both, not in the
 * past: the contract's checks, which the server repeats) and a note; rejecting needs a reason, and its confirm button
 * stays disabled until one is written. The alternative is sent only when both its date and time are given.
 */
export default function DecisionModal({ decision, onClose }: { decision: Decision; onClose: () => void }) {
  const { i18n } = useLingui();
  const { consultation, status } = decision;
  const approving = status === 'approved';
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<DecisionForm, unknown, UpdateConsultationStatus>({
    resolver: contractResolver(UpdateConsultationStatusSchema),
    defaultValues: {
      consultationId: consultation.id,
      status,
      alternativeDate: '',
      alternativeTime: '',
      adminNote: '',
    },
  });
  const send = useMutation({ mutationFn: updateConsultationStatus });
  const reason = form.watch('adminNote') ?? '';
  const errors = form.formState.errors;

  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      await send.mutateAsync(body);
      notify.success(
        i18n._('Consultation {status} successfully!', {
          status: i18n._(CONSULTATION_STATUS_LABEL[status]).toLowerCase(),
        }),
      );
      onClose();
    } catch (error) {
      if (error instanceof ApiError) {
        for (const [field, message] of Object.entries(error.fields ?? {})) {
          if (field === 'alternativeDate' || field === 'alternativeTime' || field === 'adminNote')
            form.setError(field, { message });
        }
        const message = inPageLanguage(i18n, error.message) ?? '';
        setFailure(message);
        notify.error(i18n._('Failed to update consultation status'), message);
      } else {
        const message = i18n._('Error updating consultation status');
        setFailure(error instanceof NetworkError ? i18n._('Error connecting to server') : message);
        notify.error(message);
      }
    } finally {
      // Decided here or by someone else first (409): the list and the details show it as it now is.
      void queryClient.invalidateQueries({ queryKey: adminQueryKeys.consultations });
    }
  });

  return (
    <Modal
      opened
      onClose={onClose}
      title={approving ? i18n._('Approve Consultation') : i18n._('Reject Consultation')}
      closeLabel={i18n._('Close')}
    >
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="md">
          <Text>
            {i18n._('{name}, {clinic}, {time}', {
              name: consultation.fullName,
              clinic: consultation.service.name,
              time: consultation.consultationTime,
            })}
          </Text>
          {approving && (
            <fieldset className={classes.checklist}>
              <legend>{i18n._('Alternative time (optional)')}</legend>
              <Stack gap="sm">
                <TextInput
                  type="date"
                  label={i18n._('Alternative date')}
                  min={todayInIndia()}
                  error={inPageLanguage(i18n, errors.alternativeDate?.message)}
                  {...form.register('alternativeDate')}
                />
                <NativeSelect
                  label={i18n._('Alternative time')}
                  error={inPageLanguage(i18n, errors.alternativeTime?.message)}
                  data={[
                    { value: '', label: i18n._('No alternative time') },
                    ...CONSULTATION_TIMES.map((time) => ({ value: time, label: time })),
                  ]}
                  {...form.register('alternativeTime')}
                />
              </Stack>
            </fieldset>
          )}
          <Textarea
            label={approving ? i18n._('Note (optional)') : i18n._('Reason for rejection')}
            required={!approving}
            rows={3}
            error={inPageLanguage(i18n, errors.adminNote?.message)}
            {...form.register('adminNote')}
          />
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <Group gap="sm">
            <Button type="button" variant="default" onClick={onClose}>
              {i18n._('Cancel')}
            </Button>
            {approving ? (
              <Button type="submit" color="teal.9" loading={send.isPending}>
                {i18n._('Confirm Approval')}
              </Button>
            ) : (
              <Button type="submit" color="red.9" loading={send.isPending} disabled={!reason.trim()}>
                {i18n._('Confirm Rejection')}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
