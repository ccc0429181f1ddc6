import { Controller, Injectable, Module, type DynamicModule } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { defineCommand, defineEvent } from '@hp/contracts';
import { z } from 'zod/mini';
import {
  DomainError,
  newEvent,
  OnCommand,
  PrismaDatabase,
  ServicePlatformModule,
  writeToOutbox,
  type CommandRequest,
  type EventContext,
  type EventHandler,
  type ServiceConfig,
} from '../../src/index.js';
import { PrismaClient, type Prisma } from '../generated/prisma/client.js';

/** An event of another service ("alpha") that the service under test ("beta") consumes. */
export const pinged = defineEvent({
  subject: 'alpha.evt.pinged.v1',
  schema: z.object({ n: z.number().check(z.int()) }),
});
/** What beta writes (to its outbox) when it handles a ping: the handler's own effect, in its transaction. */
export const ponged = defineEvent({
  subject: 'beta.evt.ponged.v1',
  schema: z.object({ n: z.number().check(z.int()) }),
});

/** A command of beta's (for the command metrics): echoes its text, refuses "missing" with NOT_FOUND. */
export const echo = defineCommand({
  subject: 'beta.cmd.echo.v1',
  request: z.object({ text: z.string() }),
  reply: z.object({ said: z.string() }),
});

@Controller()
export class EchoController {
  @OnCommand(echo)
  say(@Payload() request: CommandRequest<typeof echo>) {
    if (request.data.text === 'missing') throw new DomainError('NOT_FOUND');
    return { said: request.data.text };
  }
}

export type TestConfig = ServiceConfig & { BETA_DATABASE_URL: string };

/** The service's database class as every service has it (the URL from BETA_DATABASE_URL). */
export class TestDatabaseClient extends PrismaDatabase(PrismaClient) {}

/** What the test wants the next handlings to do, and how many there were. */
export const script = {
  mode: 'ok' as 'ok' | 'fail',
  calls: 0,
  /** The `n` of each ping whose after-commit step ran, with whether its outbox row was committed by then. */
  afterCommits: [] as Array<{ n: number; committed: boolean }>,
  reset() {
    this.mode = 'ok';
    this.calls = 0;
    this.afterCommits = [];
    blocked = undefined;
  },
};

interface BlockedHandling {
  /** Resolves when the blocked handling has started (its transaction is open). */
  started: Promise<void>;
  /** Lets the blocked handling end (with an error, as if its process had died). */
  release(): void;
}
let blocked: (BlockedHandling & { markStarted(): void; released: Promise<void> }) | undefined;

/** The next handling hangs until released, holding its transaction open: a process that dies mid-event. */
export function blockNextHandling(): BlockedHandling {
  let markStarted!: () => void;
  let release!: () => void;
  const started = new Promise<void>((resolve) => (markStarted = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  blocked = { started, release, markStarted, released };
  return blocked;
}

@Injectable()
export class PingHandler implements EventHandler<typeof pinged, Prisma.TransactionClient> {
  readonly event = pinged;
  readonly name = 'pings';
  readonly delivery = { maxDeliver: 3, retryDelaysMs: [200], ackWaitMs: 1500 };

  constructor(private readonly db: TestDatabaseClient) {}

  async handle(data: { n: number }, { envelope, tx }: EventContext<{ n: number }, Prisma.TransactionClient>) {
    script.calls += 1;
    if (script.mode === 'fail') throw new Error('handler failed on purpose');
    if (blocked) {
      const handling = blocked;
      blocked = undefined;
      handling.markStarted();
      await handling.released;
      throw new Error('the process died');
    }
    await writeToOutbox(tx, newEvent(ponged, { n: data.n }, envelope.correlationId));
  }

  async afterCommit(data: { n: number }) {
    const rows = await this.db.outboxEvent.findMany({ where: { subject: ponged.subject } });
    const committed = rows.some((row) => (row.payload as { data: { n: number } }).data.n === data.n);
    script.afterCommits.push({ n: data.n, committed });
  }
}

@Module({})
export class ConsumerTestModule {
  static forRoot(config: TestConfig): DynamicModule {
    return {
      module: ConsumerTestModule,
      providers: [PingHandler],
      controllers: [EchoController],
      imports: [
        ServicePlatformModule.forRoot({
          service: 'beta',
          config,
          database: TestDatabaseClient,
          consumers: [PingHandler],
        }),
      ],
    };
  }
}
