import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { MEMBERSHIP_SERVICE } from '@hp/contracts';
import { Text } from '@hp/ui';
import { CatalogueUnavailable } from '../payment/CatalogueUnavailable';
import { usePaymentCatalogue } from '../payment/usePaymentCatalogue';
import { PRICE_PENDING, PriceSkeleton } from './priceSkeleton';

// The parts of /membership that show the price (loaded after the page's text: see MembershipPage).

/** The annual membership's price from the payment service's catalogue, as this page writes it (₹2000). */
function useMembershipPrice() {
  const catalogue = usePaymentCatalogue();
  const rupees = catalogue.entryOf(MEMBERSHIP_SERVICE)?.priceRupees;
  return { ...catalogue, price: rupees ? `₹${rupees}` : undefined };
}

/** The hero's price, or why it could not be loaded (with Try again). */
export function HeroPrice() {
  const membership = useMembershipPrice();
  if (membership.price)
    return (
      <Text fz={48} fw={800} lh={1}>
        {membership.price}
      </Text>
    );
  if (membership.isError) return <CatalogueUnavailable retry={membership.retry} />;
  return <PriceSkeleton />;
}

/** A message with a `{price}` placeholder, the price filled in once known. */
export function PricedText({ message }: { message: MessageDescriptor }) {
  const { i18n } = useLingui();
  const { price } = useMembershipPrice();
  return i18n._({ ...message, values: { price: price ?? PRICE_PENDING } });
}
