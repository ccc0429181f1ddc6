import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { configureApi, useSession } from '@hp/shell-sdk';
import { listNotifications, readAllNotifications, readNotification } from '../src/bell/api';

const { boolean, eachLike, fromProviderState, integer, like, regex, string } = MatchersV3;

/*
 * The shell's bell calls, as consumer `shell` of provider `gateway`. The patient's token is the placeholder the
 * gateway's verification replaces with its pact patient's; the state gives that patient an unread notification (an
 * admin offered an alternative time) and the notification's id.
 */
const PACT_DIR = fileURLToPath(new URL('../../contracts/pacts', import.meta.url));
export const PATIENT_HAS_NOTIFICATION = 'the pact patient has an unread notification of an alternative time';
const RECORDED_PATIENT_TOKEN = 'patient-access-token';
const EXAMPLE_NOTIFICATION = '0193b3a0-0000-7000-8000-00000000a001';

rmSync(`${PACT_DIR}/shell-gateway.json`, { force: true });
const pact = new PactV4({ consumer: 'shell', provider: 'gateway', dir: PACT_DIR, logLevel: 'warn' });

const bearer = { Authorization: regex(/^Bearer .+$/.source, `Bearer ${RECORDED_PATIENT_TOKEN}`) };
const jsonResponse = { 'Content-Type': regex(/application\/json/.source, 'application/json; charset=utf-8') };
const uuid = (example: string) =>
  regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.source, example);
const isoTime = (example: string) => regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/.source, example);

/** What the bell reads of a notification. */
const notificationLike = (read: boolean) => ({
  _id: uuid(EXAMPLE_NOTIFICATION),
  message: string(
    'Your consultation at Pact Care Clinic has been approved for another time. Please accept or decline it.',
  ),
  read: boolean(read),
  createdAt: isoTime('2030-01-08T09:00:00.000Z'),
  status: regex(/^(approved|rejected|received|paid)$/.source, 'approved'),
  alternativeTime: string('2030-01-16, 11:00 AM'),
  kind: string('consultation-alternative'),
  values: like({ clinic: 'Pact Care Clinic', date: '2030-01-15', time: '2:30 PM' }),
});

describe('the bell (shell) against the gateway', () => {
  beforeEach(() =>
    useSession.setState({
      status: 'authenticated',
      accessToken: RECORDED_PATIENT_TOKEN,
      user: { id: 'usr_1', email: 'asha@example.com', role: '300', isApproved: true, status: 'approved' },
    }),
  );
  afterEach(() => useSession.setState({ status: 'anonymous', accessToken: null, user: null }));

  it('lists the signed-in account’s notifications with the unread count', async () => {
    await pact
      .addInteraction()
      .given(PATIENT_HAS_NOTIFICATION)
      .uponReceiving("the bell's list of the patient's notifications")
      .withRequest('GET', '/api/notifications/get-notifications', (request) => request.headers(bearer))
      .willRespondWith(200, (response) =>
        response.headers(jsonResponse).jsonBody({
          success: true,
          data: {
            notifications: eachLike(notificationLike(false)),
            pagination: { unreadCount: integer(1) },
          },
        }),
      )
      .executeTest(async (server) => {
        configureApi({ baseUrl: server.url });
        const { data } = await listNotifications();
        expect(data.pagination.unreadCount).toBeGreaterThan(0);
        expect(data.notifications[0]?.alternativeTime).toBeTruthy();
      });
  });

  it('marks one read', async () => {
    await pact
      .addInteraction()
      .given(PATIENT_HAS_NOTIFICATION)
      .uponReceiving('the bell marking one notification read')
      .withRequest('POST', '/api/notifications/read-notification', (request) =>
        request
          .headers({ ...bearer, 'Content-Type': 'application/json' })
          .jsonBody({ notificationId: fromProviderState('${notificationId}', EXAMPLE_NOTIFICATION) }),
      )
      .willRespondWith(200, (response) =>
        response.headers(jsonResponse).jsonBody({
          success: true,
          data: { notification: notificationLike(true), unreadCount: integer(0) },
        }),
      )
      .executeTest(async (server) => {
        configureApi({ baseUrl: server.url });
        const { data } = await readNotification(EXAMPLE_NOTIFICATION);
        expect(data.notification.read).toBe(true);
      });
  });

  it('marks all read (no body)', async () => {
    await pact
      .addInteraction()
      .given(PATIENT_HAS_NOTIFICATION)
      .uponReceiving("the bell's Mark all read")
      .withRequest('POST', '/api/notifications/read-all-notifications', (request) => request.headers(bearer))
      .willRespondWith(200, (response) =>
        response.headers(jsonResponse).jsonBody({ success: true, data: { updated: integer(1), unreadCount: 0 } }),
      )
      .executeTest(async (server) => {
        configureApi({ baseUrl: server.url });
        const { data } = await readAllNotifications();
        expect(data.unreadCount).toBe(0);
      });
  });
});
