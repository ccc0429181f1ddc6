import type { OutgoingMail } from '@hp/service-platform';
import type { ReminderKind } from './reminder-schedule.js';

export type ReminderLanguage = 'en' | 'hi';

export interface ReminderFacts {
  fullName: string;
  clinicName: string;
  /** As the clinic shows them (Asia/Kolkata): "2030-01-11" and "10:30 AM". */
  date: string;
  time: string;
  /** The page where the patient confirms or cancels. */
  link: string;
}

const dayOf = (date: string, language: ReminderLanguage) =>
  new Intl.DateTimeFormat(language === 'hi' ? 'hi-IN' : 'en-IN', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));

const texts = {
  en: {
    when: { day_before: 'tomorrow', two_hours: 'in 2 hours' },
    subject: (f: ReminderFacts, when: string) => `Reminder: your consultation at ${f.clinicName} ${when}`,
    body: (f: ReminderFacts, when: string, day: string) => [
      `Dear ${f.fullName},`,
      '',
      `This is a reminder of your consultation at ${f.clinicName} ${when}: ${day} at ${f.time}.`,
      '',
      'Please confirm that you will come, or cancel so that another patient can have the time:',
      f.link,
    ],
    sms: (f: ReminderFacts, day: string) =>
      `Reminder: consultation at ${f.clinicName} on ${day} at ${f.time}. Confirm or cancel: ${f.link}`,
  },
  hi: {
    when: { day_before: 'कल', two_hours: '2 घंटे में' },
    subject: (f: ReminderFacts, when: string) => `याद दिलाना: ${f.clinicName} में आपका परामर्श ${when}`,
    body: (f: ReminderFacts, when: string, day: string) => [
      `प्रिय ${f.fullName},`,
      '',
      `यह ${f.clinicName} में ${when} आपके परामर्श की याद है: ${day}, ${f.time} बजे।`,
      '',
      'कृपया पुष्टि करें कि आप आएँगे, या रद्द करें ताकि किसी और मरीज़ को यह समय मिल सके:',
      f.link,
    ],
    sms: (f: ReminderFacts, day: string) =>
      `याद दिलाना: ${f.clinicName} में परामर्श ${day}, ${f.time} बजे। पुष्टि या रद्द करें: ${f.link}`,
  },
} as const;

/** The reminder's e-mail (plain text: the patient's and clinic's names go in as they are). */
export function reminderMail(
  to: string,
  kind: ReminderKind,
  facts: ReminderFacts,
  language: ReminderLanguage = 'en',
): OutgoingMail {
  const t = texts[language];
  const when = t.when[kind];
  return {
    to,
    subject: t.subject(facts, when),
    text: t.body(facts, when, dayOf(facts.date, language)).join('\n'),
  };
}

/** The SMS fallback's text. */
export const reminderSms = (facts: ReminderFacts, language: ReminderLanguage = 'en'): string =>
  texts[language].sms(facts, dayOf(facts.date, language));

/**
 * The WhatsApp template's body parameters, in order ({{1}} name, {{2}} clinic, {{3}} day, {{4}} time, {{5}} link):
 * the template itself (its wording in English and Hindi) is registered with Meta, see docs/decisions.md.
 */
export const reminderTemplateParameters = (
  facts: ReminderFacts,
  language: ReminderLanguage = 'en',
): string[] => [facts.fullName, facts.clinicName, dayOf(facts.date, language), facts.time, facts.link];
