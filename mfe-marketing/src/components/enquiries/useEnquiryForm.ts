import { useLingui } from '@lingui/react';
import { useEffect, useState, type FormEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import type { z } from 'zod/mini';
import { notify, useAfterFirstPaint } from '@hp/shell-sdk';
import { lazyContractResolver, showServerFieldErrors } from '@hp/ui';
import { useOneAtATime } from '../useOneAtATime';
import { failureReason, translated } from './formText';

interface EnquiryFormOptions<TFields extends FieldValues, TRequest> {
  /**
   * The contract's schema (the same rules and messages as the server), from a module of its own: it and zod are
   * fetched once the page has been painted, not with it.
   */
  loadSchema: () => Promise<z.ZodMiniType<TRequest, TFields>>;
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
 * library's own submit state says when one is on its way (no query cache is involved in sending a form). The
 * schema is there once loaded (`schema`, undefined before), for a page that checks the values as they are typed.
 */
export function useEnquiryForm<TFields extends FieldValues, TRequest>({
  loadSchema,
  empty,
  send,
  sent,
  notSent,
  fallback,
  onInvalid,
}: EnquiryFormOptions<TFields, TRequest>) {
  const { i18n } = useLingui();
  const [resolver] = useState(() => lazyContractResolver(loadSchema));
  const form = useForm<TFields, unknown, TRequest>({
    resolver,
    defaultValues: empty as DefaultValues<TFields>,
  });
  const [schema, setSchema] = useState<z.ZodMiniType<TRequest, TFields>>();
  const painted = useAfterFirstPaint();
  useEffect(() => {
    if (!painted) return;
    let mounted = true;
    loadSchema().then(
      (loaded) => mounted && setSchema(() => loaded),
      () => undefined, // a check retries the load and says what failed
    );
    return () => {
      mounted = false;
    };
  }, [painted]);
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
    // Only the schema's load can fail here (send's failures are answered above): nothing was sent.
    oneAtATime(() =>
      submit(event).catch(() => notify.error(notSent, i18n._('Please check your network and try again.'))),
    );
  };

  /** A field's message in the page's language (the contracts' messages are English). */
  const errorOf = (field: Path<TFields>) =>
    translated(i18n, form.getFieldState(field, form.formState).error?.message);

  return { form, onSubmit, errorOf, pending: form.formState.isSubmitting, schema };
}
