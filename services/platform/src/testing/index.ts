// Test support for services (never imported by production code): real servers, one of each per test file.
export { as, fakeLogger } from './fakes.js';
export { eventually } from './eventually.js';
export { ensureMaildev, mailsTo, otpMailedTo, SMTP_PORT, type ReceivedMail } from './maildev.js';
export { startTestNats, TEST_OPERATOR, type TestNats } from './nats-server.js';
export { freePort, isListening, waitForPort } from './network.js';
export { eventEnvelopeLike, freshMessagePact, ISO_INSTANT, pactFilesOf } from './pacts.js';
export { acceptsConnections, spawnTracked, stopChild, waitFor } from './processes.js';
export {
  startAuthService,
  serviceNodeFlags,
  serviceProcessEnvironment,
  startServiceProcess,
  type AuthServiceOptions,
  type RunningServiceProcess,
  type ServiceProcessOptions,
} from './service-process.js';
export { outboxRows, processedEventIds, type OutboxRow } from './platform-tables.js';
export {
  PLURAL_TEST_CREDENTIALS,
  startPluralSimulator,
  type TestPluralSimulator,
} from './plural-simulator.js';
export { startTestS3, type TestS3 } from './s3.js';
export {
  startWhatsAppSimulator,
  WHATSAPP_TEST_CREDENTIALS,
  type SimulatedMessage,
  type TestWhatsAppSimulator,
} from './whatsapp-simulator.js';
export { connectRpcCaller, type RpcCaller } from './rpc-caller.js';
export {
  envelopeOf,
  startServiceUnderTest,
  type ServiceUnderTest,
  type ServiceUnderTestOptions,
} from './service-harness.js';
export { createTestDatabase, type TestDatabase } from './test-database.js';
export { startOtlpReceiver, type ReceivedSpan, type TestOtlpReceiver } from './otlp-receiver.js';
