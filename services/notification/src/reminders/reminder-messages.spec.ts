import { reminderMail, reminderSms, reminderTemplateParameters } from './reminder-messages.js';

const facts = {
  fullName: 'Asha Verma',
  clinicName: 'Lotus Dental Clinic',
  date: '2030-01-11',
  time: '10:30 AM',
  link: 'https://care.example.in/reminder/abc',
};

describe('reminder messages', () => {
  it('names the day and time in the e-mail, with the link, in English', () => {
    expect(reminderMail('asha@example.com', facts)).toEqual({
      to: 'asha@example.com',
      subject: 'Reminder: your consultation at Lotus Dental Clinic, Friday, 11 January 2030 at 10:30 AM',
      text: [
        'Dear Asha Verma,',
        '',
        'This is a reminder of your consultation at Lotus Dental Clinic on Friday, 11 January 2030 at 10:30 AM.',
        '',
        'Please confirm that you will come, or cancel so that another patient can have the time:',
        'https://care.example.in/reminder/abc',
      ].join('\n'),
    });
  });

  it('writes Hindi when asked', () => {
    const mail = reminderMail('asha@example.com', facts, 'hi');
    expect(mail.text).toContain('प्रिय Asha Verma,');
    expect(mail.text).toContain('https://care.example.in/reminder/abc');
    expect(reminderSms(facts, 'hi')).toContain('पुष्टि या रद्द करें');
  });

  it("fills the WhatsApp template's five body parameters, and the SMS with the link", () => {
    expect(reminderTemplateParameters(facts)).toEqual([
      'Asha Verma',
      'Lotus Dental Clinic',
      'Friday, 11 January 2030',
      '10:30 AM',
      'https://care.example.in/reminder/abc',
    ]);
    expect(reminderSms(facts)).toBe(
      'Reminder: consultation at Lotus Dental Clinic on Friday, 11 January 2030 at 10:30 AM. Confirm or cancel: https://care.example.in/reminder/abc',
    );
  });
});
