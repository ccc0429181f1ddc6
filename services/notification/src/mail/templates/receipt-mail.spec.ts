import type { OrderPaidEvent } from '@hp/contracts';
import { receiptMail } from './receipt-mail.js';

const paid = (overrides: Partial<OrderPaidEvent> = {}): OrderPaidEvent => ({
  orderReference: 'HP-abc-0123456789',
  service: 'dental-checkup',
  amountPaise: 50_000,
  email: 'asha@example.com',
  firstName: 'Asha',
  lastName: 'Rao',
  mobile: '9876543210',
  paidAt: '2026-11-23T10:00:00.000Z',
  serviceLabel: 'Dental Checkup',
  ...overrides,
});

describe('receiptMail', () => {
  it('names the amount in rupees, the catalogue service and the order reference', () => {
    expect(receiptMail(paid())).toEqual({
      to: 'asha@example.com',
      subject: 'We received your payment',
      text: [
        'Dear Asha Rao,',
        '',
        'Thank you. We received your payment of ₹500 for Dental Checkup.',
        '',
        'Your order reference: HP-abc-0123456789',
      ].join('\n'),
    });
  });

  it('writes a custom amount with Indian digit grouping and paise when there are any', () => {
    expect(
      receiptMail(paid({ service: 'custom', serviceLabel: 'Custom Amount', amountPaise: 12_345_050 })).text,
    ).toContain('your payment of ₹1,23,450.50 for Custom Amount.');
  });

  it('names the service by its value when the event has no label (events older than the label)', () => {
    expect(receiptMail(paid({ service: 'root-canal', serviceLabel: undefined })).text).toContain(
      'for root-canal.',
    );
  });
});
