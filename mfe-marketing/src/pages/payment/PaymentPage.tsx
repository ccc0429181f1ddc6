import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  Anchor,
  Box,
  Button,
  Checkbox,
  Container,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react';
import type { I18n, MessageDescriptor } from '@lingui/core';
import {
  MEMBERSHIP_SERVICE,
  PAYMENT_COUNTRIES,
  PAYMENT_SERVICES,
  PaymentFormSchema,
  Role,
  catalogueRupees,
  checkoutRequestFrom,
  type PaymentCountry,
  type PaymentService,
} from '@hp/contracts';
import { ApiError, formatIndiaDate, useLocale, useMembership, useSession } from '@hp/shell-sdk';
import { browserNavigation, newIdempotencyKey, startCheckout, type CheckoutAttempt } from '../../api/payment';
import { AA_TEXT_COLORS } from '../../components/enquiries/aaColors';
import { translated } from '../../components/enquiries/formText';
import { CheckIcon, ShieldIcon } from '../../components/icons';
import { useOneAtATime } from '../../components/useOneAtATime';
import { extendedUntil } from './membershipExtension';
import { AA_BUTTON_HOVER, calloutStyle } from './PaymentResultLayout';
import classes from './PaymentPage.module.css';

/** What the wizard's fields hold, as typed ('' while empty or not chosen). */
export interface PaymentFields {
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  address: string;
  city: string;
  state: string;
  pincode: string;
  country: PaymentCountry;
  service: string;
  amount: string;
  notes: string;
}

const EMPTY_PAYMENT: PaymentFields = {
  firstName: '',
  lastName: '',
  email: '',
  mobile: '',
  address: '',
  city: '',
  state: '',
  pincode: '',
  country: 'INDIA',
  service: '',
  amount: '',
  notes: '',
};

type Field = keyof PaymentFields;
type Step = 1 | 2 | 3;

/** The fields each of the first two steps checks (step 3 checks the terms, then everything). */
const STEP_FIELDS: Record<1 | 2, readonly Field[]> = {
  1: ['firstName', 'lastName', 'email', 'mobile', 'address', 'city', 'state', 'pincode', 'country'],
  2: ['service', 'amount', 'notes'],
};

const STEPS: readonly { title: MessageDescriptor; panel: MessageDescriptor }[] = [
  { title: /*i18n*/ { id: 'Patient Details' }, panel: /*i18n*/ { id: 'Patient Information' } },
  { title: /*i18n*/ { id: 'Payment Details' }, panel: /*i18n*/ { id: 'Payment Information' } },
  { title: /*i18n*/ { id: 'Confirmation' }, panel: /*i18n*/ { id: 'Order Summary' } },
];

/** The catalogue's services (the contracts' table: value, label, price) in the page's language. */
export const SERVICE_LABELS: Record<PaymentService, MessageDescriptor> = {
  'dental-checkup': /*i18n*/ { id: 'Dental Checkup' },
  'root-canal': /*i18n*/ { id: 'Root Canal Treatment' },
  'teeth-whitening': /*i18n*/ { id: 'Teeth Whitening' },
  'teeth-cleaning': /*i18n*/ { id: 'Professional Cleaning' },
  orthodontics: /*i18n*/ { id: 'Orthodontic Treatment' },
  extraction: /*i18n*/ { id: 'Tooth Extraction' },
  custom: /*i18n*/ { id: 'Custom Amount' },
  'membership-annual': /*i18n*/ { id: 'Annual Membership' },
};

const COUNTRY_LABELS: Record<PaymentCountry, MessageDescriptor> = {
  INDIA: /*i18n*/ { id: 'India' },
  USA: /*i18n*/ { id: 'USA' },
  UK: /*i18n*/ { id: 'UK' },
  CANADA: /*i18n*/ { id: 'Canada' },
};

const TERMS_MESSAGE = /*i18n*/ { id: 'Please accept the terms and conditions' };

/** Rupees as the page shows them: ₹15,000 (Indian digit grouping, up to two decimals). */
export const rupees = (amount: number) =>
  `₹${new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 }).format(amount)}`;

const isService = (value: string | null): value is PaymentService =>
  PAYMENT_SERVICES.some((service) => service.value === value);

/**
 * What the red box says: a validation message (English id) with the fields it marks invalid, or why the checkout
 * could not start.
 */
type WizardError =
  | { kind: 'message'; id: string; invalid?: ReadonlySet<Field> }
  | { kind: 'initialization'; reason: string | undefined }
  | { kind: 'network' };

const NO_FIELDS: ReadonlySet<Field> = new Set();

