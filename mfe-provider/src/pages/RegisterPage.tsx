import { useLingui } from '@lingui/react';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { ApiError, NetworkError, notify } from '@hp/shell-sdk';
import {
  ENTITY_TYPES,
  INDIAN_STATE_CODES,
  INDIAN_STATES,
  SPECIALIZATIONS,
  type ProviderRegistration,
} from '@hp/contracts';
import {
  Anchor,
  Button,
  Checkbox,
  Container,
  EmailField,
  NativeSelect,
  Paper,
  PasswordField,
  Radio,
  RadioGroup,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
  fieldErrorsFrom,
  inPageLanguage,
  markedText,
  showServerFieldErrors,
  useDelayedNavigate,
} from '@hp/ui';
import { registerProvider } from '../api/registration';
import { licenceProblem } from './licenceProof';
import { EMPTY_REGISTRATION, registrationResolver, type RegistrationValues } from './registrationValues';
import { ENTITY_TYPE_TEXTS, SPECIALIZATION_TEXTS, STAFF_LABELS, STATE_TEXTS } from './texts';
import classes from './RegisterPage.module.css';

const TEXT_FIELDS = [
  'entityType',
  'name',
  'phone',
  'email',
  'address',
  'location',
  'state',
  'hfrId',
  'numberOfDoctors',
] as const;
const SERVER_FIELDS = [
  ...TEXT_FIELDS,
  'specializations',
  'acceptsEMI',
  'acceptsInsurance',
  'password',
] as const satisfies readonly (keyof RegistrationValues)[];

/** The states, then the union territories, each in the order of their names in the page's language. */
function stateGroups(i18n: { _: (id: string) => string; locale: string }) {
  const byName = new Intl.Collator(i18n.locale).compare;
  const choices = INDIAN_STATE_CODES.map((code) => ({
    code,
    label: i18n._(STATE_TEXTS[code]),
    kind: INDIAN_STATES[code].kind,
  })).sort((a, b) => byName(a.label, b.label));
  return [
    { label: i18n._('States'), choices: choices.filter((choice) => choice.kind === 'state') },
    {
      label: i18n._('Union territories'),
      choices: choices.filter((choice) => choice.kind === 'union territory'),
    },
  ];
}

/** The spec's toast of a failed registration: the server's message, else 'Something went wrong'. */
function failureMessage(error: unknown) {
  if (error instanceof ApiError && error.message) return error.message;
  if (error instanceof NetworkError)
    return markedText(/*i18n*/ { id: 'Please check your network and try again.' });
  return markedText(/*i18n*/ { id: 'Something went wrong' });
}

