// @ts-check
// What Plural accepts in a create-order and a create-payment-link body: each check returns the error message
// Plural-style (400 INVALID_REQUEST), or null.

export const PAYMENT_METHODS = ['CARD', 'UPI', 'NETBANKING', 'WALLET', 'POINTS', 'CREDIT_EMI', 'DEBIT_EMI'];
const MAX_LINK_DAYS = 180;

/** @param {Record<string, unknown>} b */
export function validateOrder(b) {
  const ref = b.merchant_order_reference;
  if (
    (typeof ref !== 'string' && typeof ref !== 'number') ||
    String(ref).length < 1 ||
    String(ref).length > 50
  ) {
    return 'merchant_order_reference is required (1-50 characters)';
  }
  const amountError = validateAmount(b.order_amount, 'order_amount');
  if (amountError) return amountError;
  if (b.pre_auth !== undefined && typeof b.pre_auth !== 'boolean') return 'pre_auth must be a boolean';
  const methodsError = validateMethods(b.allowed_payment_methods);
  if (methodsError) return methodsError;
  for (const k of ['callback_url', 'failure_callback_url']) {
    if (b[k] !== undefined && !isHttpUrl(b[k])) return `${k} must be an http(s) URL`;
  }
  if (b.notes !== undefined && typeof b.notes !== 'string') return 'notes must be a string';
  const pd = b.purchase_details;
  if (pd !== undefined) {
    if (!pd || typeof pd !== 'object') return 'purchase_details must be an object';
    const customer = /** @type {Record<string, unknown>} */ (pd).customer;
    if (customer !== undefined) {
      if (!customer || typeof customer !== 'object') return 'purchase_details.customer must be an object';
      const c = /** @type {Record<string, unknown>} */ (customer);
      if (c.email_id !== undefined && !/^[^@\s]+@[^@\s]+$/.test(String(c.email_id)))
        return 'purchase_details.customer.email_id is not an e-mail address';
      if (c.mobile_number !== undefined && !/^\d{10,20}$/.test(String(c.mobile_number)))
        return 'purchase_details.customer.mobile_number must be 10-20 digits';
    }
  }
  return null;
}

/** @param {Record<string, unknown>} b */
export function validateLink(b) {
  const amountError = validateAmount(b.amount, 'amount');
  if (amountError) return amountError;
  const ref = b.merchant_payment_link_reference;
  if (typeof ref !== 'string' || !/^[A-Za-z0-9_-]{1,50}$/.test(ref)) {
    return 'merchant_payment_link_reference is required (1-50 characters: A-Z, a-z, 0-9, - and _)';
  }
  const c = /** @type {Record<string, unknown> | undefined} */ (b.customer);
  if (!c || typeof c !== 'object') return 'customer is required';
  if (!c.email_id && !c.mobile_number) return 'customer needs email_id or mobile_number';
  if (c.mobile_number !== undefined && !/^\d{10,20}$/.test(String(c.mobile_number)))
    return 'customer.mobile_number must be 10-20 digits';
  const methodsError = validateMethods(b.allowed_payment_methods);
  if (methodsError) return methodsError;
  if (b.expire_by !== undefined) {
    const t = typeof b.expire_by === 'string' ? Date.parse(b.expire_by) : NaN;
    if (Number.isNaN(t)) return 'expire_by must be an ISO 8601 time';
    if (t <= Date.now()) return 'expire_by must be in the future';
    if (t > Date.now() + MAX_LINK_DAYS * 86_400_000)
      return `expire_by must be at most ${MAX_LINK_DAYS} days ahead`;
  }
  if (b.description !== undefined && typeof b.description !== 'string') return 'description must be a string';
  if (b.product_details !== undefined && !Array.isArray(b.product_details))
    return 'product_details must be a list';
  return null;
}

/** @param {unknown} a @param {string} name */
function validateAmount(a, name) {
  if (!a || typeof a !== 'object') return `${name} is required`;
  const { value, currency } = /** @type {Record<string, unknown>} */ (a);
  if (!Number.isInteger(value) || Number(value) < 100 || Number(value) > 100_000_000) {
    return `${name}.value must be an integer number of paise from 100 to 100000000`;
  }
  if (currency !== 'INR') return `${name}.currency must be INR`;
  return null;
}

/** @param {unknown} m */
function validateMethods(m) {
  if (m === undefined) return null;
  if (!Array.isArray(m) || m.length === 0) return 'allowed_payment_methods must be a non-empty list';
  const bad = m.filter((x) => !PAYMENT_METHODS.includes(x));
  return bad.length
    ? `allowed_payment_methods: unknown ${bad.join(', ')} (allowed: ${PAYMENT_METHODS.join(', ')})`
    : null;
}

/** @param {unknown} u */
function isHttpUrl(u) {
  if (typeof u !== 'string') return false;
  try {
    return ['http:', 'https:'].includes(new URL(u).protocol);
  } catch {
    return false;
  }
}
