import { dateInIndia, membershipMail, senderName } from './membership-mail.js';

describe('membershipMail', () => {
  const started = {
    email: 'asha@example.com',
    name: 'Asha Rao',
    orderReference: 'HP1700000000000',
    // 23 Nov 2027 15:30 in India
    activeUntil: '2027-11-23T10:00:00.000Z',
    previousActiveUntil: null,
    paidAt: '2026-11-23T10:00:00.000Z',
  };

  it('tells a new member until when the membership is active, in words and on the day in India', () => {
    expect(membershipMail(started, 'Healthcare Platform')).toEqual({
      to: 'asha@example.com',
      subject: 'Your membership is active',
      text: [
        'Dear Asha Rao,',
        '',
        'Thank you for your payment. Your Healthcare Platform membership is active until 23 November 2027.',
        '',
        'Your order reference: HP1700000000000',
      ].join('\n'),
    });
  });

  it('says an extension is one, with the new end and the end before it', () => {
    const mail = membershipMail(
      {
        ...started,
        activeUntil: '2028-11-23T10:00:00.000Z',
        previousActiveUntil: '2027-11-23T10:00:00.000Z',
      },
      'Healthcare Platform',
    );
    expect(mail.subject).toBe('Your membership has been extended');
    expect(mail.text).toContain(
      'Your Healthcare Platform membership has been extended until 23 November 2028, previously until 23 November 2027.',
    );
  });

  it('names no brand when the sender has no name', () => {
    expect(membershipMail(started, null).text).toContain('Your membership is active until 23 November 2027.');
  });
});

describe('dateInIndia', () => {
  it("writes the day in India's time zone, which may be the next day in UTC's", () => {
    expect(dateInIndia('2027-11-23T18:29:59.999Z')).toBe('23 November 2027');
    expect(dateInIndia('2027-11-23T18:30:00.000Z')).toBe('24 November 2027');
    expect(dateInIndia('2029-02-28T06:30:00.000Z')).toBe('28 February 2029');
  });
});

describe('senderName', () => {
  it('takes the display name of MAIL_FROM, quoted or not, and nothing from a bare address', () => {
    expect(senderName('Healthcare Platform <no-reply@localhost>')).toBe('Healthcare Platform');
    expect(senderName('"HealthPlus Care" <care@healthplus.example>')).toBe('HealthPlus Care');
    expect(senderName('no-reply@localhost')).toBeNull();
    expect(senderName('<no-reply@localhost>')).toBeNull();
  });
});
