import { MatchersV3, type PactV4 } from '@pact-foundation/pact';
import { configureApi } from '@hp/shell-sdk';
import { cancelByReminder, confirmByReminder, fetchReminderLink } from '../src/api/reminders';

const { fromProviderState, regex, string } = MatchersV3;

/*
 * The reminder link's calls (/reminder/:token): public, the token is the credential. The token is the notification
 * service's HMAC of a consultation's id, so it comes from the provider state (an approved consultation whose
 * reminders are planned); the example below only has its shape.
 */
export const PATIENT_HAS_REMINDER_LINK = 'an approved consultation has a reminder link';
export const PATIENT_HAS_SECOND_REMINDER_LINK = 'a second approved consultation has a reminder link';
const EXAMPLE_TOKEN = 'aRf0b1N2x3Q4w5E6r7T8y9U0iOpLkJhGfDsAzXcVbNm';
const jsonResponse = { 'Content-Type': regex(/application\/json/.source, 'application/json; charset=utf-8') };

const linkBody = (state: 'open' | 'confirmed' | 'cancelled') => ({
  state,
  consultation: {
    consultationId: string('0193a8f0-5b6e-7c3d-9a51-0c2f1f3b9e01'),
    clinicName: string('Pact Care Clinic'),
    fullName: string('Pact Patient'),
    startsAt: string('2030-01-15T09:00:00.000Z'),
    date: regex(/^\d{4}-\d\d-\d\d$/.source, '2030-01-15'),
    time: regex(/^\d{1,2}:\d\d (AM|PM)$/.source, '2:30 PM'),
  },
});

export function describeReminderInteractions(pact: PactV4) {
  describe('the reminder link (public)', () => {
    it("shows what the link is about: the consultation's clinic, day and time, open to an answer", async () => {
      await pact
        .addInteraction()
        .given(PATIENT_HAS_REMINDER_LINK)
        .uponReceiving('a reminder link opened')
        .withRequest(
          'GET',
          fromProviderState('/api/reminders/${reminderToken}', `/api/reminders/${EXAMPLE_TOKEN}`),
        )
        .willRespondWith(200, (response) => response.headers(jsonResponse).jsonBody(linkBody('open')))
        .executeTest(async (server) => {
          configureApi({ baseUrl: server.url });
          const link = await fetchReminderLink(EXAMPLE_TOKEN);
          expect(link.state).toBe('open');
          expect(link.consultation.clinicName).toBe('Pact Care Clinic');
        });
    });

    for (const [answer, call, state, given] of [
      ['confirm', confirmByReminder, 'confirmed', PATIENT_HAS_REMINDER_LINK],
      ['cancel', cancelByReminder, 'cancelled', PATIENT_HAS_SECOND_REMINDER_LINK],
    ] as const) {
      it(`lets the patient ${answer} from the link`, async () => {
        await pact
          .addInteraction()
          .given(given)
          .uponReceiving(`a ${answer} through a reminder link`)
          .withRequest(
            'POST',
            fromProviderState(
              `/api/reminders/\${reminderToken}/${answer}`,
              `/api/reminders/${EXAMPLE_TOKEN}/${answer}`,
            ),
          )
          .willRespondWith(200, (response) =>
            response
              .headers(jsonResponse)
              .jsonBody({ success: true, message: string('ok'), link: linkBody(state) }),
          )
          .executeTest(async (server) => {
            configureApi({ baseUrl: server.url });
            const reply = await call(EXAMPLE_TOKEN);
            expect(reply.link.state).toBe(state);
          });
      });
    }
  });
}
