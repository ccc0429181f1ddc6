import type { Consultation, DirectoryEntry } from '@hp/contracts';

/**
 * Test-only: a directory entry as the directory answers it, with plain values for what a test does not name. A
 * provider without specializations, doctors, EMI or insurance unless `own` says so.
 */
export const directoryEntryExample = (
  own: Pick<DirectoryEntry, 'id' | 'entityType' | 'name'> & Partial<DirectoryEntry>,
): DirectoryEntry => ({
  _id: own.id,
  specializations: [],
  numberOfDoctors: 0,
  location: 'Thane',
  address: '1 Station Road',
  phone: '9876500000',
  acceptsEMI: false,
  acceptsInsurance: false,
  ...own,
});

/**
 * Test-only: a pending consultation as booking answers it, at `date` 2:30 PM at the `clinic`, with plain values for
 * what a test does not name.
 */
export const consultationExample = (
  own: Pick<Consultation, 'id' | 'date' | 'fullName' | 'patientId' | 'createdAt'> & {
    clinic: Omit<Consultation['service'], '_id'>;
  } & Partial<Consultation>,
): Consultation => {
  const { clinic, ...consultation } = own;
  return {
    _id: own.id,
    phoneNumber: '9876543210',
    purpose: 'Tooth ache for a week',
    consultationTime: `${own.date} 2:30 PM`,
    time: '2:30 PM',
    dateTime: `${own.date}T09:00:00.000Z`,
    service: { ...clinic, _id: clinic.id },
    serviceType: 'Clinic',
    status: 'pending',
    alternativeTime: null,
    alternative: null,
    adminNote: null,
    decidedAt: null,
    ...consultation,
  };
};
