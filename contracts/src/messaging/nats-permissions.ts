import { authCommands } from '../auth/subjects.js';
import { bookingCommands } from '../booking/subjects.js';
import { notificationEvents } from '../notification/subjects.js';
import { notificationMailCommands } from '../notification/mail.js';
import { prescriptionCommands } from '../prescription/subjects.js';
import { deadLetterStreamOf, eventStreamOf } from './streams.js';

/** The NATS user of the gateway: the only process that may send commands (they carry the caller's identity). */
export const GATEWAY_NATS_USER = 'gateway';

/**
 * The other services' commands a service may send, each by its exact subject (never a wildcard): the verification
 * service asks auth to create a provider's login, so that auth stays the one owner of credentials, and to remove
 * that login again when it could not store the provider's profile.
 */
export const SERVICE_CALLS: Readonly<Record<string, readonly string[]>> = {
  verification: [authCommands.createProviderLogin.subject, authCommands.removePendingProviderLogin.subject],
  // Before it makes a payment link, payment asks booking whether the consultation is the clinic's own.
  payment: [bookingCommands.clinicConsultation.subject],
  // auth hands the password-reset code to the one sender of e-mail (a request: the code is never in a stream).
  auth: [notificationMailCommands.sendPasswordResetCode.subject],
  // The provider's mail links to the file with a link made at send time; a reminder's cancel link frees the place.
  notification: [prescriptionCommands.mailFileLink.subject, bookingCommands.cancelForPatient.subject],
};

/**
 * Commands that only the services listed for them in SERVICE_CALLS may send: the gateway, which may publish every
 * other command, is denied these (no route could ever forward one, whatever its access rule).
 */
export const SERVICE_ONLY_COMMANDS: readonly string[] = [
  authCommands.removePendingProviderLogin.subject,
  bookingCommands.clinicConsultation.subject,
  notificationMailCommands.sendPasswordResetCode.subject,
  prescriptionCommands.mailFileLink.subject,
  bookingCommands.cancelForPatient.subject,
];

export interface NatsPermissions {
  publish: { allow: string[]; deny?: string[] };
  subscribe: { allow: string[] };
  /** Lets a responder answer the requests it received (and nothing else) without publishing to `_INBOX.>`. */
  allow_responses?: boolean;
}

/**
 * What one process may publish and subscribe to, derived from the subject conventions (see define.ts):
 * - the gateway sends `<any>.cmd.>` / `<any>.query.>` requests (but no SERVICE_ONLY_COMMANDS), reads their replies
 *   and reads notification.evt.created.v1 (the live bell);
 * - a service answers only its own commands, publishes only its own events and dead letters, manages only
 *   its own streams, and may consume (read) other services' events.
 * The local start script and the tests write these into the nats-server configuration; Kubernetes does the same
 * from secrets (infra/k8s).
 */
export function natsPermissionsFor(processName: string): NatsPermissions {
  if (processName === GATEWAY_NATS_USER) {
    return {
      publish: { allow: ['*.cmd.>', '*.query.>'], deny: [...SERVICE_ONLY_COMMANDS] },
      // The live bell: every gateway replica reads each notification.evt.created.v1 with a plain subscription
      // (fan-out, no queue group) and pushes it to that account's open streams.
      subscribe: { allow: ['_INBOX.>', notificationEvents.created.subject] },
    };
  }
  const events = eventStreamOf(processName);
  const deadLetters = deadLetterStreamOf(processName);
  const ownStreams = [events.name, deadLetters.name];
  return {
    publish: {
      allow: [
        events.subjects,
        deadLetters.subjects,
        '$JS.API.INFO',
        '$JS.API.STREAM.INFO.*',
        ...ownStreams.flatMap((stream) => [
          `$JS.API.STREAM.CREATE.${stream}`,
          `$JS.API.STREAM.UPDATE.${stream}`,
        ]),
        '$JS.API.CONSUMER.>',
        '$JS.ACK.>',
        ...(SERVICE_CALLS[processName] ?? []),
      ],
    },
    subscribe: { allow: [`${processName}.cmd.>`, `${processName}.query.>`, '_INBOX.>'] },
    allow_responses: true,
  };
}

export interface NatsUser {
  user: string;
  password: string;
  permissions?: NatsPermissions;
}

/**
 * A nats-server configuration (JSON is valid NATS config) with JetStream and one user per process.
 * A user without `permissions` may do anything: only tests and operators get one.
 */
export function natsServerConfig(options: {
  host: string;
  port: number;
  storeDir: string;
  users: NatsUser[];
}) {
  return {
    listen: `${options.host}:${options.port}`,
    jetstream: { store_dir: options.storeDir },
    authorization: { users: options.users },
  };
}
