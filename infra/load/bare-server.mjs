// The bench's baselines: the least a Node server can do per request (node:http), either answer at once, or,
// given a NATS server and a subject, send the request body there and answer the reply (the floor under any
// gateway that forwards over NATS), or (`--page`) serve the least HTML page, the floor of Lighthouse's figures.
// Usage: bare-server.mjs [port] [nats-url subject | --page]
// Prints `listening <port>` once it accepts connections; stops on SIGTERM.
import http from 'node:http';
import { connect } from '@nats-io/transport-node';

const [port = '0', natsUrl, subject] = process.argv.slice(2);
const page = natsUrl === '--page';
const ok = JSON.stringify({ status: 'ok' });
const html =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">' +
  '<meta name="description" content="The least page"><title>Floor</title></head><body><h1>Floor</h1></body></html>';
const nats = natsUrl && !page ? await connect({ servers: natsUrl, noAsyncTraces: true }) : undefined;
const utf8 = new TextDecoder();

/** @param {http.ServerResponse} response @param {number} status @param {string} body */
const answer = (response, status, body) => {
  response.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
  response.end(body);
};

const server = http.createServer((request, response) => {
  if (page) {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': Buffer.byteLength(html) });
    return response.end(html);
  }
  if (!nats || !subject) return answer(response, 200, ok);
  let body = '';
  request.on('data', (chunk) => (body += chunk));
  request.on('end', () => {
    const packet = JSON.stringify({ pattern: subject, data: { meta: {}, data: JSON.parse(body || '{}') }, id: '1' });
    nats.request(subject, packet, { timeout: 5000 }).then(
      (reply) => answer(response, 200, JSON.stringify(JSON.parse(utf8.decode(reply.data)).response?.data ?? null)),
      () => answer(response, 503, '{}'),
    );
  });
});
server.listen(Number(port), '127.0.0.1', () => {
  const address = server.address();
  console.log(`listening ${typeof address === 'object' && address ? address.port : ''}`);
});
process.once('SIGTERM', () => server.close(() => process.exit(0)));
