import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  BILLING_DEFAULTS,
  CHECKOUT_PAYMENT_METHODS,
  MIN_PAYMENT_RUPEES,
  PAYMENT_MESSAGES,
  paiseOf,
  type CheckoutCommand,
  type CheckoutResponse,
} from '@hp/contracts';
import { DomainError, SERVICE_CONFIG, type RpcMeta } from '@hp/service-platform';
import { catalogueEntry, serviceLabel } from '../catalogue/price-list.js';
import type { PaymentConfig } from '../config.js';
import { PluralClient, PluralError, type PluralCheckoutOrderRequest } from '../plural/plural-client.js';
import { OrdersRepository, type NewOrder, type Order } from './orders.repository.js';

/** How long a repeated submit waits for the first one's Plural order before asking Plural itself (same key). */
const IN_FLIGHT_WAIT_MS = 10_000;
const IN_FLIGHT_POLL_MS = 100;

/** A new merchant_order_reference: HP, the time, and 10 random hex digits (unguessable; Plural allows A-Za-z0-9-_). */
export const newOrderReference = (now = Date.now()) =>
  `HP-${now.toString(36)}-${randomBytes(5).toString('hex')}`;

/**
 * The amount in paise: the price list's price for a priced service, whatever the browser sent; for the one without a
 * price (custom), the browser's amount, at least ₹100. A service the list does not have is refused like an unchosen one.
 */
export function amountPaiseOf(command: Pick<CheckoutCommand, 'service' | 'order_amount'>): number {
  const entry = catalogueEntry(command.service);
  if (!entry) {
    throw new DomainError('VALIDATION.FAILED', undefined, { service: PAYMENT_MESSAGES.service });
  }
  if (entry.priceRupees !== null) return paiseOf(entry.priceRupees);
  const value = command.order_amount?.value;
  if (value === undefined || value < paiseOf(MIN_PAYMENT_RUPEES)) {
    throw new DomainError('VALIDATION.FAILED', undefined, { 'order_amount.value': PAYMENT_MESSAGES.amount });
  }
  return value;
}

/**
 * payment.cmd.checkout.v1: prices the order on the server, stores it (status created) before Plural is called,
 * then creates Plural's checkout order with the order's reference as Idempotency-Key and answers the hosted
 * checkout's address. The browser's Idempotency-Key (forwarded by the gateway) makes a double submit or a retry
 * land on the same order: the order's key is unique, so concurrent submits store one order and wait for it.
 */
@Injectable()
export class CheckoutHandler {
  private readonly logger = new Logger(CheckoutHandler.name);

  constructor(
    private readonly orders: OrdersRepository,
    private readonly plural: PluralClient,
    @Inject(SERVICE_CONFIG) private readonly config: PaymentConfig,
  ) {}

  async execute(command: CheckoutCommand, meta: RpcMeta): Promise<CheckoutResponse> {
    const customer = command.purchase_details.customer;
    const billing = customer.billing_address;
    const amountPaise = amountPaiseOf(command);
    const order: NewOrder = {
      reference: newOrderReference(),
      idempotencyKey: command.headers['idempotency-key'] ?? `server-${randomUUID()}`,
      requestHash: '',
      service: command.service,
      amountPaise,
      firstName: customer.first_name,
      lastName: customer.last_name,
      email: customer.email_id,
      mobile: customer.mobile_number,
      billingAddress: {
        address1: billing?.address1 ?? BILLING_DEFAULTS.address1,
        pincode: billing?.pincode ?? BILLING_DEFAULTS.pincode,
        city: billing?.city ?? BILLING_DEFAULTS.city,
        state: billing?.state ?? BILLING_DEFAULTS.state,
        country: billing?.country ?? 'INDIA',
      },
      notes: command.notes ?? null,
      correlationId: meta.correlationId,
    };
    order.requestHash = requestHashOf(order);

    const created = await this.orders.create(order);
    const stored = created ?? (await this.sameRequestOrder(order));
    if (stored.redirectUrl) return answer(stored.reference, stored.redirectUrl);
    if (!created) {
      const started = await this.untilStarted(stored.reference);
      if (started.redirectUrl) return answer(started.reference, started.redirectUrl);
      if (started.status === 'failed') throw initializationFailed(started.failureReason ?? undefined);
    }
    return this.startAtPlural(stored);
  }

