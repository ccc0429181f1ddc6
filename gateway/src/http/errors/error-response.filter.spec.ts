import { BadRequestException, HttpException, NotFoundException } from '@nestjs/common';
import { RpcCallError } from '@hp/service-platform/nats';
import { toGatewayError } from './error-response.filter.js';
import { GatewayError } from './gateway-error.js';

const fastifyError = (code: string, statusCode: number, message = code) =>
  Object.assign(new Error(message), { code, statusCode });

describe('toGatewayError', () => {
  it('keeps our own errors', () => {
    const error = new GatewayError('AUTH.EMAIL_TAKEN');
    expect(toGatewayError(error)).toBe(error);
    expect(error.status).toBe(409);
  });

  it("answers a service's error with its code, message and fields, and NATS trouble with 503 or 504", () => {
    const taken = new RpcCallError('AUTH.EMAIL_TAKEN', { message: 'taken', fields: { email: 'taken' } });
    expect(toGatewayError(taken)).toMatchObject({
      code: 'AUTH.EMAIL_TAKEN',
      status: 409,
      message: 'taken',
      fields: { email: 'taken' },
    });
    const timeout = new RpcCallError('UPSTREAM.TIMEOUT', { cause: new Error('TIMEOUT') });
    expect(toGatewayError(timeout)).toMatchObject({ status: 504, cause: timeout.cause });
    expect(toGatewayError(new RpcCallError('UPSTREAM.UNAVAILABLE')).status).toBe(503);
  });

  it('turns unknown routes into NOT_FOUND', () => {
    expect(toGatewayError(new NotFoundException('Cannot GET /api/x'))).toMatchObject({
      code: 'NOT_FOUND',
      status: 404,
    });
  });

  it('turns a body above the limit into 413 REQUEST.TOO_LARGE', () => {
    const tooLarge = new HttpException('too large', 413, {
      cause: fastifyError('FST_ERR_CTP_BODY_TOO_LARGE', 413),
    });
    expect(toGatewayError(tooLarge)).toMatchObject({
      code: 'REQUEST.TOO_LARGE',
      status: 413,
      message: 'The request body is too large.',
    });
    expect(toGatewayError(fastifyError('FST_ERR_CTP_BODY_TOO_LARGE', 413))).toMatchObject({ status: 413 });
  });

  it('turns body-parser failures into VALIDATION.FAILED with a readable message', () => {
    const badJson = new BadRequestException('Unexpected end of JSON input', {
      cause: new SyntaxError('Unexpected end'),
    });
    expect(toGatewayError(badJson)).toMatchObject({
      code: 'VALIDATION.FAILED',
      message: 'The request body is not valid JSON.',
    });
    expect(toGatewayError(fastifyError('FST_ERR_CTP_INVALID_MEDIA_TYPE', 415))).toMatchObject({
      code: 'VALIDATION.FAILED',
      message: 'Send the request body as application/json.',
    });
  });

  it('never lets an unexpected failure out as anything but INTERNAL', () => {
    expect(toGatewayError(new TypeError('x is undefined'))).toMatchObject({ code: 'INTERNAL', status: 500 });
    expect(toGatewayError('a string')).toMatchObject({ code: 'INTERNAL' });
    expect(toGatewayError(fastifyError('FST_ERR_HANDLER_TIMEOUT', 503))).toMatchObject({ code: 'INTERNAL' });
  });
});
