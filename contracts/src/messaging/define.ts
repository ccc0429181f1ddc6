import type { z } from 'zod/mini';

/**
 * Subjects read `<service>.<kind>.<name>.v<major>`: `auth.cmd.login.v1`, `booking.query.list.v1`,
 * `auth.evt.user-registered.v1`. A breaking change adds a `v2` beside the `v1`. The first token is the
 * owning service: it alone answers its commands and publishes its events (NATS permissions enforce both).
 */
const SUBJECT = /^([a-z][a-z0-9-]*)\.(cmd|query|evt)\.([a-z0-9][a-z0-9-]*)\.v([1-9]\d*)$/;

export type SubjectKind = 'cmd' | 'query' | 'evt';

export interface ParsedSubject {
  service: string;
  kind: SubjectKind;
  name: string;
  version: number;
}

export function parseSubject(subject: string): ParsedSubject {
  const match = SUBJECT.exec(subject);
  if (!match)
    throw new Error(`"${subject}" is not a subject of the form <service>.<cmd|query|evt>.<name>.v<n>`);
  return { service: match[1]!, kind: match[2] as SubjectKind, name: match[3]!, version: Number(match[4]) };
}

/** A request/reply subject with the one request it accepts and the one reply it answers. */
export interface Command<
  Request extends z.ZodMiniType = z.ZodMiniType,
  Reply extends z.ZodMiniType = z.ZodMiniType,
> {
  readonly kind: 'command';
  readonly subject: string;
  /** The service that answers it (the subject's first token). */
  readonly service: string;
  readonly request: Request;
  readonly reply: Reply;
}

export function defineCommand<Request extends z.ZodMiniType, Reply extends z.ZodMiniType>(definition: {
  subject: string;
  request: Request;
  reply: Reply;
}): Command<Request, Reply> {
  const { service, kind } = parseSubject(definition.subject);
  if (kind === 'evt') throw new Error(`${definition.subject}: a command's subject is .cmd. or .query.`);
  return { kind: 'command', service, ...definition };
}

/** A JetStream event subject with the one payload (inside an EventEnvelope) it carries. */
export interface EventDefinition<Schema extends z.ZodMiniType = z.ZodMiniType> {
  readonly kind: 'event';
  readonly subject: string;
  /** The service that publishes it (the subject's first token). */
  readonly service: string;
  readonly schema: Schema;
}

export function defineEvent<Schema extends z.ZodMiniType>(definition: {
  subject: string;
  schema: Schema;
}): EventDefinition<Schema> {
  const { service, kind } = parseSubject(definition.subject);
  if (kind !== 'evt') throw new Error(`${definition.subject}: an event's subject is .evt.`);
  return { kind: 'event', service, ...definition };
}

export type CommandRequest<C extends Command> = z.input<C['request']>;
export type CommandReply<C extends Command> = z.output<C['reply']>;
export type EventData<E extends EventDefinition> = z.output<E['schema']>;
