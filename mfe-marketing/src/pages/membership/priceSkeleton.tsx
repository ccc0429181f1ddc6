import { Skeleton } from '@hp/ui';

/** The price's own size while it loads: nothing moves when it arrives. */
export const PriceSkeleton = () => <Skeleton height={48} width={130} radius="sm" />;

/** What a text shows in place of the price until the catalogue has answered. */
export const PRICE_PENDING = '₹…';
