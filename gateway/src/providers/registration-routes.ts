import { Injectable } from '@nestjs/common';
import {
  fieldErrorsFromZod,
  ProviderRegistrationSchema,
  verificationCommands,
  verificationRoutes,
} from '@hp/contracts';
import { NatsRpcClient } from '@hp/service-platform/nats';
import { GatewayError } from '../http/errors/gateway-error.js';
import { handWritten, type RouteCall, type ServesRoutesByHand } from '../http/routing/route-call.js';
import { Uploads } from '../http/uploads/uploads.js';
import { LICENCE_UPLOAD } from './licence-upload.js';

/**
 * `POST /api/clinic/register`: the multipart form through the gateway's upload path (Uploads: the licence proof
 * into S3), the text fields checked with the registration schema, then verification.cmd.register-provider.v1 with
 * the object's key; the file's bytes never travel over NATS. Whatever fails after the file was stored (a field, a
 * taken e-mail, the service), the object is removed before the answer.
 */
@Injectable()
export class RegistrationRoutes implements ServesRoutesByHand {
  readonly routes = [handWritten(verificationRoutes.providerRegister, (call) => this.register(call))];

  constructor(
    private readonly rpc: NatsRpcClient,
    private readonly uploads: Uploads,
  ) {}

  private register({ request, meta }: RouteCall) {
    return this.uploads.receive(request, LICENCE_UPLOAD, meta.correlationId, async ({ fields, file }) => {
      const parsed = ProviderRegistrationSchema.safeParse(fields);
      if (!parsed.success)
        throw new GatewayError('VALIDATION.FAILED', { fields: fieldErrorsFromZod(parsed.error) });
      return this.rpc.request(
        verificationCommands.registerProvider,
        { registration: parsed.data, licence: file },
        meta,
      );
    });
  }
}
