import type { MessageDescriptor } from '@lingui/core';

/*
 * The policies' static legal text, written for this product: an Indian healthcare membership with partner
 * clinics, pharmacies and laboratories. Facts from the spec: ₹2000 a year, one-time, no renewal fees; a monthly
 * subscription for partners (amount not stated); fee changes with 30 days' notice; late cancellations under 24 hours
 * may incur a fee; children under 18; data deletion on request; payments in INR through a payment gateway.
 * Texts may use {brand}; a paragraph with `link` renders its <0>...</0> as that link.
 */

export type PolicyBlock =
  { paragraph: MessageDescriptor; link?: PolicyLink } | { list: readonly MessageDescriptor[] };

/** Where a paragraph's <0>...</0> points: the contact e-mail or the other tab. */
export type PolicyLink = 'email' | 'terms' | 'privacy';

export interface PolicySection {
  id: string;
  title: MessageDescriptor;
  blocks: readonly PolicyBlock[];
}

export interface Policy {
  title: MessageDescriptor;
  intro: readonly PolicyBlock[];
  sections: readonly PolicySection[];
}

export const PRIVACY_POLICY: Policy = {
  title: /*i18n*/ { id: 'Privacy Policy' },
  intro: [
    {
      paragraph: /*i18n*/ {
        id: '{brand} runs a healthcare membership and connects patients with partner clinics, pharmacies and laboratories in India. This policy explains what personal data we collect, why we use it, who we share it with and the choices you have.',
      },
    },
    {
      paragraph: /*i18n*/ {
        id: 'The rules for the membership and for bookings are in our <0>Terms & Conditions</0>.',
      },
      link: 'terms',
    },
  ],
  sections: [
    {
      id: 'collect',
      title: /*i18n*/ { id: 'Information we collect' },
      blocks: [
        {
          list: [
            /*i18n*/ {
              id: 'Account details: your name, phone number, e-mail address and password (stored only as a secure hash).',
            },
            /*i18n*/ {
              id: 'Consultation and appointment requests: your name, phone number, preferred date and time, and the reason for the visit you tell us.',
            },
            /*i18n*/ {
              id: "Prescriptions you upload for a pharmacy or laboratory, with the doctor's name and the date.",
            },
            /*i18n*/ {
              id: "Payment references: the order reference, amount and status of each payment. Card, UPI and bank details are entered on the payment gateway's page and handled by the gateway; we never see or store them.",
            },
            /*i18n*/ {
              id: 'Technical data needed to run the site securely, such as your IP address and browser type in our security logs.',
            },
          ],
        },
      ],
    },
    {
      id: 'use',
      title: /*i18n*/ { id: 'Why we use it' },
      blocks: [
        {
          list: [
            /*i18n*/ { id: 'To create and run your account and your membership.' },
            /*i18n*/ {
              id: 'To pass your request to the partner clinic, pharmacy or laboratory you choose, and to confirm it with you by phone or e-mail.',
            },
            /*i18n*/ { id: 'To process payments and keep the records the law requires.' },
            /*i18n*/ { id: 'To keep the service secure, prevent misuse and answer your questions.' },
          ],
        },
        {
          paragraph: /*i18n*/ {
            id: 'We do not sell your personal data, and we do not use your health information for advertising.',
          },
        },
      ],
    },
    {
      id: 'share',
      title: /*i18n*/ { id: 'Who we share it with' },
      blocks: [
        {
          list: [
            /*i18n*/ {
              id: 'The partner provider you choose: only the details it needs to handle your consultation, prescription or test.',
            },
            /*i18n*/ { id: 'The payment gateway, to take a payment you make.' },
            /*i18n*/ {
              id: 'Companies that host and run our systems for us, under contracts that keep your data confidential.',
            },
            /*i18n*/ { id: 'Authorities, when Indian law requires us to.' },
          ],
        },
      ],
    },
    {
      id: 'retention',
      title: /*i18n*/ { id: 'How long we keep it' },
      blocks: [
        {
          paragraph: /*i18n*/ {
            id: 'We keep your account details while your account is open. Requests, prescriptions and payment references are kept as long as we need them to provide the service and as long as Indian law requires us to keep medical and financial records. After that they are deleted or anonymised.',
          },
        },
      ],
    },
    {
      id: 'security',
      title: /*i18n*/ { id: 'How we protect it' },
      blocks: [
        {
          paragraph: /*i18n*/ {
            id: "Your data travels over encrypted connections (HTTPS). Passwords are stored as one-way hashes, only the people in our team who need your data can see it, and partner providers are verified by our team before they can see any patient's request.",
          },
        },
      ],
    },
    {
      id: 'rights',
      title: /*i18n*/ { id: 'Your rights' },
      blocks: [
        {
          list: [
            /*i18n*/ { id: 'See the personal data we hold about you and get a copy of it.' },
            /*i18n*/ { id: 'Correct details that are wrong or out of date.' },
            /*i18n*/ { id: 'Withdraw your consent to optional uses at any time.' },
            /*i18n*/ {
              id: 'Have your data deleted: on request we delete your account and your personal data, except records the law requires us to keep.',
            },
          ],
        },
        {
          paragraph: /*i18n*/ { id: 'To use any of these rights, write to us at <0>{email}</0>.' },
          link: 'email',
        },
      ],
    },
    {
      id: 'children',
      title: /*i18n*/ { id: 'Children' },
      blocks: [
        {
          paragraph: /*i18n*/ {
            id: "Our services are meant for adults. Children under 18 may use them only through a parent or guardian, who makes requests on their behalf. If we learn that we hold a child's data without a parent's or guardian's consent, we delete it.",
          },
        },
      ],
    },
    {
      id: 'cookies',
      title: /*i18n*/ { id: 'Cookies and storage in your browser' },
      blocks: [
        {
          paragraph: /*i18n*/ {
            id: 'A secure sign-in cookie keeps you logged in, and your browser remembers the language you chose. We use no advertising cookies.',
          },
        },
      ],
    },
    {
      id: 'privacy-changes',
      title: /*i18n*/ { id: 'Changes to this policy' },
      blocks: [
        {
          paragraph: /*i18n*/ {
            id: 'When we change this policy we update it on this page. If a change is significant, we tell members by e-mail before it applies.',
          },
        },
      ],
    },
    {
      id: 'privacy-contact',
      title: /*i18n*/ { id: 'Contact us' },
      blocks: [
        {
          paragraph: /*i18n*/ { id: 'Questions about your privacy? Write to us at <0>{email}</0>.' },
          link: 'email',
        },
      ],
    },
  ],
};

