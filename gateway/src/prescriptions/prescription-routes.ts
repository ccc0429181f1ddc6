import { Injectable } from '@nestjs/common';
import {
  fieldErrorsFromZod,
  PRESCRIPTION_FILE_FIELD,
  PRESCRIPTION_FILE_REQUIRED,
  prescriptionCommands,
  prescriptionRoutes,
  PrescriptionUploadSchema,
  type FieldErrors,
} from '@hp/contracts';
import { NatsRpcClient } from '@hp/service-platform/nats';
import { GatewayError } from '../http/errors/gateway-error.js';
import { handWritten, type RouteCall, type ServesRoutesByHand } from '../http/routing/route-call.js';
import { Uploads } from '../http/uploads/uploads.js';
import { PRESCRIPTION_UPLOAD } from './prescription-upload.js';

/**
 * `POST /api/user/prescriptions` (patients): the multipart form through the gateway's upload path (Uploads: the
 * file into S3, told by its bytes, at most 5 MB), the fields checked with the upload schema (every field's message
 * at once, the missing file's too), then prescription.cmd.submit.v1 with the object's key; the patient is the
 * token's. Whatever fails after the file was stored (a field, a provider that cannot take it), it is removed.
 */
@Injectable()
export class PrescriptionRoutes implements ServesRoutesByHand {
  readonly routes = [handWritten(prescriptionRoutes.submitPrescription, (call) => this.submit(call))];

  constructor(
    private readonly rpc: NatsRpcClient,
    private readonly uploads: Uploads,
  ) {}

  private submit({ request, meta }: RouteCall) {
    return this.uploads.receive(
      request,
      PRESCRIPTION_UPLOAD,
      meta.correlationId,
      async ({ fields, file }) => {
        const parsed = PrescriptionUploadSchema.safeParse(fields);
        const errors: FieldErrors = parsed.success ? {} : fieldErrorsFromZod(parsed.error);
        if (!file) errors[PRESCRIPTION_FILE_FIELD] = PRESCRIPTION_FILE_REQUIRED;
        if (!parsed.success || !file) throw new GatewayError('VALIDATION.FAILED', { fields: errors });
        return this.rpc.request(prescriptionCommands.submit, { upload: parsed.data, file }, meta);
      },
    );
  }
}
