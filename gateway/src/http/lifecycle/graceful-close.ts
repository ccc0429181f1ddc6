import type { FastifyInstance } from 'fastify';

/**
 * While the gateway stops, each answer closes its connection: a client's keep-alive connection (nginx's, a
 * browser's) would otherwise keep the HTTP server open until its idle timeout after the last answer was sent.
 */
export function registerGracefulClose(fastify: FastifyInstance): void {
  let closing = false;
  fastify.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  fastify.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('connection', 'close');
    return payload;
  });
}
