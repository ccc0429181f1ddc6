import { MatchersV3, type PactV4 } from '@pact-foundation/pact';
import { configureApi, useSession } from '@hp/shell-sdk';
import {
  acceptAlternative,
  bookConsultation,
  declineAlternative,
  fetchConsultationSlots,
  fetchMyConsultations,
  fetchMyPrescriptions,
  fetchProviders,
  prescriptionForm,
  submitPrescription,
} from '../src/api/care';

const { eachLike, fromProviderState, integer, like, regex, string } = MatchersV3;

/*
 * The patient's care calls on /clinicmain. The patient's token is a placeholder the gateway's verification replaces
 * with a real one of its pact patient; ids and dates come from the provider states (a date goes stale, ids are
 * generated), the examples below are only the file's.
 */
export const RECORDED_PATIENT_TOKEN = 'patient-access-token';
export const CLINIC_TAKES_BOOKINGS = 'an approved clinic Pact Care Clinic takes bookings';
export const PATIENT_HAS_PENDING = 'the pact patient has a pending consultation at Pact Care Clinic';
export const PATIENT_OFFERED_ALTERNATIVE = 'the pact patient has been offered an alternative time';
export const PHARMACY_RECEIVES = 'an approved pharmacy Pact Care Pharmacy receives prescriptions';
export const PATIENT_SENT_PRESCRIPTION = 'the pact patient has sent a prescription to Pact Care Pharmacy';
/** The pharmacy's id in the recorded multipart body; the verification puts the state's id in its place. */
export const RECORDED_PHARMACY_ID = '0193b3a0-0000-7000-8000-00000000fa01';

const EXAMPLE_CLINIC = '0193b3a0-0000-7000-8000-00000000c101';
const EXAMPLE_CONSULTATION = '0193b3a0-0000-7000-8000-00000000c201';
const EXAMPLE_DATE = '2030-01-15';

const bearer = { Authorization: regex(/^Bearer .+$/.source, `Bearer ${RECORDED_PATIENT_TOKEN}`) };
const jsonResponse = { 'Content-Type': regex(/application\/json/.source, 'application/json; charset=utf-8') };

const signedInAsPatient = () =>
  useSession.setState({
    status: 'authenticated',
    accessToken: RECORDED_PATIENT_TOKEN,
    user: { id: 'usr_1', email: 'asha@example.com', role: '300', isApproved: true, status: 'approved' },
  });

const consultationBody = (status: string) =>
  like({
    id: string(EXAMPLE_CONSULTATION),
    _id: string(EXAMPLE_CONSULTATION),
    fullName: string('Asha Verma'),
    phoneNumber: string('9876543210'),
    purpose: string('Tooth ache for a week'),
    consultationTime: string(`${EXAMPLE_DATE} 2:30 PM`),
    date: string(EXAMPLE_DATE),
    time: string('2:30 PM'),
    dateTime: string('2030-01-15T09:00:00.000Z'),
    service: like({
      id: string(EXAMPLE_CLINIC),
      _id: string(EXAMPLE_CLINIC),
      name: string('Pact Care Clinic'),
      location: string('Thane'),
      address: string('12 Hill Road'),
      phone: string('9876500011'),
      specializations: eachLike('Dentistry', 0),
    }),
    serviceType: 'Clinic',
    status,
    adminNote: null,
    patientId: string('usr_1'),
    createdAt: string('2030-01-08T09:00:00.000Z'),
  });

