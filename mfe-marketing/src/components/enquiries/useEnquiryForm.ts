import { useLingui } from '@lingui/react';
import type { FormEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import type { z } from 'zod/mini';
import { notify } from '@hp/shell-sdk';
import { contractResolver, showServerFieldErrors } from '@hp/ui';
import { useOneAtATime } from '../useOneAtATime';
import { failureReason, translated } from './formText';

interface EnquiryFormOptions<TFields extends FieldValues, TRequest> {
  /** The contract's schema: the same rules and messages as the server. */
  schema: z.ZodMiniType<TRequest, TFields>;
  /** The empty form (also what a sent form goes back to). */
  empty: TFields;
  send: (request: TRequest) => Promise<unknown>;
  /** The success toast, in the page's language. */
  sent: (request: TRequest) => { title: string; message: string };
  /** The failure toast's title; its text says why (the API's message, else `fallback`). */
  notSent: string;
  fallback?: string;
  /** Called when the browser-side check refuses the form (the fields say why in any case). */
  onInvalid?: () => void;
}

/**
 * A public form whose submission the booking service stores: the contract's checks, the spec's toasts, an emptied
 * form once sent, and on failure everything typed kept, the server's field messages on the fields and a toast
 * saying why. One request at a time: a second click or Enter while the first is on its way does nothing. The form
 * library's own submit state says when one is on its way (no query cache is involved in sending a form).
 */
export function useEnquiryForm<TFields extends FieldValues, TRequest>({
  schema,
  empty,
  send,
  sent,
  notSent,
  fallback,
  onInvalid,
}: EnquiryFormOptions<TFields, TRequest>) {
  const { i18n } = useLingui();
  const form = useForm<TFields, unknown, TRequest>({
    resolver: contractResolver(schema),
    defaultValues: empty as DefaultValues<TFields>,
  });
  const oneAtATime = useOneAtATime();

  const submit = form.handleSubmit(async (request) => {
    try {
      await send(request);
      const { title, message } = sent(request);
      notify.success(title, message);
      form.reset(empty);
    } catch (error) {
      showServerFieldErrors(error, Object.keys(empty) as Path<TFields>[], form.setError);
      notify.error(notSent, failureReason(i18n, error, fallback));
    }
  }, onInvalid);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    oneAtATime(() => submit(event));
  };

  /** A field's message in the page's language (the contracts' messages are English). */
  const errorOf = (field: Path<TFields>) =>
    translated(i18n, form.getFieldState(field, form.formState).error?.message);

  return { form, onSubmit, errorOf, pending: form.formState.isSubmitting };
}
