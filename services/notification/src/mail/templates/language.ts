/**
 * The languages mails are written in. A mail goes out in Hindi only where the recipient's language is known (a
 * request that names it); no event says it today, so those mails are in English.
 */
export type MailLanguage = 'en' | 'hi';