export const TERMS: Policy = {
  title: /*i18n*/ { id: 'Terms & Conditions' },
  intro: [
    {
      paragraph: /*i18n*/ {
        id: 'These terms apply when you use the {brand} website, take the membership or book with a partner provider through us. By using the service you accept them.',
      },
    },
    {
      paragraph: /*i18n*/ { id: 'How we handle your data is described in our <0>Privacy Policy</0>.' },
      link: 'privacy',
    },
  ],
  sections: [
    {
      id: 'membership',
      title: /*i18n*/ { id: 'Membership' },
      blocks: [
        {
          list: [
            /*i18n*/ {
              id: 'The annual membership costs ₹2000 per year as a one-time payment. There are no renewal fees.',
            },
            /*i18n*/ {
              id: 'Its benefits are those listed on the Membership Plans page, at the partner providers of our network.',
            },
          ],
        },
      ],
    },
    {
      id: 'partners',
      title: /*i18n*/ { id: 'Partner providers' },
      blocks: [
        {
          paragraph: /*i18n*/ {
            id: 'Clinics, pharmacies and laboratories join our network with a monthly subscription. Our team verifies each provider before it is listed, and each provider is responsible for the care and services it provides.',
          },
        },
      ],
    },
    {
      id: 'fees',
      title: /*i18n*/ { id: 'Fees and changes' },
      blocks: [
        {
          paragraph: /*i18n*/ {
            id: "All fees are in Indian rupees (INR). We may change our fees, including the membership price and the partners' subscription, with 30 days' notice. A change does not affect a period you have already paid for.",
          },
        },
      ],
    },
    {
      id: 'appointments',
      title: /*i18n*/ { id: 'Appointments and consultations' },
      blocks: [
        {
          list: [
            /*i18n*/ {
              id: 'Appointments are subject to confirmation: a request becomes a booking only when the provider confirms it, and we may offer you another time.',
            },
            /*i18n*/ {
              id: 'Please cancel as early as you can. Late cancellations, less than 24 hours before the appointment, may incur a fee.',
            },
          ],
        },
      ],
    },
    {
      id: 'payments',
      title: /*i18n*/ { id: 'Payments' },
      blocks: [
        {
          paragraph: /*i18n*/ {
            id: "Payments are made in INR through our payment gateway, which handles your card, UPI, net banking or wallet details. We receive only the payment's reference and status.",
          },
        },
      ],
    },
    {
      id: 'care',
      title: /*i18n*/ { id: 'Medical care and emergencies' },
      blocks: [
        {
          paragraph: /*i18n*/ {
            id: '{brand} connects you with independent healthcare providers; medical advice and treatment come from those providers. In an emergency, call our 24/7 emergency line or 112.',
          },
        },
      ],
    },
    {
      id: 'account',
      title: /*i18n*/ { id: 'Your account' },
      blocks: [
        {
          paragraph: /*i18n*/ {
            id: 'Give accurate details, keep your password secret and tell us at once if you think someone else has used your account.',
          },
        },
      ],
    },
    {
      id: 'liability',
      title: /*i18n*/ { id: 'Limitation of liability' },
      blocks: [
        {
          paragraph: /*i18n*/ {
            id: 'We take care to keep the service available and accurate, but we provide it as it is. As far as the law allows, we are not liable for indirect or consequential losses or for the acts of partner providers, and our liability is limited to the fees you paid us for the service concerned.',
          },
        },
      ],
    },
    {
      id: 'law',
      title: /*i18n*/ { id: 'Governing law' },
      blocks: [
        {
          paragraph: /*i18n*/ {
            id: 'These terms are governed by the laws of India, and disputes are subject to the jurisdiction of the courts of India.',
          },
        },
      ],
    },
    {
      id: 'terms-contact',
      title: /*i18n*/ { id: 'Contact' },
      blocks: [
        {
          paragraph: /*i18n*/ { id: 'Questions about these terms? Write to us at <0>{email}</0>.' },
          link: 'email',
        },
      ],
    },
  ],
};
