import { useLingui } from '@lingui/react';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import {
  latestPrescribedDate,
  PRESCRIPTION_FILE_REQUIRED,
  prescriptionApi,
  PrescriptionUploadSchema,
  todayInIndia,
  type PrescriptionType,
  type PrescriptionUpload,
  type PrescriptionUploadForm,
} from '@hp/contracts';
import { ApiError, notify, useSession } from '@hp/shell-sdk';
import { apiQueryKey, queryClient } from '@hp/shell-sdk/query';
import {
  Alert,
  Button,
  Group,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
  contractResolver,
  fieldErrorsFrom,
  inPageLanguage,
  showServerFieldErrors,
} from '@hp/ui';
import { submitPrescription } from '../../api/care';
import { prescriptionFileProblem } from './prescriptionFile';
import { TOASTS } from './texts';
import classes from './health.module.css';

type UploadValues = PrescriptionUploadForm;
const FIELDS = ['username', 'mobile', 'doctor', 'date'] as const satisfies readonly FieldPath<UploadValues>[];

export interface UploadViewProps {
  type: PrescriptionType;
  provider: { id: string; name: string };
  onBack: () => void;
}

/**
 * 'Upload Prescription' (a pharmacy) or 'Upload Lab Test Prescription' (a laboratory): the patient's name and
 * mobile, the doctor, the prescribed date and the file (JPG, PNG, WEBP or PDF, at most 5 MB, checked by its bytes
 * before it is sent), with the upload's progress.
 */