/** 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export function describeCareInteractions(
  pact: PactV4,
  multipart: { of: (form: FormData) => Promise<Buffer>; type: string; headers: Record<string, unknown> },
) {
  describe('care on /clinicmain', () => {
    beforeEach(signedInAsPatient);
    afterEach(() => useSession.setState({ status: 'anonymous', accessToken: null, user: null }));

    it("lists the directory's approved clinics", async () => {
      await pact
        .addInteraction()
        .given(CLINIC_TAKES_BOOKINGS)
        .uponReceiving("the approved clinics for the patient's Clinic tab")
        .withRequest('GET', '/api/clinic/approved-clinics', (request) =>
          request.query({ type: 'clinic', limit: '50' }),
        )
        .willRespondWith(200, (response) =>
          response.headers(jsonResponse).jsonBody({
            clinics: eachLike({
              id: string(EXAMPLE_CLINIC),
              _id: string(EXAMPLE_CLINIC),
              entityType: 'clinic',
              name: string('Pact Care Clinic'),
              specializations: eachLike('Dentistry', 0),
              numberOfDoctors: integer(2),
              location: string('Thane'),
              address: string('12 Hill Road'),
              phone: string('9876500011'),
              acceptsEMI: like(true),
              acceptsInsurance: like(true),
            }),
            pharmacies: [],
            laboratories: [],
            next: like({ clinics: null, pharmacies: null, laboratories: null }),
          }),
        )
        .executeTest(async (server) => {
          configureApi({ baseUrl: server.url });
          const answer = await fetchProviders({ type: 'clinic', limit: 50 });
          expect(answer.clinics[0]?.entityType).toBe('clinic');
        });
    });

    it("answers a clinic's slots of a day", async () => {
      await pact
        .addInteraction()
        .given(CLINIC_TAKES_BOOKINGS)
        .uponReceiving("a clinic's consultation slots of one day")
        .withRequest('GET', '/api/user/consultation-slots', (request) =>
          request.headers(bearer).query({
            service: fromProviderState('${clinicId}', EXAMPLE_CLINIC),
            date: fromProviderState('${consultationDate}', EXAMPLE_DATE),
          }),
        )
        .willRespondWith(200, (response) =>
          response.headers(jsonResponse).jsonBody({
            success: true,
            service: string(EXAMPLE_CLINIC),
            date: string(EXAMPLE_DATE),
            slots: eachLike({
              time: string('9:00 AM'),
              consultationTime: string(`${EXAMPLE_DATE} 9:00 AM`),
              startsAt: string('2030-01-15T03:30:00.000Z'),
              capacity: integer(2),
              placesLeft: integer(2),
              state: regex(/^(free|full|past)$/.source, 'free'),
            }),
          }),
        )
        .executeTest(async (server) => {
          configureApi({ baseUrl: server.url });
          const answer = await fetchConsultationSlots(EXAMPLE_CLINIC, EXAMPLE_DATE);
          expect(answer.slots.length).toBeGreaterThan(0);
        });
    });

    it('books a consultation, pending under admin review', async () => {
      const booking = {
        fullName: 'Asha Verma',
        phoneNumber: '9876543210',
        consultationTime: `${EXAMPLE_DATE} 2:30 PM`,
        purpose: 'Tooth ache for a week',
        service: EXAMPLE_CLINIC,
        serviceType: 'Clinic' as const,
      };
      await pact
        .addInteraction()
        .given(CLINIC_TAKES_BOOKINGS)
        .uponReceiving('a consultation booked by the patient')
        .withRequest('POST', '/api/user/consultations', (request) =>
          request.headers({ ...bearer, 'Content-Type': 'application/json' }).jsonBody({
            ...booking,
            consultationTime: fromProviderState('${consultationDate} 2:30 PM', booking.consultationTime),
            service: fromProviderState('${clinicId}', EXAMPLE_CLINIC),
          }),
        )
        .willRespondWith(201, (response) =>
          response.headers(jsonResponse).jsonBody({
            success: true,
            message: string('Consultation request submitted'),
            consultation: consultationBody('pending'),
          }),
        )
        .executeTest(async (server) => {
          configureApi({ baseUrl: server.url });
          const answer = await bookConsultation(booking);
          expect(answer.consultation.status).toBe('pending');
        });
    });

    it("lists the patient's own consultations", async () => {
      await pact
        .addInteraction()
        .given(PATIENT_HAS_PENDING)
        .uponReceiving("the patient's own consultations")
        .withRequest('GET', '/api/user/consultations', (request) => request.headers(bearer))
        .willRespondWith(200, (response) =>
          response.headers(jsonResponse).jsonBody({
            success: true,
            consultations: eachLike(consultationBody('pending')),
            nextCursor: null,
          }),
        )
        .executeTest(async (server) => {
          configureApi({ baseUrl: server.url });
          const answer = await fetchMyConsultations();
          expect(answer.consultations[0]?.status).toBe('pending');
        });
    });

    for (const [answerTo, call] of [
      ['accept', acceptAlternative],
      ['decline', declineAlternative],
    ] as const) {
      it(`lets the patient ${answerTo} an alternative time`, async () => {
        const path = `/api/user/consultations/\${consultationId}/${answerTo}-alternative`;
        await pact
          .addInteraction()
          .given(PATIENT_OFFERED_ALTERNATIVE)
          .uponReceiving(`the patient's ${answerTo} of an alternative time`)
          .withRequest(
            'POST',
            fromProviderState(
              path,
              `/api/user/consultations/${EXAMPLE_CONSULTATION}/${answerTo}-alternative`,
            ),
            (request) => request.headers(bearer),
          )
          .willRespondWith(200, (response) =>
            response.headers(jsonResponse).jsonBody({
              success: true,
              message: string('ok'),
              consultation: consultationBody(answerTo === 'accept' ? 'approved' : 'cancelled'),
            }),
          )
          .executeTest(async (server) => {
            configureApi({ baseUrl: server.url });
            const answer = await call(EXAMPLE_CONSULTATION);
            expect(answer.success).toBe(true);
          });
      });
    }

    it('sends a prescription to an approved pharmacy (multipart)', async () => {
      const upload = {
        type: 'pharmacy' as const,
        providerId: RECORDED_PHARMACY_ID,
        service: 'Pact Care Pharmacy',
        username: 'Asha Verma',
        mobile: '9876543210',
        doctor: 'Dr. Rao',
        // The prescribed date is checked against today too: the verification puts its own date in (see the gateway).
        date: EXAMPLE_DATE,
      };
      const file = () => new File([PNG], 'scan.png', { type: 'image/png' });
      const body = await multipart.of(prescriptionForm(upload, file()));
      await pact
        .addInteraction()
        .given(PHARMACY_RECEIVES)
        .uponReceiving('a prescription sent to an approved pharmacy with a PNG')
        .withRequest('POST', '/api/user/prescriptions', (request) =>
          request
            .headers({ ...bearer, ...multipart.headers })
            .body(multipart.type, body)
            .matchingRules({
              body: ['type', 'providerId', 'service', 'username', 'mobile', 'doctor', 'date'].map((name) => ({
                path: `$.${name}`,
                rules: [{ 'pact:matcher:type': 'type' }],
              })),
            }),
        )
        .willRespondWith(201, (response) =>
          response.headers(jsonResponse).jsonBody({
            success: true,
            message: string('Prescription sent'),
            id: string('0193b3a0-0000-7000-8000-00000000d001'),
          }),
        )
        .executeTest(async (server) => {
          configureApi({ baseUrl: server.url });
          const answer = await submitPrescription({ upload, file: file() });
          expect(answer.success).toBe(true);
        });
    });

    it("lists the patient's own prescriptions", async () => {
      await pact
        .addInteraction()
        .given(PATIENT_SENT_PRESCRIPTION)
        .uponReceiving("the patient's own prescriptions")
        .withRequest('GET', '/api/user/prescriptions', (request) => request.headers(bearer))
        .willRespondWith(200, (response) =>
          response.headers(jsonResponse).jsonBody({
            success: true,
            submissions: eachLike({
              id: string('0193b3a0-0000-7000-8000-00000000d001'),
              _id: string('0193b3a0-0000-7000-8000-00000000d001'),
              type: 'pharmacy',
              status: 'pending',
              providerName: string('Pact Care Pharmacy'),
              service: string('Pact Care Pharmacy'),
              doctor: string('Dr. Rao'),
              date: string(EXAMPLE_DATE),
              createdAt: string('2030-01-08T09:00:00.000Z'),
            }),
            nextCursor: null,
          }),
        )
        .executeTest(async (server) => {
          configureApi({ baseUrl: server.url });
          const answer = await fetchMyPrescriptions();
          expect(answer.submissions[0]?.status).toBe('pending');
        });
    });
  });
}