function errorText(i18n: I18n, error: WizardError): string {
  switch (error.kind) {
    case 'message':
      return translated(i18n, error.id) ?? error.id;
    case 'initialization':
      return i18n._('Payment initialization failed: {reason}', {
        reason: translated(i18n, error.reason) ?? i18n._('Unknown error'),
      });
    case 'network':
      return i18n._('Network error occurred. Please try again.');
  }
}

/** The first problem of `fields` in `values`, in the fields' order, and every field that has one. */
function problemsOf(values: PaymentFields, fields: readonly Field[]) {
  const mask = Object.fromEntries(fields.map((field) => [field, true])) as Partial<Record<Field, true>>;
  const result = PaymentFormSchema.pick(mask).safeParse(values);
  if (result.success) return null;
  const invalid = new Set(result.error.issues.map((issue) => issue.path[0] as Field));
  const first = fields.find((field) => invalid.has(field)) as Field;
  const message = result.error.issues.find((issue) => issue.path[0] === first)?.message ?? '';
  return { message, invalid, first };
}

/** Why the checkout call failed, as the red box says it. */
function checkoutFailure(error: unknown): WizardError {
  if (error instanceof ApiError) return { kind: 'initialization', reason: error.message || undefined };
  return { kind: 'network' };
}

function ProgressHeader({ step }: { step: Step }) {
  const { i18n } = useLingui();
  const current = STEPS[step - 1] as (typeof STEPS)[number];
  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="xs">
        <Text fw={700} c="teal.9" id="payment-progress-label">
          {i18n._(current.title)}
        </Text>
        <Text fw={700} aria-hidden="true">
          {step}/3
        </Text>
      </Group>
      <div
        role="progressbar"
        aria-labelledby="payment-progress-label"
        aria-valuemin={1}
        aria-valuemax={3}
        aria-valuenow={step}
        aria-valuetext={i18n._('Step {step} of 3: {title}', { step, title: i18n._(current.title) })}
        style={{
          height: 8,
          borderRadius: 4,
          background: 'var(--mantine-color-gray-2)',
          overflow: 'hidden',
        }}
      >
        <div
          style={{
            width: `${(step / 3) * 100}%`,
            height: '100%',
            background: 'var(--mantine-color-teal-9)',
            transition: 'width 200ms ease',
          }}
        />
      </div>
      <Box
        component="ol"
        aria-label={i18n._('Payment steps')}
        p={0}
        m={0}
        style={{ listStyle: 'none', display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 8 }}
      >
        {STEPS.map((item, index) => {
          const number = index + 1;
          const done = number < step;
          const active = number === step;
          return (
            <Group
              component="li"
              key={item.title.id}
              gap={8}
              wrap="nowrap"
              aria-current={active ? 'step' : undefined}
            >
              <ThemeIcon
                size={28}
                radius="xl"
                color={done || active ? 'teal.9' : 'gray.2'}
                c={done || active ? 'white' : 'gray.8'}
                aria-hidden="true"
              >
                {done ? (
                  <CheckIcon size={16} />
                ) : (
                  <Text fz="sm" fw={700} c="inherit">
                    {number}
                  </Text>
                )}
              </ThemeIcon>
              <Text
                fz="sm"
                fw={active ? 700 : 500}
                c={active ? 'gray.9' : 'gray.7'}
                lh={1.2}
                className={active ? undefined : classes.otherStepLabel}
              >
                {i18n._(item.title)}
                {done && <VisuallyHidden> {i18n._('(completed)')}</VisuallyHidden>}
              </Text>
            </Group>
          );
        })}
      </Box>
    </Stack>
  );
}

function SummaryRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group
      justify="space-between"
      align="flex-start"
      gap="md"
      wrap="nowrap"
      py={8}
      style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Text component="dt" c="gray.7" fz="sm">
        {label}
      </Text>
      <Text component="dd" m={0} fw={600} ta="right" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}

/** For the annual membership: whose it becomes, and for a signed-in member, until when it runs after this payment. */
function MembershipNote() {
  const { i18n } = useLingui();
  const locale = useLocale((state) => state.locale);
  const { membership } = useMembership();
  return (
    <Box p="md" style={calloutStyle('teal')}>
      <Text fz="sm" c="gray.9">
        {i18n._(
          'The membership belongs to the e-mail address you pay with: sign in with that address to see it in your account.',
        )}
      </Text>
      {membership && (
        <Text fz="sm" fw={600} c="teal.9" mt={6}>
          {i18n._(
            'You are a member until {date}. Paying again extends your membership by a year, to {extended}.',
            {
              date: formatIndiaDate(membership.activeUntil, locale),
              extended: formatIndiaDate(extendedUntil(membership.activeUntil), locale),
            },
          )}
        </Text>
      )}
    </Box>
  );
}

