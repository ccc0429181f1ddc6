import { Injectable, type PipeTransform } from '@nestjs/common';
import { ActorSchema, fieldErrorsFromZod, type RpcRequest } from '@hp/contracts';
import { z } from 'zod/mini';
import { DomainError } from './domain-error.js';

const EnvelopeSchema = z.object({
  meta: z.object({ correlationId: z.string().check(z.minLength(1)), actor: z.optional(ActorSchema) }),
  data: z.unknown(),
});

/**
 * Checks a NATS request envelope and its `data` against the contracts' command schema. The gateway validated
 * it already; a service trusts no caller, so it checks again and answers VALIDATION.FAILED with field messages.
 */
@Injectable()
export class RpcRequestPipe<S extends z.ZodMiniType> implements PipeTransform<
  unknown,
  RpcRequest<z.output<S>>
> {
  constructor(private readonly dataSchema: S) {}

  transform(value: unknown): RpcRequest<z.output<S>> {
    const envelope = EnvelopeSchema.safeParse(value);
    if (!envelope.success) {
      throw new DomainError(
        'VALIDATION.FAILED',
        'The request envelope is not valid.',
        fieldErrorsFromZod(envelope.error),
      );
    }
    const data = this.dataSchema.safeParse(envelope.data.data ?? {});
    if (!data.success) {
      throw new DomainError('VALIDATION.FAILED', undefined, fieldErrorsFromZod(data.error));
    }
    return { meta: envelope.data.meta, data: data.data };
  }
}
