import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import {
  Anchor,
  Box,
  Button,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { FeedbackSchema, type Feedback, type FeedbackInput } from '@hp/contracts';
import { useMutation } from '@tanstack/react-query';
import { brand, notify } from '@hp/shell-sdk';
import { contractResolver, showServerFieldErrors } from '@hp/ui';
import { sendFeedback } from '../api/enquiries';
import { MailIcon, MapPinIcon, PhoneIcon } from './icons';

function ContactLine({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <ThemeIcon size={36} radius="md" variant="light" color="teal">
        {icon}
      </ThemeIcon>
      <div>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          {label}
        </Text>
        <Text fw={500}>{children}</Text>
      </div>
    </Group>
  );
}

const EMPTY_FEEDBACK: FeedbackInput = { name: '', email: '', message: '' };
const FIELDS = ['name', 'email', 'message'] as const;

export function FeedbackSection() {
  const form = useForm<FeedbackInput, unknown, Feedback>({
    resolver: contractResolver(FeedbackSchema),
    defaultValues: EMPTY_FEEDBACK,
  });
  const { errors } = form.formState;
  const send = useMutation({ mutationFn: sendFeedback });

  // Sent to the booking service (the earlier app kept it in the page). A failure keeps what was typed.
  const submit = form.handleSubmit(async (feedback) => {
    try {
      await send.mutateAsync(feedback);
      notify.success(
        'Thank you for your feedback!',
        'We appreciate your message and will get back to you soon',
      );
      form.reset(EMPTY_FEEDBACK);
    } catch (error) {
      showServerFieldErrors(error, FIELDS, form.setError);
      notify.error('Your feedback was not sent', error instanceof Error ? error.message : undefined);
    }
  });

  return (
    <Box
      component="section"
      aria-labelledby="feedback-title"
      py={{ base: 56, md: 88 }}
      bg="var(--mantine-color-gray-light)"
    >
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 40, md: 64 }} verticalSpacing={40}>
          <Stack gap="lg">
            <Stack gap="xs">
              <Text tt="uppercase" fw={700} fz="xs" c="teal.7" lts={1.2}>
                Feedback
              </Text>
              <Title id="feedback-title" order={2} fz={{ base: 28, md: 36 }}>
                We&apos;d love to hear from you
              </Title>
              <Text c="dimmed" fz={{ base: 'md', md: 'lg' }}>
                Tell us about your visit, suggest an improvement or ask a question. Every message is read by
                our patient care team.
              </Text>
            </Stack>
            <ContactLine icon={<PhoneIcon size={18} />} label="Emergency line (24/7)">
              <Anchor href={`tel:${brand.emergencyPhone.replace(/\s/g, '')}`} inherit>
                {brand.emergencyPhone}
              </Anchor>
            </ContactLine>
            <ContactLine icon={<MailIcon size={18} />} label="Email">
              <Anchor href={`mailto:${brand.email}`} inherit>
                {brand.email}
              </Anchor>
            </ContactLine>
            <ContactLine icon={<MapPinIcon size={18} />} label="Visit us">
              {brand.address}
            </ContactLine>
          </Stack>

          <Paper withBorder shadow="sm" radius="md" p={{ base: 'lg', sm: 'xl' }}>
            <form noValidate aria-labelledby="feedback-form-title" onSubmit={(event) => void submit(event)}>
              <Stack gap="md">
                <Title id="feedback-form-title" order={3} fz="lg">
                  Send us your feedback
                </Title>
                <TextInput
                  label="Name"
                  autoComplete="name"
                  placeholder="Your name"
                  required
                  error={errors.name?.message}
                  {...form.register('name')}
                />
                <TextInput
                  label="Email"
                  type="email"
                  autoComplete="email"
                  placeholder="you@example.com"
                  required
                  error={errors.email?.message}
                  {...form.register('email')}
                />
                <Textarea
                  label="Message"
                  placeholder="How can we help?"
                  rows={4}
                  required
                  error={errors.message?.message}
                  {...form.register('message')}
                />
                <Button type="submit" color="teal" fullWidth loading={send.isPending}>
                  Send Feedback
                </Button>
              </Stack>
            </form>
          </Paper>
        </SimpleGrid>
      </Container>
    </Box>
  );
}
