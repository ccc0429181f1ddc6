import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useMutation } from '@hp/shell-sdk/query';
import { useLingui } from '@lingui/react';
import { MEMBERSHIP_SERVICE, Role } from '@hp/contracts';
import { useSession } from '@hp/shell-sdk';
import { Button, Paper, Stack, Title } from '@hp/ui';
import {
  browserNavigation,
  newIdempotencyKey,
  startCheckout,
  type CheckoutAttempt,
} from '../../../api/payment';
import { useOneAtATime } from '../../../components/useOneAtATime';
import { usePaymentCatalogue } from '../usePaymentCatalogue';
import { ConfirmationStep } from './ConfirmationStep';
import { MembershipNote } from './MembershipNote';
import { PatientStep } from './PatientStep';
import {
  checkoutFailure,
  EMPTY_PAYMENT,
  errorText,
  NO_FIELDS,
  STEP_FIELDS,
  STEPS,
  TERMS_MESSAGE,
  type Field,
  type PaymentFields,
  type Problem,
  type Step,
  type WizardError,
} from './paymentForm';
import { loadedPaymentChecks, loadPaymentChecks } from './loadPaymentChecks';
import { ProgressHeader } from './ProgressHeader';
import { ServiceStep } from './ServiceStep';
import type { StepFields } from './stepFields';
import classes from '../PaymentPage.module.css';

/**
 * /payment's 3-step wizard; the last step hands over to the payment gateway's hosted checkout. It holds the values,
 * the step, the red box and the checkout; each step's fields are in this folder. Its own chunk, rendered after the
 * page's first paint (PaymentPage).
 */
export default function PaymentWizard() {
  const { i18n } = useLingui();
  const [searchParams] = useSearchParams();
  // A link may choose the service (/payment?service=membership-annual); its price comes with the catalogue.
  const [values, setValues] = useState<PaymentFields>(() => ({
    ...EMPTY_PAYMENT,
    service: searchParams.get('service') ?? '',
  }));
  const [step, setStep] = useState<Step>(1);
  const [error, setError] = useState<WizardError | null>(null);
  const [termsAccepted, setTermsAccepted] = useState(false);
  const catalogue = usePaymentCatalogue();
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

  // Once the catalogue is there, the link's service brings its price, and a service it lacks is dropped (the
  // service field stays disabled until then, so the visitor cannot have chosen another).
  const linkServiceChecked = useRef(false);
  const services = catalogue.services;
  useEffect(() => {
    if (!services || linkServiceChecked.current) return;
    linkServiceChecked.current = true;
    setValues((previous) => {
      if (!previous.service) return previous;
      const entry = services.find((service) => service.value === previous.service);
      if (!entry) return { ...previous, service: '' };
      return entry.priceRupees === null ? previous : { ...previous, amount: String(entry.priceRupees) };
    });
  }, [services]);

  // The checks arrive while the first step is filled in, not with the page (see loadPaymentChecks).
  useEffect(() => {
    const prefetch = () => void loadPaymentChecks().catch(() => undefined);
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(prefetch, { timeout: 2000 });
      return () => cancelIdleCallback(id);
    }
    const timer = setTimeout(prefetch, 200);
    return () => clearTimeout(timer);
  }, []);

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

  const change = (field: Field, value: string) => {
    setError(null);
    if (field === 'email') emailEdited.current = true;
    unanswered.current = null;
    setValues((previous) => {
      const next: PaymentFields = { ...previous, [field]: value };
      // A catalogue service fills in its price; custom (or none) leaves the amount to the visitor.
      const price = field === 'service' ? catalogue.entryOf(value)?.priceRupees : undefined;
      if (price !== undefined && price !== null) next.amount = String(price);
      return next;
    });
  };

  const showProblem = (problem: Problem) => {
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
    const checks = await loadPaymentChecks().catch(() => undefined);
    if (!checks) {
      setError({ kind: 'network' });
      return;
    }
    const { checkoutRequestOf, problemsOf } = checks;
    const request = checkoutRequestOf(values);
    if (!request) {
      // Cannot happen after steps 1 and 2, but a wrong value is never sent.
      const problem = problemsOf(values, [...STEP_FIELDS[1], ...STEP_FIELDS[2]]);
      if (problem) setError({ kind: 'message', id: problem.message });
      return;
    }
    setError(null);
    const attempt = unanswered.current ?? { request, idempotencyKey: newIdempotencyKey() };
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
      const checked = step;
      const check = ({ problemsOf }: NonNullable<ReturnType<typeof loadedPaymentChecks>>) => {
        const problem = problemsOf(values, STEP_FIELDS[checked]);
        if (problem) showProblem(problem);
        else goTo(checked === 1 ? 2 : 3);
      };
      const checks = loadedPaymentChecks();
      if (checks) check(checks);
      else loadPaymentChecks().then(check, () => setError({ kind: 'network' }));
      return;
    }
    // One checkout at a time: a second press while the first is on its way does nothing.
    oneAtATime(proceed);
  };

  const fields: StepFields = {
    values,
    change,
    checked: (field) => ({
      error: invalid.has(field) || undefined,
      'aria-invalid': invalid.has(field) || undefined,
      'aria-describedby': invalid.has(field) ? 'payment-error' : undefined,
      ref: (element) => {
        fieldRefs.current[field] = element;
      },
    }),
  };

  const current = STEPS[step - 1] as (typeof STEPS)[number];
  const pending = checkout.isPending;

  return (
    <>
      {error && (
        <div id="payment-error" role="alert" className={`${classes.callout} ${classes.red} ${classes.alert}`}>
          {errorText(i18n, error)}
        </div>
      )}

      <Paper withBorder shadow="sm" radius="md" className={classes.card}>
        <Stack gap="xl">
          <ProgressHeader step={step} />
          <form noValidate aria-labelledby="payment-panel-title" onSubmit={onSubmit}>
            <Stack gap="md">
              <Title
                id="payment-panel-title"
                order={2}
                className={classes.panelTitle}
                ref={panelTitle}
                tabIndex={-1}
              >
                {i18n._(current.panel)}
              </Title>

              {forMembership && <MembershipNote />}
              {step === 1 && <PatientStep fields={fields} />}
              {step === 2 && <ServiceStep fields={fields} catalogue={catalogue} />}
              {step === 3 && (
                <ConfirmationStep
                  values={values}
                  service={catalogue.entryOf(values.service)}
                  termsAccepted={termsAccepted}
                  onTermsChange={(accepted) => {
                    setError(null);
                    setTermsAccepted(accepted);
                  }}
                  termsRef={(element) => {
                    fieldRefs.current.terms = element;
                  }}
                  termsDescribedBy={error?.kind === 'message' ? 'payment-error' : undefined}
                />
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
                  <Button type="submit" color="teal.9" size="md">
                    {i18n._('Next')}
                  </Button>
                ) : (
                  <Button type="submit" color="teal.9" size="md" disabled={pending}>
                    {pending ? i18n._('Processing...') : i18n._('Proceed to Payment')}
                  </Button>
                )}
              </div>
            </Stack>
          </form>
        </Stack>
      </Paper>
    </>
  );
}
