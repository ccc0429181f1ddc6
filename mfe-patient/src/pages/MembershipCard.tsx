import { Trans, useLingui } from '@lingui/react';
import {
  Anchor,
  Badge,
  Button,
  ButtonLink,
  Group,
  Loader,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@hp/ui';
import { MEMBERSHIP_SERVICE, paymentApi } from '@hp/contracts';
import { formatIndiaDate, refreshMembership, useLocale, useMembership } from '@hp/shell-sdk';
import { useApiQuery } from '@hp/shell-sdk/query';

/** Where joining (or another year) is paid: the payment wizard with the membership chosen. */
export const MEMBERSHIP_CHECKOUT = `/payment?service=${MEMBERSHIP_SERVICE}`;

/** A page about the membership asks again when the answer is older than this (a payment may have just landed). */
const FRESH_MS = 10_000;

/** /clinicmain's membership card: until when a member's membership runs, or the offer for everyone else. */
export function MembershipCard() {
  const { i18n } = useLingui();
  const locale = useLocale((state) => state.locale);
  const { status, membership } = useMembership({ maxAgeMs: FRESH_MS });

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="membership-card-title">
      <Stack gap="sm">
        <Group justify="space-between" align="center" gap="xs">
          <Title id="membership-card-title" order={2} fz="xl">
            {membership ? i18n._('Your membership') : i18n._('Premium Membership')}
          </Title>
          {membership && (
            <Badge color="teal.9" variant="filled">
              {i18n._('Active')}
            </Badge>
          )}
        </Group>

        {membership ? (
          <>
            <Text fz="lg" fw={700} c="teal.9">
              {i18n._('Member until {date}', { date: formatIndiaDate(membership.activeUntil, locale) })}
            </Text>
            <Text c="gray.7">
              {i18n._('Member since {date}', { date: formatIndiaDate(membership.memberSince, locale) })}
            </Text>
            <Text size="sm" c="gray.7">
              {i18n._('Paying again adds a year from the day your membership ends.')}{' '}
              <Anchor to={MEMBERSHIP_CHECKOUT} c="teal.9" fw={600}>
                {i18n._('Extend by a year')}
              </Anchor>
            </Text>
          </>
        ) : status === 'loading' || status === 'idle' ? (
          <Group gap="xs" role="status">
            <Loader size={18} />
            <Text c="gray.7">{i18n._('Checking your membership...')}</Text>
          </Group>
        ) : status === 'failed' ? (
          <Group gap="sm">
            <Text c="gray.7">{i18n._('We could not check your membership just now.')}</Text>
            <Button variant="default" size="xs" onClick={() => void refreshMembership()}>
              {i18n._('Try again')}
            </Button>
          </Group>
        ) : (
          <>
            <Text>
              <Trans
                id="<0/> a year: member discounts on treatments, health packages and opticals, and free extras at our partner clinics, pharmacies and laboratories."
                components={{ 0: <MembershipPrice /> }}
              />
            </Text>
            <Group gap="md">
              <ButtonLink to={MEMBERSHIP_CHECKOUT} color="teal.9">
                {i18n._('Join Now')}
              </ButtonLink>
              <Anchor to="/membership" c="teal.9" fw={600}>
                {i18n._('See all benefits')}
              </Anchor>
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}

/** The membership's price from the payment service's catalogue: its own size while it loads, a retry if it fails. */
function MembershipPrice() {
  const { i18n } = useLingui();
  const catalogue = useApiQuery(paymentApi.paymentCatalogue, undefined, { staleTime: 60_000 });
  const rupees = catalogue.data?.services.find(
    (service) => service.value === MEMBERSHIP_SERVICE,
  )?.priceRupees;
  if (rupees) {
    return (
      <Text component="span" fw={800} fz="xl">
        {`₹${rupees}`}
      </Text>
    );
  }
  if (catalogue.isError) {
    return (
      <>
        {i18n._('The price could not be loaded.')}{' '}
        <Button variant="default" size="xs" onClick={() => void catalogue.refetch()}>
          {i18n._('Try again')}
        </Button>
      </>
    );
  }
  return <Skeleton height={24} width={64} />;
}