/** /clinicreg: a clinic, pharmacy or laboratory registers; an admin approves it before it can log in. */
export default function RegisterPage() {
  const { i18n } = useLingui();
  const navigateLater = useDelayedNavigate();
  const fileInputId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  // The chosen licence once checked (null: none, or refused). A promise, so that a submit right after choosing waits.
  const licence = useRef<Promise<File | null>>(Promise.resolve(null));
  const [licenceError, setLicenceError] = useState<string>();
  const [sentPercent, setSentPercent] = useState<number | null>(null);
  const [registered, setRegistered] = useState(false);
  const form = useForm<RegistrationValues, unknown, ProviderRegistration>({
    resolver: registrationResolver,
    defaultValues: EMPTY_REGISTRATION,
  });
  const { errors, isSubmitting } = form.formState;
  const entityType = form.watch('entityType');
  const chosen = form.watch('specializations');
  const error = (message: string | undefined) => inPageLanguage(i18n, message);

  const chooseLicence = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0] ?? null;
    setLicenceError(undefined);
    licence.current = file
      ? licenceProblem(file).then((problem) => {
          if (!problem) return file;
          // The refused file is not kept: the box is emptied so that what it shows is what would be sent.
          input.value = '';
          setLicenceError(problem);
          return null;
        })
      : Promise.resolve(null);
  };

  const submit = form.handleSubmit(async (registration) => {
    const licenseProof = await licence.current;
    setSentPercent(licenseProof ? 0 : null);
    try {
      await registerProvider({
        registration,
        licenseProof,
        onProgress: ({ loaded, total }) => setSentPercent(Math.round((loaded / total) * 100)),
      });
      setRegistered(true);
      notify.success(
        i18n._('Registration Successful'),
        i18n._('Your account is waiting for admin approval. You can log in once it is approved.'),
      );
      navigateLater('/clinicLog');
    } catch (failure) {
      // Everything typed stays, and so does the chosen file unless the server refused that file.
      setSentPercent(null);
      notify.error(i18n._('Registration Failed'), inPageLanguage(i18n, failureMessage(failure)));
      showServerFieldErrors(failure, SERVER_FIELDS, form.setError);
      const fileRefused =
        fieldErrorsFrom(failure).licenseProof ??
        (failure instanceof ApiError && failure.code === 'REQUEST.TOO_LARGE' ? failure.message : undefined);
      if (fileRefused) {
        licence.current = Promise.resolve(null);
        if (fileInput.current) fileInput.current.value = '';
        setLicenceError(fileRefused);
      }
    }
  });

  const done = registered;
  const busy = isSubmitting || done;
  const staffLabel = i18n._(STAFF_LABELS[entityType || 'clinic']);
  return (
    <Container size="md" className={classes.page}>
      <Paper withBorder shadow="sm" className={classes.card}>
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1} className={classes.title}>
              {i18n._('Provider Registration')}
            </Title>
            <Text c="dimmed" size="sm">
              {i18n._(
                'Clinics, pharmacies and laboratories join our network here. An admin checks every registration before the account can log in.',
              )}
            </Text>
          </Stack>
          <form noValidate onSubmit={(event) => void submit(event)}>
            <Stack gap="md">
              <Controller
                control={form.control}
                name="entityType"
                render={({ field }) => (
                  <RadioGroup
                    label={i18n._('Entity Type')}
                    required
                    name={field.name}
                    value={field.value}
                    onChange={field.onChange}
                    error={error(errors.entityType?.message)}
                  >
                    {ENTITY_TYPES.map((type) => (
                      <Radio key={type} value={type} label={i18n._(ENTITY_TYPE_TEXTS[type])} />
                    ))}
                  </RadioGroup>
                )}
              />
              <div className={classes.pair}>
                <TextInput
                  label={i18n._('Name')}
                  autoComplete="organization"
                  required
                  error={error(errors.name?.message)}
                  {...form.register('name')}
                />
                <TextInput
                  label={i18n._('Phone')}
                  type="tel"
                  inputMode="numeric"
                  autoComplete="tel-national"
                  placeholder={i18n._('10-digit mobile number')}
                  required
                  error={error(errors.phone?.message)}
                  {...form.register('phone')}
                />
              </div>
              <div className={classes.pair}>
                <EmailField error={errors.email?.message} {...form.register('email')} />
                <TextInput
                  label={staffLabel}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  step={1}
                  required
                  error={error(errors.numberOfDoctors?.message)}
                  {...form.register('numberOfDoctors')}
                />
              </div>
              <Textarea
                label={i18n._('Full address')}
                autoComplete="street-address"
                rows={2}
                required
                error={error(errors.address?.message)}
                {...form.register('address')}
              />
              <div className={classes.pair}>
                <TextInput
                  label={i18n._('City / location')}
                  autoComplete="address-level2"
                  placeholder={i18n._('For example: Andheri West, Mumbai')}
                  required
                  error={error(errors.location?.message)}
                  {...form.register('location')}
                />
                <NativeSelect
                  label={i18n._('State / union territory')}
                  autoComplete="address-level1"
                  required
                  error={error(errors.state?.message)}
                  {...form.register('state')}
                >
                  <option value="" disabled>
                    {i18n._('Select your state or union territory')}
                  </option>
                  {stateGroups(i18n).map((group) => (
                    <optgroup key={group.label} label={group.label}>
                      {group.choices.map((choice) => (
                        <option key={choice.code} value={choice.code}>
                          {choice.label}
                        </option>
                      ))}
                    </optgroup>
                  ))}
                </NativeSelect>
              </div>
              <TextInput
                label={i18n._('HFR ID (optional)')}
                description={i18n._(
                  "Your facility's ID in ABDM's Health Facility Registry, if it has one: IN followed by 10 digits.",
                )}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                placeholder="IN2710000123"
                error={error(errors.hfrId?.message)}
                {...form.register('hfrId')}
              />
              {entityType === 'clinic' && (
                <fieldset
                  className={classes.fieldset}
                  aria-describedby={errors.specializations?.message ? 'specializations-error' : undefined}
                >
                  <legend className={classes.legend}>
                    {i18n._('Specializations')}
                    <span className={classes.required} aria-hidden="true">
                      {' *'}
                    </span>
                  </legend>
                  <div className={classes.specializations}>
                    {SPECIALIZATIONS.map((name) => (
                      <Checkbox
                        key={name}
                        value={name}
                        label={i18n._(SPECIALIZATION_TEXTS[name])}
                        {...form.register('specializations')}
                      />
                    ))}
                  </div>
                  {errors.specializations?.message && (
                    <p id="specializations-error" className={classes.error}>
                      {error(errors.specializations.message)}
                    </p>
                  )}
                  {chosen.includes('Others') && (
                    <TextInput
                      label={i18n._('Your specialization')}
                      description={i18n._('Replaces Others in your listing.')}
                      required
                      error={error(errors.otherSpecialization?.message)}
                      {...form.register('otherSpecialization')}
                    />
                  )}
                </fieldset>
              )}
              <div className={classes.file}>
                <label htmlFor={fileInputId} className={classes.label}>
                  {i18n._('License proof')}
                </label>
                <p id={`${fileInputId}-hint`} className={classes.hint}>
                  {i18n._('PDF, JPG, JPEG or PNG, max 5MB. Optional.')}
                </p>
                <input
                  ref={fileInput}
                  id={fileInputId}
                  type="file"
                  name="licenseProof"
                  accept=".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png"
                  className={classes.fileInput}
                  aria-invalid={licenceError ? true : undefined}
                  aria-describedby={`${fileInputId}-hint${licenceError ? ` ${fileInputId}-error` : ''}`}
                  disabled={busy}
                  onChange={chooseLicence}
                />
                {licenceError && (
                  <p id={`${fileInputId}-error`} className={classes.error}>
                    {error(licenceError)}
                  </p>
                )}
                {sentPercent !== null && (
                  <div className={classes.progress}>
                    <progress
                      max={100}
                      value={sentPercent}
                      aria-label={i18n._('Uploading license proof')}
                      className={classes.bar}
                    />
                    <Text size="sm" aria-live="polite">
                      {i18n._('Uploading license proof: {percent}%', { percent: sentPercent })}
                    </Text>
                  </div>
                )}
              </div>
              <div className={classes.pair}>
                <Controller
                  control={form.control}
                  name="acceptsEMI"
                  render={({ field }) => (
                    <RadioGroup
                      label={i18n._('Do you offer EMI?')}
                      required
                      name={field.name}
                      value={field.value}
                      onChange={field.onChange}
                      error={error(errors.acceptsEMI?.message)}
                    >
                      <Radio value="yes" label={i18n._('Yes')} />
                      <Radio value="no" label={i18n._('No')} />
                    </RadioGroup>
                  )}
                />
                <Controller
                  control={form.control}
                  name="acceptsInsurance"
                  render={({ field }) => (
                    <RadioGroup
                      label={i18n._('Do you accept insurance?')}
                      required
                      name={field.name}
                      value={field.value}
                      onChange={field.onChange}
                      error={error(errors.acceptsInsurance?.message)}
                    >
                      <Radio value="yes" label={i18n._('Yes')} />
                      <Radio value="no" label={i18n._('No')} />
                    </RadioGroup>
                  )}
                />
              </div>
              <PasswordField kind="new" error={errors.password?.message} {...form.register('password')} />
              <Button type="submit" fullWidth disabled={busy}>
                {done
                  ? i18n._('Redirecting...')
                  : isSubmitting
                    ? i18n._('Registering...')
                    : i18n._('Register')}
              </Button>
              <Text size="sm" ta="center">
                {i18n._('Already registered?')} <Anchor to="/cliniclog">{i18n._('Log in')}</Anchor>
              </Text>
            </Stack>
          </form>
        </Stack>
      </Paper>
    </Container>
  );
}