export default function UploadView({ type, provider, onBack }: UploadViewProps) {
  const { i18n } = useLingui();
  const lab = type === 'lab';
  const fileId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  // The chosen file once checked (null: none, or refused). A promise, so that a submit right after choosing waits.
  const chosen = useRef<Promise<File | null>>(Promise.resolve(null));
  const [fileError, setFileError] = useState<string>();
  const [providerError, setProviderError] = useState<string>();
  const [sentPercent, setSentPercent] = useState<number | null>(null);
  const form = useForm<UploadValues, unknown, PrescriptionUpload>({
    resolver: contractResolver(PrescriptionUploadSchema),
    defaultValues: {
      type,
      providerId: provider.id,
      service: provider.name,
      username: '',
      mobile: '',
      doctor: '',
      date: '',
    },
    reValidateMode: 'onSubmit',
  });
  const { errors, isSubmitting } = form.formState;
  const message = (text: string | undefined) => inPageLanguage(i18n, text);
  const field = (name: (typeof FIELDS)[number]) => {
    const registered = form.register(name);
    return {
      ...registered,
      onChange: (event: { target: unknown; type?: unknown }) => {
        form.clearErrors(name);
        return registered.onChange(event);
      },
    };
  };

  const chooseFile = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0] ?? null;
    setFileError(undefined);
    chosen.current = file
      ? prescriptionFileProblem(file).then((problem) => {
          if (!problem) return file;
          // The refused file is not kept: the box is emptied so that what it shows is what would be sent.
          input.value = '';
          setFileError(problem);
          return null;
        })
      : Promise.resolve(null);
  };

  const failureToast = (failure: unknown) => {
    if (failure instanceof ApiError) {
      const reason = failure.message || TOASTS.unknownError;
      return i18n._('❌ Upload failed: {message}', { message: message(reason) ?? reason });
    }
    return lab
      ? i18n._('❌ An error occurred while uploading the lab prescription.')
      : i18n._('❌ An error occurred while uploading the prescription.');
  };

  const send = async (upload: PrescriptionUpload, file: File | null) => {
    if (!file) {
      if (!fileError) setFileError(PRESCRIPTION_FILE_REQUIRED);
      return;
    }
    if (!useSession.getState().accessToken) {
      notify.error(i18n._(TOASTS.notAuthenticated));
      return;
    }
    setSentPercent(0);
    try {
      await submitPrescription({
        upload,
        file,
        onProgress: ({ loaded, total }) => setSentPercent(Math.round((loaded / total) * 100)),
      });
      notify.success(
        lab
          ? i18n._('✅ Lab prescription uploaded and sent to {provider} successfully!', {
              provider: provider.name,
            })
          : i18n._('✅Prescription uploaded and sent to {provider} successfully!', {
              provider: provider.name,
            }),
      );
      void queryClient.invalidateQueries({ queryKey: apiQueryKey(prescriptionApi.myPrescriptions) });
      onBack();
    } catch (failure) {
      // Everything typed stays, and so does the chosen file unless the server refused that file.
      setSentPercent(null);
      notify.error(failureToast(failure));
      showServerFieldErrors(failure, FIELDS, form.setError);
      const fields = fieldErrorsFrom(failure);
      if (fields.providerId) setProviderError(fields.providerId);
      const fileRefused =
        fields.prescription ??
        (failure instanceof ApiError && failure.code === 'REQUEST.TOO_LARGE' ? failure.message : undefined);
      if (fileRefused) {
        chosen.current = Promise.resolve(null);
        if (fileInput.current) fileInput.current.value = '';
        setFileError(fileRefused);
      }
    }
  };

  const submit = form.handleSubmit(
    async (upload) => send(upload, await chosen.current),
    async () => {
      // The file's message shows with the others.
      if (!(await chosen.current) && !fileError) setFileError(PRESCRIPTION_FILE_REQUIRED);
    },
  );

  const titleId = `${fileId}-title`;
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} id={titleId} fz="xl">
            {lab ? i18n._('Upload Lab Test Prescription') : i18n._('Upload Prescription')}
          </Title>
          <Text c="gray.7">
            {lab
              ? i18n._('Laboratory: {name}', { name: provider.name })
              : i18n._('Pharmacy: {name}', { name: provider.name })}
          </Text>
          <Text size="sm" c="gray.7">
            {i18n._('The prescription details are sent to the provider by e-mail.')}
          </Text>
        </Stack>
        {providerError && (
          <Alert color="red" role="alert">
            {message(providerError)}
          </Alert>
        )}
        <form noValidate onSubmit={(event) => void submit(event)} className={classes.form}>
          <TextInput
            label={i18n._('Username')}
            withAsterisk
            autoComplete="name"
            error={message(errors.username?.message)}
            {...field('username')}
          />
          <TextInput
            label={i18n._('Mobile number')}
            withAsterisk
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={10}
            error={message(errors.mobile?.message)}
            {...field('mobile')}
          />
          <TextInput
            label={i18n._("Doctor's name")}
            withAsterisk
            error={message(errors.doctor?.message)}
            {...field('doctor')}
          />
          <TextInput
            label={i18n._('Prescribed date')}
            withAsterisk
            type="date"
            min={todayInIndia()}
            max={latestPrescribedDate()}
            error={message(errors.date?.message)}
            {...field('date')}
          />
          <div className={classes.file}>
            <label htmlFor={fileId} className={classes.fileLabel}>
              {lab ? i18n._('Lab test prescription file') : i18n._('Prescription file')}
              <span className={classes.required} aria-hidden="true">
                {' *'}
              </span>
            </label>
            <p id={`${fileId}-hint`} className={classes.hint}>
              {i18n._('JPG, PNG, WEBP, PDF, max 5MB')}
            </p>
            <input
              ref={fileInput}
              id={fileId}
              type="file"
              name="prescription"
              accept=".jpg,.jpeg,.png,.webp,.pdf,image/jpeg,image/png,image/webp,application/pdf"
              className={classes.fileInput}
              aria-required="true"
              aria-invalid={fileError ? true : undefined}
              aria-describedby={`${fileId}-hint${fileError ? ` ${fileId}-error` : ''}`}
              disabled={isSubmitting}
              onChange={chooseFile}
            />
            {fileError && (
              <p id={`${fileId}-error`} className={classes.error}>
                {message(fileError)}
              </p>
            )}
            {sentPercent !== null && (
              <div className={classes.progress}>
                <progress
                  max={100}
                  value={sentPercent}
                  aria-label={i18n._('Uploading prescription')}
                  className={classes.bar}
                />
                <Text size="sm" aria-live="polite">
                  {i18n._('Uploading prescription: {percent}%', { percent: sentPercent })}
                </Text>
              </div>
            )}
          </div>
          <Group gap="md">
            <Button type="submit" color="teal.9" disabled={isSubmitting}>
              {isSubmitting
                ? i18n._('Uploading...')
                : lab
                  ? i18n._('Upload Lab Prescription')
                  : i18n._('Upload Prescription')}
            </Button>
          </Group>
        </form>
      </Stack>
    </Paper>
  );
}
