// Schema-free, so that /payment/success can check the address's reference without building the orders' schemas.

/** An order's reference as we make them and Plural echoes them back: letters, digits, `_` and `-`, 1 to 50. */
export const ORDER_REFERENCE_PATTERN = /^[A-Za-z0-9_-]{1,50}$/;

export const isOrderReference = (value: unknown): value is string =>
  typeof value === 'string' && ORDER_REFERENCE_PATTERN.test(value);
