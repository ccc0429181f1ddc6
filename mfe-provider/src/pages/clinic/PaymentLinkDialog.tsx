import { useLingui } from '@lingui/react';
import { useRef, useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import {
  PAYMENT_LINK_CATEGORIES,
  PAYMENT_LINK_METHODS,
  paymentApi,
  type CreatePaymentLinkRequest,
  type CreatePaymentLinkResponse,
} from '@hp/contracts';
import { notify } from '@hp/shell-sdk';
import { useApiMutation } from '@hp/shell-sdk/query';
import {
  Alert,
  Button,
  ButtonLink,
  Checkbox,
  fieldErrorsFrom,
  Group,
  inPageLanguage,
  NativeSelect,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@hp/ui';
import { CATEGORY_LABEL, INVALID_LINK_ANSWER, paymentLinkFailure } from './clinicLabels';
import {
  defaultDescription,
  expiryDateRange,
  fieldOfRequestPath,
  invalidFormToast,
  mayGenerate,
  paymentLinkDefaults,
  paymentLinkResolver,
  type LinkedConsultation,
  type PaymentLinkValues,
} from './paymentLinkValues';
import classes from './ClinicDash.module.css';

export interface PaymentLinkDialogProps {
  consultation: LinkedConsultation;
  onClose: () => void;
  /** The link was made: the dashboard shows it on the consultation at once (booking learns it by an event). */
  onCreated: (consultationId: string, answer: CreatePaymentLinkResponse) => void;
}

/** Puts `text` on the clipboard where the browser lets the page; false where it does not. */
async function copyToClipboard(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

interface CreatedLink {
  link: string;
  id: string;
  copied: boolean;
}

/**
 * The Generate Payment Link dialog's content (a chunk of its own: the dashboard's first load does not carry the form;
 * the page holds the dialog itself): the spec's fields, defaults, limits and messages, checked with the contract's
 * schema; the link made is shown and put on the clipboard (or, where the browser refuses, shown to copy by hand).
 */
export default function PaymentLinkContent({ consultation, onClose, onCreated }: PaymentLinkDialogProps) {
  const [created, setCreated] = useState<CreatedLink | null>(null);
  return created ? (
    <LinkCreated created={created} onClose={onClose} />
  ) : (
    <PaymentLinkForm
      consultation={consultation}
      onCancel={onClose}
      onCreated={(answer, copied) => {
        setCreated({ link: answer.payment_link, id: answer.payment_link_id, copied });
        onCreated(consultation.id, answer);
      }}
    />
  );
}

function PaymentLinkForm({
  consultation,
  onCancel,
  onCreated,
}: {
  consultation: LinkedConsultation;
  onCancel: () => void;
  onCreated: (answer: CreatePaymentLinkResponse, copied: boolean) => void;
}) {
  const { i18n } = useLingui();
  const range = expiryDateRange();
  const create = useApiMutation(paymentApi.paymentCreateLink);
  const form = useForm<PaymentLinkValues, unknown, CreatePaymentLinkRequest>({
    resolver: paymentLinkResolver(consultation),
    defaultValues: paymentLinkDefaults(),
  });
  const { errors, isSubmitting } = form.formState;
  const busy = isSubmitting || create.isPending;
  const values = form.watch();
  const error = (message: string | undefined) => inPageLanguage(i18n, message);

  const refused = (formErrors: FieldErrors<PaymentLinkValues>) => {
    const toast = invalidFormToast(formErrors);
    notify.error(i18n._(toast.title), inPageLanguage(i18n, toast.message));
  };

  const generate = async (request: CreatePaymentLinkRequest) => {
    // One at a time: the button is disabled while busy, and a second Enter does nothing either.
    if (create.isPending) return;
    let answer: CreatePaymentLinkResponse;
    try {
      answer = await create.mutateAsync(request);
    } catch (failure) {
      const toast = paymentLinkFailure(failure);
      notify.error(i18n._(toast.title), inPageLanguage(i18n, toast.message));
      for (const [path, message] of Object.entries(fieldErrorsFrom(failure))) {
        const field = fieldOfRequestPath(path);
        if (field !== 'root') form.setError(field, { type: 'server', message });
      }
      return;
    }
    if (typeof answer?.payment_link !== 'string' || !answer.payment_link || !answer.payment_link_id) {
      notify.error(i18n._('Payment Link Error'), i18n._(INVALID_LINK_ANSWER));
      return;
    }
    const copied = await copyToClipboard(answer.payment_link);
    notify.success(
      i18n._('Payment Link Generated'),
      copied
        ? i18n._('The payment link has been copied to the clipboard.')
        : i18n._('Copy the link below and send it to the patient.'),
    );
    onCreated(answer, copied);
  };

  const cancel = () => {
    form.reset(paymentLinkDefaults());
    onCancel();
  };

  return (
    <form
      noValidate
      aria-label={i18n._('Payment link details')}
      onSubmit={(event) => void form.handleSubmit(generate, refused)(event)}
    >
      <Stack gap="md">
        <TextInput
          label={i18n._('Amount (INR)')}
          type="number"
          inputMode="decimal"
          step="0.01"
          min="1"
          required
          placeholder="500.00"
          error={error(errors.amount?.message)}
          {...form.register('amount')}
        />
        <TextInput
          label={i18n._('Expiry Date')}
          type="date"
          min={range.min}
          max={range.max}
          description={i18n._('Maximum 180 days from today')}
          error={error(errors.expiryDate?.message)}
          {...form.register('expiryDate')}
        />
        <Textarea
          label={i18n._('Description')}
          rows={2}
          placeholder={defaultDescription(consultation)}
          error={error(errors.description?.message)}
          {...form.register('description')}
        />
        <fieldset className={classes.fieldset}>
          <legend className={classes.legend}>{i18n._('Customer Details')}</legend>
          <div className={classes.pair}>
            <TextInput
              label={i18n._('Email')}
              type="email"
              autoComplete="off"
              withAsterisk
              aria-required
              placeholder="patient@example.com"
              error={error(errors.email?.message)}
              {...form.register('email')}
            />
            <TextInput
              label={i18n._('Phone')}
              type="tel"
              inputMode="tel"
              autoComplete="off"
              withAsterisk
              aria-required
              placeholder="+91 9876543210"
              error={error(errors.phone?.message)}
              {...form.register('phone')}
            />
          </div>
        </fieldset>
        <fieldset className={classes.fieldset}>
          <legend className={classes.legend}>{i18n._('Optional Product Details')}</legend>
          <div className={classes.pair}>
            <TextInput
              label={i18n._('Product/Service Name')}
              placeholder={i18n._('Medical Services')}
              error={error(errors.productName?.message)}
              {...form.register('productName')}
            />
            <NativeSelect
              label={i18n._('Category')}
              data={PAYMENT_LINK_CATEGORIES.map((value) => ({ value, label: i18n._(CATEGORY_LABEL[value]) }))}
              {...form.register('category')}
            />
          </div>
        </fieldset>
        <fieldset
          className={classes.fieldset}
          aria-describedby={errors.methods ? 'payment-methods-error' : undefined}
        >
          <legend className={classes.legend}>
            {i18n._('Allowed Payment Methods')}
            <span className={classes.requiredMark} aria-hidden="true">
              {' *'}
            </span>
          </legend>
          <div className={classes.methods}>
            {PAYMENT_LINK_METHODS.map((method) => (
              <Checkbox key={method} label={method} value={method} {...form.register('methods')} />
            ))}
          </div>
          {errors.methods?.message && (
            <p className={classes.error} id="payment-methods-error">
              {error(errors.methods.message)}
            </p>
          )}
        </fieldset>
        {errors.root?.message && (
          <Alert color="red" role="alert">
            {error(errors.root.message)}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={cancel} disabled={busy}>
            {i18n._('Cancel')}
          </Button>
          <Button type="submit" disabled={busy || !mayGenerate(values)} aria-busy={busy || undefined}>
            {busy ? i18n._('Generating...') : i18n._('Generate Payment Link')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The link made: shown in full, with Copy (again) and Open, and whether it is already on the clipboard. */
function LinkCreated({ created, onClose }: { created: CreatedLink; onClose: () => void }) {
  const { i18n } = useLingui();
  const [copied, setCopied] = useState(created.copied);
  const [copyFailed, setCopyFailed] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const copy = async () => {
    const done = await copyToClipboard(created.link);
    setCopied(done);
    setCopyFailed(!done);
    if (!done) input.current?.select();
  };

  return (
    <Stack gap="md">
      {/* The toast says 'Payment Link Generated'; the box says where the link is (no teal title: too little contrast). */}
      <Alert color="teal" role="status">
        {copied
          ? i18n._('The payment link has been copied to the clipboard.')
          : i18n._('Copy the link below and send it to the patient.')}
      </Alert>
      <TextInput
        ref={input}
        label={i18n._('Payment link')}
        readOnly
        value={created.link}
        onFocus={(event) => event.currentTarget.select()}
        description={i18n._('Payment Link ID: {id}', { id: created.id })}
      />
      {copyFailed && (
        <Text size="sm" c="red.9" role="alert">
          {i18n._('The browser did not allow copying. Select the link and copy it.')}
        </Text>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          {i18n._('Close')}
        </Button>
        <ButtonLink href={created.link} target="_blank" rel="noopener noreferrer" variant="outline">
          {i18n._('Open link')}
        </ButtonLink>
        <Button onClick={() => void copy()}>{i18n._('Copy link')}</Button>
      </Group>
    </Stack>
  );
}
