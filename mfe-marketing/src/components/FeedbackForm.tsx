import { useLingui } from '@lingui/react';
import { FeedbackSchema, type FeedbackInput } from '@hp/contracts';
import { Button, EmailField, TextInput, Textarea } from '@hp/ui';
import { sendFeedback } from '../api/enquiries';
import { useEnquiryForm } from './enquiries/useEnquiryForm';
import classes from './FeedbackSection.module.css';

const EMPTY_FEEDBACK: FeedbackInput = { name: '', email: '', message: '' };

/**
 * Home's feedback form, a module of its own (FeedbackSection loads it when the visitor comes near): its fields,
 * react-hook-form and the contracts' schema are not part of Home's first load.
 */
export default function FeedbackForm() {
  const { i18n } = useLingui();
  // Sent to the booking service (the earlier app kept it in the page).
  const { form, onSubmit, errorOf, pending } = useEnquiryForm({
    loadSchema: () => Promise.resolve(FeedbackSchema),
    empty: EMPTY_FEEDBACK,
    send: sendFeedback,
    sent: () => ({
      title: i18n._('Thank you for your feedback!'),
      message: i18n._('We appreciate your message and will get back to you soon'),
    }),
    notSent: i18n._('Your feedback was not sent'),
  });

  return (
    <form noValidate aria-labelledby="feedback-form-title" className={classes.form} onSubmit={onSubmit}>
      <h3 id="feedback-form-title" className={classes.formTitle}>
        {i18n._('Send us your feedback')}
      </h3>
      <TextInput
        label={i18n._('Name')}
        autoComplete="name"
        placeholder={i18n._('Your name')}
        required
        error={errorOf('name')}
        {...form.register('name')}
      />
      <EmailField error={errorOf('email')} {...form.register('email')} />
      <Textarea
        label={i18n._('Message')}
        placeholder={i18n._('How can we help?')}
        rows={4}
        required
        error={errorOf('message')}
        {...form.register('message')}
      />
      <Button type="submit" color="teal.9" fullWidth loading={pending}>
        {i18n._('Send Feedback')}
      </Button>
    </form>
  );
}