  /** The order stored under the same key; the same key with another request is refused. */
  private async sameRequestOrder(order: NewOrder): Promise<Order> {
    const existing = await this.orders.findByIdempotencyKey(order.idempotencyKey);
    if (!existing) throw new DomainError('INTERNAL');
    if (existing.requestHash !== order.requestHash) throw new DomainError('PAYMENT.IDEMPOTENCY_KEY_REUSED');
    return existing;
  }

  /** Waits while another submit with the same key is asking Plural. */
  private async untilStarted(reference: string): Promise<Order> {
    const deadline = Date.now() + IN_FLIGHT_WAIT_MS;
    for (;;) {
      const order = await this.orders.findByReference(reference);
      if (!order) throw new DomainError('INTERNAL');
      if (order.redirectUrl || order.status !== 'created' || Date.now() > deadline) return order;
      await new Promise((resolve) => setTimeout(resolve, IN_FLIGHT_POLL_MS));
    }
  }

  private async startAtPlural(order: Order): Promise<CheckoutResponse> {
    const site = this.config.PAYMENT_SITE_URL.replace(/\/$/, '');
    const ref = encodeURIComponent(order.reference);
    const billing =
      order.billingAddress as PluralCheckoutOrderRequest['purchase_details']['customer']['billing_address'];
    const request: PluralCheckoutOrderRequest = {
      merchant_order_reference: order.reference,
      order_amount: { value: order.amountPaise, currency: 'INR' },
      pre_auth: false,
      allowed_payment_methods: CHECKOUT_PAYMENT_METHODS,
      notes: order.notes ?? `Payment for ${serviceLabel(order.service)}`,
      callback_url: `${site}/payment/success?reference=${ref}`,
      failure_callback_url: `${site}/payment/failure?reference=${ref}`,
      purchase_details: {
        customer: {
          email_id: order.email,
          first_name: order.firstName,
          last_name: order.lastName,
          customer_id: `CUST${order.reference.slice(-6)}`,
          mobile_number: order.mobile,
          billing_address: billing,
        },
      },
    };
    try {
      const created = await this.plural.createCheckoutOrder(request, order.reference);
      await this.orders.markStarted(order.reference, created.order_id, created.redirect_url);
      this.logger.log(
        { reference: order.reference, pluralOrderId: created.order_id },
        'Plural order created',
      );
      return answer(order.reference, created.redirect_url);
    } catch (error) {
      if (!(error instanceof PluralError)) throw error;
      this.logger.warn(
        { reference: order.reference, status: error.status, code: error.code, message: error.message },
        'Plural refused or could not be reached; the order stays created (reconciliation closes it)',
      );
      throw initializationFailed(error.message);
    }
  }
}

const answer = (reference: string, redirectUrl: string): CheckoutResponse => ({
  status: 'success',
  data: { redirect_url: redirectUrl, order_reference: reference },
  message: 'Redirecting to payment page',
});

/**
 * Plural's own message (or 'Unknown error'): the payment page shows it after "Payment initialization failed: ", as
 * the spec's error catalogue has it, so the prefix is not repeated here.
 */
const initializationFailed = (message = 'Unknown error') =>
  new DomainError('PAYMENT.INITIALIZATION_FAILED', message);

/** What makes two submits the same payment: the service, the amount and the customer. */
function requestHashOf(order: NewOrder): string {
  const { service, amountPaise, firstName, lastName, email, mobile, billingAddress, notes } = order;
  return createHash('sha256')
    .update(JSON.stringify([service, amountPaise, firstName, lastName, email, mobile, billingAddress, notes]))
    .digest('hex');
}
