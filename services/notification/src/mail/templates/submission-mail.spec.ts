import type { PrescriptionSubmittedEvent } from '@hp/contracts';
import { submissionMail } from './submission-mail.js';

const event: PrescriptionSubmittedEvent = {
  submissionId: '0193a8f0-5b6e-7c3d-9a51-0c2f1f3b9d30',
  type: 'pharmacy',
  providerId: '0193a8f0-5b6e-7c3d-9a51-0c2f1f3b9d31',
  providerAccountId: '0193a8f0-5b6e-7c3d-9a51-0c2f1f3b9d32',
  providerName: 'Care Pharmacy',
  providerEmail: 'orders@carepharmacy.in',
  patientId: '0193a8f0-5b6e-7c3d-9a51-0c2f1f3b9d33',
  username: 'Asha Verma',
  mobile: '9876543210',
  doctor: 'Dr. Rao',
  prescribedDate: '2030-03-12',
  service: 'Care Pharmacy',
  file: {
    key: 'prescriptions/0193a8f0-5b6e-7c3d-9a51-0c2f1f3b9d34',
    fileName: 'rx-march.pdf',
    kind: 'pdf',
    size: 250_000,
  },
  submittedAt: '2030-03-10T09:30:00.000Z',
};
const link = {
  url: 'http://localhost:8080/hp-private/prescriptions/0193a8f0?X-Amz-Signature=abc',
  expiresAt: new Date('2030-03-13T09:30:00.000Z'),
};

describe('the provider’s e-mail for a new prescription', () => {
  it('goes to the provider with the patient’s details and the link, saying until when it works (in India)', () => {
    const mail = submissionMail(event, link);
    expect(mail.to).toBe('orders@carepharmacy.in');
    expect(mail.subject).toBe('New prescription from Asha Verma');
    expect(mail.html).toBeUndefined();
    const lines = mail.text.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'Dear Care Pharmacy,',
        'Asha Verma has sent you a prescription.',
        'Patient: Asha Verma',
        'Mobile: 9876543210',
        'Doctor: Dr. Rao',
        'Prescribed date: 12 March 2030',
        'File: rx-march.pdf (PDF, 244 KB)',
        link.url,
        'Reference: 0193a8f0-5b6e-7c3d-9a51-0c2f1f3b9d30',
      ]),
    );
    expect(mail.text).toMatch(/this link works until 13 March 2030(,| at) 3:00\s?pm IST/i);
  });

  it('says lab test prescription to a laboratory', () => {
    const mail = submissionMail({ ...event, type: 'lab', providerName: 'City Lab' }, link);
    expect(mail.subject).toBe('New lab test prescription from Asha Verma');
    expect(mail.text).toContain('Asha Verma has sent you a lab test prescription.');
  });
});
