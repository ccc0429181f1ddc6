import type { OutgoingMail } from '@hp/service-platform';
import type { MailLanguage } from './language.js';

const texts = {
  en: {
    subject: 'Your password reset code',
    code: (otp: string) => `Your password reset code is ${otp}.`,
    codeHtml: (otp: string) => `Your password reset code is ${otp}.`,
    valid: (minutes: number) => `It is valid for ${minutes} minutes and can be used once.`,
    ignore: 'If you did not ask to reset your password, ignore this e-mail: your password stays as it is.',
  },
  hi: {
    subject: 'आपका पासवर्ड रीसेट कोड',
    code: (otp: string) => `आपका पासवर्ड रीसेट कोड ${otp} है।`,
    codeHtml: (otp: string) => `आपका पासवर्ड रीसेट कोड ${otp} है।`,
    valid: (minutes: number) => `यह ${minutes} मिनट तक मान्य है और एक ही बार इस्तेमाल किया जा सकता है।`,
    ignore:
      'अगर आपने पासवर्ड रीसेट करने के लिए नहीं कहा था, तो इस ई-मेल को अनदेखा करें: आपका पासवर्ड जैसा है वैसा ही रहेगा।',
  },
} as const;

/** The password-reset code (auth asks by notification.cmd.send-password-reset-code.v1); the text is auth's, as it was. */
export function otpMail(
  to: string,
  otp: string,
  validMinutes: number,
  language: MailLanguage = 'en',
): OutgoingMail {
  const t = texts[language];
  const strong = `<strong style="font-size:1.4em;letter-spacing:0.2em">${otp}</strong>`;
  return {
    to,
    subject: t.subject,
    text: [t.code(otp), '', t.valid(validMinutes), t.ignore].join('\n'),
    html: `<p>${t.codeHtml(strong)}</p>
<p>${t.valid(validMinutes)}</p>
<p>${t.ignore}</p>`,
  };
}
