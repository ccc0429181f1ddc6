import type { OutgoingMail } from '@hp/service-platform';

export function otpMail(to: string, otp: string, validMinutes: number): OutgoingMail {
  return {
    to,
    subject: 'Your password reset code',
    text: [
      `Your password reset code is ${otp}.`,
      '',
      `It is valid for ${validMinutes} minutes and can be used once.`,
      'If you did not ask to reset your password, ignore this e-mail: your password stays as it is.',
    ].join('\n'),
    html: `<p>Your password reset code is <strong style="font-size:1.4em;letter-spacing:0.2em">${otp}</strong>.</p>
<p>It is valid for ${validMinutes} minutes and can be used once.</p>
<p>If you did not ask to reset your password, ignore this e-mail: your password stays as it is.</p>`,
  };
}
