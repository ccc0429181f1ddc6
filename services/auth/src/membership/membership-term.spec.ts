import { addMonthsInIndia } from '@hp/contracts';
import { membershipAfterPurchase } from './membership-term.js';

/** An instant written in India's time (+05:30), as a patient would read it. */
const ist = (local: string) => new Date(`${local}+05:30`);

describe('addMonthsInIndia', () => {
  it('keeps the day of the month and the time of day', () => {
    expect(addMonthsInIndia(ist('2026-11-23T15:30:00.000'), 12)).toEqual(ist('2027-11-23T15:30:00.000'));
    expect(addMonthsInIndia(ist('2026-03-10T09:00:00.000'), 1)).toEqual(ist('2026-04-10T09:00:00.000'));
  });

  it('ends a month short of the day on its last day: 31 January + 1 month is the end of February', () => {
    expect(addMonthsInIndia(ist('2027-01-31T10:00:00.000'), 1)).toEqual(ist('2027-02-28T10:00:00.000'));
    expect(addMonthsInIndia(ist('2028-01-31T10:00:00.000'), 1)).toEqual(ist('2028-02-29T10:00:00.000'));
    expect(addMonthsInIndia(ist('2027-03-31T10:00:00.000'), 1)).toEqual(ist('2027-04-30T10:00:00.000'));
  });

  it('takes 29 February a year on to 28 February, and back to 29 February four years on', () => {
    expect(addMonthsInIndia(ist('2028-02-29T12:00:00.000'), 12)).toEqual(ist('2029-02-28T12:00:00.000'));
    expect(addMonthsInIndia(ist('2028-02-29T12:00:00.000'), 48)).toEqual(ist('2032-02-29T12:00:00.000'));
  });

  it("counts in India's calendar: just after midnight in India is still the day before in UTC", () => {
    // 29 Feb 2028 00:30 in India is 28 Feb 19:00 UTC; a year on is 28 Feb 2029 in India, not 1 March.
    expect(addMonthsInIndia(new Date('2028-02-28T19:00:00.000Z'), 12)).toEqual(
      ist('2029-02-28T00:30:00.000'),
    );
    // 1 March 2028 01:00 in India (29 Feb UTC) stays 1 March.
    expect(addMonthsInIndia(ist('2028-03-01T01:00:00.000'), 12)).toEqual(ist('2029-03-01T01:00:00.000'));
  });

  it('crosses year ends', () => {
    expect(addMonthsInIndia(ist('2026-12-15T08:00:00.000'), 2)).toEqual(ist('2027-02-15T08:00:00.000'));
    expect(addMonthsInIndia(ist('2026-12-31T23:59:59.999'), 12)).toEqual(ist('2027-12-31T23:59:59.999'));
  });
});

describe('membershipAfterPurchase', () => {
  const paidAt = ist('2026-11-23T15:30:00.000');

  it('starts a first membership for a year from the payment', () => {
    expect(membershipAfterPurchase(null, paidAt)).toEqual({
      memberSince: paidAt,
      activeUntil: ist('2027-11-23T15:30:00.000'),
      previousActiveUntil: null,
    });
  });

  it('extends a membership still active at the payment by a year from its end, keeping its start', () => {
    const current = {
      memberSince: ist('2026-05-01T10:00:00.000'),
      activeUntil: ist('2027-05-01T10:00:00.000'),
    };
    expect(membershipAfterPurchase(current, paidAt)).toEqual({
      memberSince: current.memberSince,
      activeUntil: ist('2028-05-01T10:00:00.000'),
      previousActiveUntil: current.activeUntil,
    });
  });

  it('extends from the end of February of a leap year to the end of February', () => {
    const current = {
      memberSince: ist('2027-02-28T10:00:00.000'),
      activeUntil: ist('2028-02-29T10:00:00.000'),
    };
    expect(membershipAfterPurchase(current, ist('2028-01-10T10:00:00.000')).activeUntil).toEqual(
      ist('2029-02-28T10:00:00.000'),
    );
  });

  it('starts an ended membership afresh from the payment', () => {
    const ended = {
      memberSince: ist('2024-01-01T10:00:00.000'),
      activeUntil: ist('2025-01-01T10:00:00.000'),
    };
    expect(membershipAfterPurchase(ended, paidAt)).toEqual({
      memberSince: paidAt,
      activeUntil: ist('2027-11-23T15:30:00.000'),
      previousActiveUntil: null,
    });
  });

  it('treats the end as exclusive: a payment at the very instant it ends starts afresh', () => {
    const endingNow = { memberSince: ist('2025-11-23T15:30:00.000'), activeUntil: paidAt };
    expect(membershipAfterPurchase(endingNow, paidAt).previousActiveUntil).toBeNull();
    const endingJustAfter = { ...endingNow, activeUntil: new Date(paidAt.getTime() + 1) };
    expect(membershipAfterPurchase(endingJustAfter, paidAt).previousActiveUntil).toEqual(
      endingJustAfter.activeUntil,
    );
  });

  it('dates the membership back to an older payment whose event arrived late', () => {
    const current = { memberSince: paidAt, activeUntil: ist('2027-11-23T15:30:00.000') };
    const older = ist('2026-11-20T09:00:00.000');
    expect(membershipAfterPurchase(current, older)).toEqual({
      memberSince: older,
      activeUntil: ist('2028-11-23T15:30:00.000'),
      previousActiveUntil: current.activeUntil,
    });
  });
});
