import { Injectable, Logger } from '@nestjs/common';
import {
  fieldErrorsFromZod,
  ProviderRegistrationSchema,
  verificationCommands,
  verificationRoutes,
  type LicenceObject,
} from '@hp/contracts';
import { NatsRpcClient } from '@hp/service-platform/nats';
import type { Multipart } from '@fastify/multipart';
import { GatewayError } from '../http/errors/gateway-error.js';
import { handWritten, type RouteCall, type ServesRoutesByHand } from '../http/routing/route-call.js';
import { LicenceUploads } from './licence-uploads.js';

const LICENCE_FIELD = 'licenseProof';

/** @fastify/multipart's own refusals (too many parts or files, a field too long, not multipart at all). */
const isMultipartError = (error: unknown): error is Error & { code: string } => {
  const code = (error as { code?: unknown } | null)?.code;
  return error instanceof Error && typeof code === 'string' && code.startsWith('FST_');
};

/**
 * `POST /api/clinic/register`: reads the multipart stream itself, stores the licence proof (LicenceUploads), checks
 * the text fields with the registration schema, then sends verification.cmd.register-provider.v1 with the object's
 * key; the file's bytes never travel over NATS. Whatever fails after the file was stored (a field, a taken e-mail,
 * the service), the object is removed before the answer.
 */
@Injectable()
export class RegistrationRoutes implements ServesRoutesByHand {
  private readonly logger = new Logger(RegistrationRoutes.name);

  readonly routes = [handWritten(verificationRoutes.providerRegister, (call) => this.register(call))];

  constructor(
    private readonly rpc: NatsRpcClient,
    private readonly licences: LicenceUploads,
  ) {}

  private async register({ request, meta }: RouteCall) {
    if (!request.isMultipart()) {
      throw new GatewayError('VALIDATION.FAILED', {
        message: 'Please send the registration as multipart/form-data.',
      });
    }
    const fields: Record<string, string> = {};
    let licence: LicenceObject | null = null;
    try {
      let failure: Error | undefined;
      for await (const part of request.parts()) {
        // After a failure the rest of the form is read and dropped, so that the answer is not cut off mid-upload.
        if (failure) {
          if (part.type === 'file') part.file.resume();
          continue;
        }
        try {
          licence = await this.read(part, fields, licence);
        } catch (error) {
          failure = error instanceof Error ? error : new Error(String(error));
        }
      }
      if (failure) throw failure;
      const parsed = ProviderRegistrationSchema.safeParse(fields);
      if (!parsed.success)
        throw new GatewayError('VALIDATION.FAILED', { fields: fieldErrorsFromZod(parsed.error) });
      return await this.rpc.request(
        verificationCommands.registerProvider,
        { registration: parsed.data, licence },
        meta,
      );
    } catch (error) {
      if (licence) await this.licences.remove(licence.key);
      if (isMultipartError(error)) {
        this.logger.debug({ code: error.code, correlationId: meta.correlationId }, 'Multipart refused');
        throw new GatewayError('VALIDATION.FAILED', {
          message: `The form could not be read: ${error.message}`,
          cause: error,
        });
      }
      throw error;
    }
  }

  /** One part: a text field is kept; the one licence file is stored. Answers the stored licence, if any. */
  private async read(
    part: Multipart,
    fields: Record<string, string>,
    stored: LicenceObject | null,
  ): Promise<LicenceObject | null> {
    if (part.type === 'field') {
      if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      return stored;
    }
    if (part.fieldname !== LICENCE_FIELD || stored) {
      part.file.resume();
      throw new GatewayError('VALIDATION.FAILED', {
        fields: { [part.fieldname]: `Only one file is taken, as ${LICENCE_FIELD}` },
      });
    }
    // An empty file input (no file chosen) arrives as a part without a name and without bytes: no licence.
    if (!part.filename) {
      part.file.resume();
      return null;
    }
    return this.licences.store(part);
  }
}
