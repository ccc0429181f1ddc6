/** JetStream's streams and dead letters by the subject conventions (define.ts): server-only, see server.ts. */

/** The JetStream stream that holds every event of one service: `AUTH_EVENTS` holds `auth.evt.>`. */
export const eventStreamOf = (service: string) => ({
  name: `${service.toUpperCase().replace(/-/g, '_')}_EVENTS`,
  subjects: `${service}.evt.>`,
});

/** Where a consumer parks a message it gave up on (after MaxDeliver or a poison payload). */
export const deadLetterStreamOf = (service: string) => ({
  name: `${service.toUpperCase().replace(/-/g, '_')}_DEAD_LETTERS`,
  subjects: `${service}.dlq.>`,
});

export const deadLetterSubject = (consumerService: string, durable: string, eventSubject: string) =>
  `${consumerService}.dlq.${durable}.${eventSubject}`;

/** JetStream stream that holds every auth event. */
export const AUTH_EVENTS_STREAM = eventStreamOf('auth').name;
export const AUTH_EVENTS_SUBJECTS = eventStreamOf('auth').subjects;
