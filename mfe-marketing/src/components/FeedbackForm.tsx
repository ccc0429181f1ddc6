import { useLingui } from '@lingui/react';
import { useForm } from 'react-hook-form';
import { Button, TextInput, Textarea } from '@mantine/core';
import { FeedbackSchema, type Feedback, type FeedbackInput } from '@hp/contracts';
import { useMutation } from '@tanstack/react-query';
import { notify } from '@hp/shell-sdk';
import { contractResolver, showServerFieldErrors } from '@hp/ui';
import { sendFeedback } from '../api/enquiries';
import { failureReason, translated } from './enquiries/formText';
import classes from './FeedbackSection.module.css';

const EMPTY_FEEDBACK: FeedbackInput = { name: '', email: '', message: '' };
const FIELDS = ['name', 'email', 'message'] as const;
const resolver = contractResolver(FeedbackSchema);

/**
 * Home's feedback form, a module of its own (FeedbackSection loads it when the visitor comes near, inside the SDK's
 * LibraryProvider): Mantine's inputs, react-hook-form and the contracts' schema are not part of Home's first load.
 */
export default function FeedbackForm() {
  const { i18n } = useLingui();
  const form = useForm<FeedbackInput, unknown, Feedback>({
    resolver,
    defaultValues: EMPTY_FEEDBACK,
  });
  const { errors } = form.formState;
  const send = useMutation({ mutationFn: sendFeedback });

  // Sent to the booking service (the earlier app kept it in the page). A failure keeps what was typed.
  const submit = form.handleSubmit(async (feedback) => {
    try {
      await send.mutateAsync(feedback);
      notify.success(
        i18n._('Thank you for your feedback!'),
        i18n._('We appreciate your message and will get back to you soon'),
      );
      form.reset(EMPTY_FEEDBACK);
    } catch (error) {
      showServerFieldErrors(error, FIELDS, form.setError);
      notify.error(i18n._('Your feedback was not sent'), failureReason(i18n, error));
    }
  });

  return (
    <form
      noValidate
      aria-labelledby="feedback-form-title"
      className={classes.form}
      onSubmit={(event) => void submit(event)}
    >
      <h3 id="feedback-form-title" className={classes.formTitle}>
        {i18n._('Send us your feedback')}
      </h3>
      <TextInput
        label={i18n._('Name')}
        autoComplete="name"
        placeholder={i18n._('Your name')}
        required
        error={translated(i18n, errors.name?.message)}
        {...form.register('name')}
      />
      <TextInput
        label={i18n._('Email')}
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        required
        error={translated(i18n, errors.email?.message)}
        {...form.register('email')}
      />
      <Textarea
        label={i18n._('Message')}
        placeholder={i18n._('How can we help?')}
        rows={4}
        required
        error={translated(i18n, errors.message?.message)}
        {...form.register('message')}
      />
      {/* Shade 9: white on Mantine's teal 7 is below AA contrast. */}
      <Button type="submit" color="teal.9" fullWidth loading={send.isPending}>
        {i18n._('Send Feedback')}
      </Button>
    </form>
  );
}
