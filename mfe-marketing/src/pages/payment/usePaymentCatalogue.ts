import { paymentApi, type CatalogueEntry } from '@hp/contracts';
import { useApiQuery } from '@hp/shell-sdk/query';

/** As long as the gateway lets browsers keep the answer (the route's cacheSeconds): no refetch while on the page. */
const FRESH_MS = (paymentApi.paymentCatalogue.cacheSeconds ?? 0) * 1000;

/**
 * The payment service's catalogue (GET /api/payment/catalogue): what can be paid for and at what price. `entryOf`
 * finds a service's entry once the list is there.
 */
export function usePaymentCatalogue() {
  const query = useApiQuery(paymentApi.paymentCatalogue, undefined, { staleTime: FRESH_MS });
  const services = query.data?.services;
  const entryOf = (value: string | null): CatalogueEntry | undefined =>
    services?.find((entry) => entry.value === value);
  return {
    services,
    entryOf,
    isPending: query.isPending,
    isError: query.isError,
    retry: () => void query.refetch(),
  };
}

export type PaymentCatalogueState = ReturnType<typeof usePaymentCatalogue>;
