// The bench's baseline: the least an HTTP server on Node can do per request (node:http, one JSON answer).
// Prints `listening <port>` once it accepts connections; stops on SIGTERM.
import http from 'node:http';

const body = JSON.stringify({ status: 'ok' });
const server = http.createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
  response.end(body);
});
server.listen(Number(process.argv[2] ?? 0), '127.0.0.1', () => {
  const address = server.address();
  console.log(`listening ${typeof address === 'object' && address ? address.port : ''}`);
});
process.once('SIGTERM', () => server.close(() => process.exit(0)));
