import { MatchersV3 } from '@pact-foundation/pact';
import { providerDecisionLike } from '@hp/contracts/testing';
import {
  authCommands,
  verificationEvents,
  type CreateProviderLoginResponse,
  type EventEnvelope,
  type ProviderApprovedEvent,
  type ProviderRejectedEvent,
  type SessionIssued,
} from '@hp/contracts/server';
import { eventEnvelopeLike, freshMessagePact } from '@hp/service-platform/testing';
import { startAuthHarness, type AuthHarness } from '../support/auth-harness.js';

const { boolean, eachLike, integer, string } = MatchersV3;

const PASSWORD = 'Provider#123';

/**
 * The auth service as the consumer of the verification service's decisions (message pacts): each message of the
 * pact goes through auth's real durable consumer (envelope and contract schema checked by the platform, then the
 * handler in its transaction) and must change the provider's login. The verification service's verification
 * (services/verification/test/pact) publishes the same messages from its own outbox and compares them with this file.
 */
const pact = freshMessagePact('auth', 'verification');

/** The envelope every event of the platform has (the consumer refuses anything else). */
const envelope = <T>(data: T) => eventEnvelopeLike(data, '0193a8f0-5b6e-7c3d-9a51-0c2f1f3b9d20');

describe('verification.evt.provider-*.v1 (auth provider-status consumers)', () => {
  let harness: AuthHarness;
  beforeAll(async () => {
    harness = await startAuthHarness();
  }, 60_000);
  afterAll(async () => {
    await harness?.stop();
  });

  /** A pending login for the message's provider, keyed by the message's account id (auth made it at registration). */
  async function pendingLoginFor(data: { accountId: string; entityType: string; email: string }) {
    const { accountId } = await harness.ok<CreateProviderLoginResponse>(
      authCommands.createProviderLogin.subject,
      {
        entityType: data.entityType,
        name: 'Care Provider',
        email: data.email,
        phone: '9876543210',
        password: PASSWORD,
      },
    );
    await harness.prisma.account.update({ where: { id: accountId }, data: { id: data.accountId } });
  }

  const login = (email: string, entityType: string) =>
    harness.call<SessionIssued>(authCommands.login.subject, {
      email,
      password: PASSWORD,
      role: '400',
      entityType,
    });

  it('lets an approved provider log in', async () => {
    await pact
      .addAsynchronousInteraction()
      .given('a clinic has been approved')
      .expectsToReceive('verification.evt.provider-approved.v1 for an approved clinic', (builder) => {
        builder
          .withJSONContent(
            envelope({
              ...providerDecisionLike(1, {
                entityType: 'clinic',
                name: 'Asha Dental Clinic',
                email: 'asha.dental@example.com',
              }),
              phone: string('9876543210'),
              address: string('12 Hill Road, Bandra West'),
              location: string('Mumbai'),
              numberOfDoctors: integer(4),
              specializations: eachLike(string('Dentistry')),
              acceptsEMI: boolean(true),
              acceptsInsurance: boolean(false),
            }),
          )
          .withMetadata({ subject: verificationEvents.providerApproved.subject });
      })
      .executeTest(async (message) => {
        expect(message.metadata.subject).toBe('verification.evt.provider-approved.v1');
        const event = message.contents.content as unknown as EventEnvelope<ProviderApprovedEvent>;
        await pendingLoginFor(event.data);
        expect(await login(event.data.email, event.data.entityType)).toMatchObject({
          ok: false,
          error: { code: 'AUTH.ACCOUNT_PENDING_APPROVAL' },
        });

        await harness.deliver(message.metadata.subject as string, event, 'provider-approved');
        const session = await login(event.data.email, event.data.entityType);
        expect(session).toMatchObject({
          ok: true,
          data: { session: { status: 'approved', isApproved: true, entityType: 'clinic' } },
        });
      });
  });

  it('keeps a rejected provider out with the not-approved message', async () => {
    await pact
      .addAsynchronousInteraction()
      .given('a pharmacy has been rejected')
      .expectsToReceive('verification.evt.provider-rejected.v1 for a rejected pharmacy', (builder) => {
        builder
          .withJSONContent(
            envelope({
              ...providerDecisionLike(2, {
                entityType: 'pharmacy',
                name: 'Care Pharmacy',
                email: 'care.pharmacy@example.com',
              }),
              note: string('Licence expired'),
            }),
          )
          .withMetadata({ subject: verificationEvents.providerRejected.subject });
      })
      .executeTest(async (message) => {
        expect(message.metadata.subject).toBe('verification.evt.provider-rejected.v1');
        const event = message.contents.content as unknown as EventEnvelope<ProviderRejectedEvent>;
        await pendingLoginFor(event.data);

        await harness.deliver(message.metadata.subject as string, event, 'provider-rejected');
        expect(await login(event.data.email, event.data.entityType)).toEqual({
          ok: false,
          error: { code: 'AUTH.ACCOUNT_REJECTED', message: 'Your registration was not approved.' },
        });
      });
  });
});
