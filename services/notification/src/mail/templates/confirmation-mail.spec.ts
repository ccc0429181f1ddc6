import { confirmationMail } from './confirmation-mail.js';

describe('confirmationMail', () => {
  it('confirms a consultation request: the clinic calls back, the reference is quoted', () => {
    expect(confirmationMail('asha@example.com', 'Asha Rao', 'consultation', 'ref-1')).toEqual({
      to: 'asha@example.com',
      subject: 'We received your consultation request',
      text: [
        'Dear Asha Rao,',
        '',
        'Our team will call you to confirm the date and time of your consultation.',
        '',
        'Your reference: ref-1',
      ].join('\n'),
    });
  });

  it('has a subject of its own for every kind', () => {
    const subjects = (['appointment', 'insurance', 'feedback', 'consultation'] as const).map(
      (kind) => confirmationMail('a@example.com', 'A', kind, 'r').subject,
    );
    expect(new Set(subjects).size).toBe(4);
  });
});
