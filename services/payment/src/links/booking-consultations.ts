import { Injectable } from '@nestjs/common';
import { bookingCommands, type ClinicConsultationReply } from '@hp/contracts';
import { DomainError, type RpcMeta } from '@hp/service-platform';
import { NatsRpcClient, natsSettingsOf, RpcCallError } from '@hp/service-platform/nats';
import type { PaymentConfig } from '../config.js';

/** The NATS client payment asks booking with (its own connection, as the payment user). */
export const bookingRpcClient = (config: PaymentConfig) =>
  new NatsRpcClient({
    nats: natsSettingsOf(config),
    name: 'payment-rpc',
    timeoutMs: config.PAYMENT_BOOKING_TIMEOUT_MS,
  });

/**
 * Booking owns consultations: before a link is made, it says whether the consultation is the signed-in clinic's
 * (booking.query.clinic-consultation.v1, which only payment may send). Its NOT_FOUND comes back as NOT_FOUND; booking
 * down or slow as UPSTREAM.*.
 */
@Injectable()
export class BookingConsultations {
  constructor(private readonly rpc: NatsRpcClient) {}

  async ofClinic(
    consultationId: string,
    clinicAccountId: string,
    meta: RpcMeta,
  ): Promise<ClinicConsultationReply> {
    try {
      return await this.rpc.request(
        bookingCommands.clinicConsultation,
        { consultationId, clinicAccountId },
        { correlationId: meta.correlationId },
      );
    } catch (error) {
      if (error instanceof RpcCallError) throw new DomainError(error.code, error.message, error.fields);
      throw error;
    }
  }
}
