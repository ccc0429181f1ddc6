// A service that answers one NATS request subject at once, in Nest's reply packet, so the bench can measure
// what forwarding a command costs the gateway alone. Usage: fake-responder.mjs <nats-url> <subject> '<reply data JSON>'
// NATS_USER / NATS_PASSWORD are used when set. Prints `ready` once subscribed; stops on SIGTERM.
import { connect } from '@nats-io/transport-node';

const [natsUrl, subject, data = '{}'] = process.argv.slice(2);
if (!natsUrl || !subject) throw new Error('usage: fake-responder.mjs <nats-url> <subject> [reply data JSON]');
const connection = await connect({
  servers: natsUrl,
  name: 'bench-fake-responder',
  ...(process.env.NATS_USER ? { user: process.env.NATS_USER, pass: process.env.NATS_PASSWORD } : {}),
});
const reply = (/** @type {string} */ id) => `{"id":${JSON.stringify(id)},"response":{"ok":true,"data":${data}},"isDisposed":true}`;
connection.subscribe(subject, {
  callback: (error, message) => {
    if (error) return;
    message.respond(reply(message.json().id));
  },
});
await connection.flush();
console.log('ready');
process.once('SIGTERM', () => void connection.drain().then(() => process.exit(0)));