/** /payment: the 3-step payment wizard; the last step hands over to the payment gateway's hosted checkout. */
export default function PaymentPage() {
  const { i18n } = useLingui();
  const [searchParams] = useSearchParams();
  const [values, setValues] = useState<PaymentFields>(() => {
    // A link may choose the service (/payment?service=membership-annual); its price comes with it.
    const service = searchParams.get('service');
    if (!isService(service)) return EMPTY_PAYMENT;
    const price = catalogueRupees(service);
    return { ...EMPTY_PAYMENT, service, amount: price === null ? '' : String(price) };
  });
  const [step, setStep] = useState<Step>(1);
  const [error, setError] = useState<WizardError | null>(null);
  const [termsAccepted, setTermsAccepted] = useState(false);
  const checkout = useMutation({ mutationFn: startCheckout });
  const oneAtATime = useOneAtATime();
  // The last checkout that got no answer (offline, timed out): sent again as it was, with its key, until a field changes.
  const unanswered = useRef<CheckoutAttempt | null>(null);
  const panelTitle = useRef<HTMLHeadingElement>(null);
  const fieldRefs = useRef<Partial<Record<Field | 'terms', HTMLElement | null>>>({});
  const firstRender = useRef(true);
  // A signed-in patient buying the membership gets their e-mail filled in (once the session is there), unless they
  // have typed one themselves.
  const patientEmail = useSession((session) =>
    session.user?.role === Role.User ? session.user.email : null,
  );
  const emailEdited = useRef(false);
  const forMembership = values.service === MEMBERSHIP_SERVICE;

  useEffect(() => {
    if (!forMembership || !patientEmail || emailEdited.current) return;
    setValues((previous) => (previous.email ? previous : { ...previous, email: patientEmail }));
  }, [forMembership, patientEmail]);

  // A new step is announced by moving the focus to its panel's title (not on the first render).
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    panelTitle.current?.focus();
  }, [step]);

  // The fields the red box is about (marked invalid until the next change).
  const invalid = (error?.kind === 'message' && error.invalid) || NO_FIELDS;
  const price = isService(values.service) ? catalogueRupees(values.service) : null;
  const amountLocked = price !== null;

  const change = (field: Field, value: string) => {
    setError(null);
    if (field === 'email') emailEdited.current = true;
    unanswered.current = null;
    setValues((previous) => {
      const next: PaymentFields = { ...previous, [field]: value };
      // A catalogue service fills in its price; custom (or none) leaves the amount to the visitor.
      if (field === 'service' && isService(value)) {
        const catalogue = catalogueRupees(value);
        if (catalogue !== null) next.amount = String(catalogue);
      }
      return next;
    });
  };

  const showProblem = (problem: NonNullable<ReturnType<typeof problemsOf>>) => {
    setError({ kind: 'message', id: problem.message, invalid: problem.invalid });
    fieldRefs.current[problem.first]?.focus();
  };

  const goTo = (next: Step) => {
    setError(null);
    setStep(next);
  };

  const proceed = async () => {
    if (!termsAccepted) {
      setError({ kind: 'message', id: TERMS_MESSAGE.id });
      fieldRefs.current.terms?.focus();
      return;
    }
    const form = PaymentFormSchema.safeParse(values);
    if (!form.success) {
      // Cannot happen after steps 1 and 2, but a wrong value is never sent.
      const problem = problemsOf(values, [...STEP_FIELDS[1], ...STEP_FIELDS[2]]);
      if (problem) setError({ kind: 'message', id: problem.message });
      return;
    }
    setError(null);
    const attempt = unanswered.current ?? {
      request: checkoutRequestFrom(form.data),
      idempotencyKey: newIdempotencyKey(),
    };
    unanswered.current = null;
    try {
      const answer = await checkout.mutateAsync(attempt);
      const redirect = answer.status === 'success' ? answer.data?.redirect_url : undefined;
      if (!redirect) {
        setError({ kind: 'initialization', reason: answer.message || undefined });
        return;
      }
      browserNavigation.assign(redirect);
    } catch (failure) {
      const reason = checkoutFailure(failure);
      // Without an answer the order may exist: a retry must be the same request. An answered one starts afresh.
      if (reason.kind === 'network') unanswered.current = attempt;
      setError(reason);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (step === 1 || step === 2) {
      const problem = problemsOf(values, STEP_FIELDS[step]);
      if (problem) showProblem(problem);
      else goTo(step === 1 ? 2 : 3);
      return;
    }
    // One checkout at a time: a second press while the first is on its way does nothing.
    oneAtATime(proceed);
  };

  /** A checked field's wiring: marked invalid and described by the red box while it has a problem; focusable. */
  const checked = (field: Field) => ({
    error: invalid.has(field) || undefined,
    'aria-invalid': invalid.has(field) || undefined,
    'aria-describedby': invalid.has(field) ? 'payment-error' : undefined,
    ref: (element: HTMLElement | null) => {
      fieldRefs.current[field] = element;
    },
  });

  const text = (field: Field, label: string, extra: Partial<Parameters<typeof TextInput>[0]> = {}) => (
    <TextInput
      label={label}
      value={values[field]}
      onChange={(event) => change(field, event.currentTarget.value)}
      {...checked(field)}
      {...extra}
    />
  );

  const current = STEPS[step - 1] as (typeof STEPS)[number];
  const pending = checkout.isPending;
  const serviceLabel = isService(values.service) ? i18n._(SERVICE_LABELS[values.service]) : '';
  const address = [values.address, values.city, values.state, values.pincode]
    .map((part) => part.trim())
    .filter(Boolean)
    .concat(i18n._(COUNTRY_LABELS[values.country]))
    .join(', ');

  return (
    <Box style={AA_TEXT_COLORS} py={{ base: 32, md: 56 }} bg="gray.0">
      <Container size="md">
        <Stack gap="lg">
          <Group justify="space-between" gap="sm">
            <Anchor component={Link} to="/" c="teal.9" fw={600}>
              ← {i18n._('Back to Home')}
            </Anchor>
            <Group gap={6} c="teal.9" wrap="nowrap">
              <ShieldIcon size={18} />
              <Text fz="sm" fw={600}>
                {i18n._('Secure Payment')}
              </Text>
            </Group>
          </Group>
          <div>
            <Title order={1} fz={{ base: 30, md: 38 }} lh={1.2}>
              {i18n._('Online Payment')}
            </Title>
            <Text c="gray.7" mt={6}>
              {i18n._(
                'Pay for your treatment online in three steps. You complete the payment on our payment partner’s secure page.',
              )}
            </Text>
          </div>

          {error && (
            <Box
              id="payment-error"
              role="alert"
              p="md"
              style={{ ...calloutStyle('red'), color: 'var(--mantine-color-red-9)', fontWeight: 600 }}
            >
              {errorText(i18n, error)}
            </Box>
          )}

          <Paper withBorder shadow="sm" radius="md" p={{ base: 'md', sm: 'xl' }}>
            <Stack gap="xl">
              <ProgressHeader step={step} />
              <form noValidate aria-labelledby="payment-panel-title" onSubmit={onSubmit}>
                <Stack gap="md">
                  <Title
                    id="payment-panel-title"
                    order={2}
                    fz={{ base: 22, md: 24 }}
                    ref={panelTitle}
                    tabIndex={-1}
                    style={{ outlineOffset: 4 }}
                  >
                    {i18n._(current.panel)}
                  </Title>

                  {forMembership && <MembershipNote />}

                  {step === 1 && (
                    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                      {text('firstName', i18n._('First Name'), {
                        required: true,
                        autoComplete: 'given-name',
                      })}
                      {text('lastName', i18n._('Last Name'), { required: true, autoComplete: 'family-name' })}
                      {text('email', i18n._('Email Address'), {
                        required: true,
                        type: 'email',
                        autoComplete: 'email',
                      })}
                      {text('mobile', i18n._('Mobile Number'), {
                        required: true,
                        type: 'tel',
                        inputMode: 'numeric',
                        autoComplete: 'tel-national',
                        placeholder: i18n._('10-digit mobile number'),
                      })}
                      <Box style={{ gridColumn: '1 / -1' }}>
                        {text('address', i18n._('Address'), { autoComplete: 'street-address' })}
                      </Box>
                      {text('city', i18n._('City'), { autoComplete: 'address-level2' })}
                      {text('state', i18n._('State'), { autoComplete: 'address-level1' })}
                      {text('pincode', i18n._('Pincode'), {
                        inputMode: 'numeric',
                        autoComplete: 'postal-code',
                      })}
                      <NativeSelect
                        label={i18n._('Country')}
                        value={values.country}
                        autoComplete="country"
                        onChange={(event) => change('country', event.currentTarget.value)}
                      >
                        {PAYMENT_COUNTRIES.map((country) => (
                          <option key={country} value={country}>
                            {i18n._(COUNTRY_LABELS[country])}
                          </option>
                        ))}
                      </NativeSelect>
                    </SimpleGrid>
                  )}

                  {step === 2 && (
                    <Stack gap="md">
                      <NativeSelect
                        label={i18n._('Service')}
                        required
                        value={values.service}
                        {...checked('service')}
                        onChange={(event) => change('service', event.currentTarget.value)}
                      >
                        <option value="">{i18n._('Select a service')}</option>
                        {PAYMENT_SERVICES.map((service) => (
                          <option key={service.value} value={service.value}>
                            {service.priceRupees === null
                              ? i18n._(SERVICE_LABELS[service.value])
                              : `${i18n._(SERVICE_LABELS[service.value])} – ${rupees(service.priceRupees)}`}
                          </option>
                        ))}
                      </NativeSelect>
                      {text('amount', i18n._('Amount (₹)'), {
                        required: true,
                        type: 'number',
                        inputMode: 'decimal',
                        min: 100,
                        step: 'any',
                        readOnly: amountLocked,
                        description: amountLocked
                          ? i18n._('The price of the chosen service.')
                          : i18n._('Minimum ₹100.'),
                        styles: amountLocked
                          ? { input: { background: 'var(--mantine-color-gray-1)', cursor: 'not-allowed' } }
                          : undefined,
                      })}
                      <Textarea
                        label={i18n._('Notes (optional)')}
                        value={values.notes}
                        rows={3}
                        maxLength={500}
                        onChange={(event) => change('notes', event.currentTarget.value)}
                      />
                    </Stack>
                  )}

                  {step === 3 && (
                    <Stack gap="md">
                      <Box component="dl" m={0}>
                        <SummaryRow label={i18n._('Name')}>
                          {`${values.firstName.trim()} ${values.lastName.trim()}`}
                        </SummaryRow>
                        <SummaryRow label={i18n._('Email')}>{values.email.trim()}</SummaryRow>
                        <SummaryRow label={i18n._('Mobile')}>{values.mobile.trim()}</SummaryRow>
                        <SummaryRow label={i18n._('Address')}>{address}</SummaryRow>
                        <SummaryRow label={i18n._('Service')}>{serviceLabel}</SummaryRow>
                        {values.notes.trim() && (
                          <SummaryRow label={i18n._('Notes')}>{values.notes.trim()}</SummaryRow>
                        )}
                        <Group justify="space-between" py="sm" wrap="nowrap">
                          <Text component="dt" fw={700} fz="lg">
                            {i18n._('Total Amount')}
                          </Text>
                          <Text component="dd" m={0} fw={800} fz="xl" c="teal.9">
                            {rupees(Number(values.amount))}
                          </Text>
                        </Group>
                      </Box>
                      <Checkbox
                        checked={termsAccepted}
                        onChange={(event) => {
                          setError(null);
                          setTermsAccepted(event.currentTarget.checked);
                        }}
                        color="teal.9"
                        ref={(element) => {
                          fieldRefs.current.terms = element;
                        }}
                        aria-describedby={error?.kind === 'message' ? 'payment-error' : undefined}
                        label={
                          <Trans
                            id="I agree to the <0>Terms and Conditions</0> and the <1>Privacy Policy</1>"
                            components={{
                              0: <Anchor href="/privacypolicy#terms" target="_blank" c="teal.9" fw={600} />,
                              1: <Anchor href="/privacypolicy" target="_blank" c="teal.9" fw={600} />,
                            }}
                          />
                        }
                      />
                    </Stack>
                  )}

                  <div className={classes.actions}>
                    {step > 1 && (
                      <Button
                        type="button"
                        variant="default"
                        size="md"
                        disabled={pending}
                        onClick={() => goTo(step === 3 ? 2 : 1)}
                      >
                        {i18n._('Back')}
                      </Button>
                    )}
                    {step < 3 ? (
                      <Button type="submit" color="teal.9" size="md" style={AA_BUTTON_HOVER}>
                        {i18n._('Next')}
                      </Button>
                    ) : (
                      <Button
                        type="submit"
                        color="teal.9"
                        size="md"
                        disabled={pending}
                        style={AA_BUTTON_HOVER}
                      >
                        {pending ? i18n._('Processing...') : i18n._('Proceed to Payment')}
                      </Button>
                    )}
                  </div>
                </Stack>
              </form>
            </Stack>
          </Paper>

          <Text fz="sm" ta="center" c="gray.7">
            <Box component="span" c="teal.9" mr={6} style={{ verticalAlign: '-3px' }}>
              <ShieldIcon size={18} />
            </Box>
            {i18n._('Your payment is secured with 256-bit SSL encryption.')}
          </Text>
        </Stack>
      </Container>
    </Box>
  );
}
