import type { FormEvent, ReactNode } from 'react';
import { AfterFirstPaint, ScreenHeightPlaceholder } from '@hp/shell-sdk';
import { Container, Paper, Stack, Text, Title } from '@hp/ui';
import classes from './enquiries.module.css';

export interface EnquirySectionProps {
  /** The section's accessible name. */
  label: string;
  /**
   * The form's card (the wider column): a lazy component, rendered once the page has been painted. The hero's text is
   * the page's largest paint on a phone; it does not wait for the form library and the fields (Lighthouse's LCP on
   * /booking, /consultform and /insurance), and the form's screen is held by a placeholder, so nothing moves.
   */
  form: ReactNode;
  /** What sits beside it (below it on a phone). */
  aside: ReactNode;
}

/** An enquiry page's body under its hero: the form beside its aside. */
export function EnquirySection({ label, form, aside }: EnquirySectionProps) {
  return (
    <section aria-label={label} className={classes.section}>
      <Container size="lg">
        <div className={classes.columns}>
          <div>
            <AfterFirstPaint fallback={<ScreenHeightPlaceholder />}>{form}</AfterFirstPaint>
          </div>
          <div>{aside}</div>
        </div>
      </Container>
    </section>
  );
}

export interface EnquiryFormCardProps {
  /** The card's own id (a link's target), if any. */
  id?: string;
  /** The form's heading id (the form is labelled by it). */
  titleId: string;
  title: string;
  lead: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The fields and buttons. */
  children: ReactNode;
}

/** An enquiry form in its card: heading and lead text, then the fields (checked by the page, not the browser). */
export function EnquiryFormCard({ id, titleId, title, lead, onSubmit, children }: EnquiryFormCardProps) {
  return (
    <Paper withBorder shadow="sm" radius="md" className={classes.card} id={id}>
      <form noValidate aria-labelledby={titleId} onSubmit={onSubmit}>
        <Stack gap="md">
          <div>
            <Title id={titleId} order={2} className={classes.cardTitle}>
              {title}
            </Title>
            <Text c="gray.7" mt={4}>
              {lead}
            </Text>
          </div>
          {children}
        </Stack>
      </form>
    </Paper>
  );
}
