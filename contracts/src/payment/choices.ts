// Schema-free, so that the payment form can list its choices without building the checkout's schemas (checkout.ts).

export const PAYMENT_COUNTRIES = ['INDIA', 'USA', 'UK', 'CANADA'] as const;
export type PaymentCountry = (typeof PAYMENT_COUNTRIES)[number];
