import { Injectable } from '@nestjs/common';
import {
  bookingCommands,
  type ReminderAnswerReply,
  type ReminderLinkState,
  type ReminderLinkView,
} from '@hp/contracts';
import { DomainError, type RpcMeta } from '@hp/service-platform';
import { NatsRpcClient, RpcCallError } from '@hp/service-platform/nats';
import { ReminderLinks } from './reminder-links.js';
import { RemindersRepository, type LinkRow } from './reminders.repository.js';

/**
 * The reminder link's page: what the consultation is, and the patient's confirm or cancel. The link is the
 * credential (an HMAC only this service can make); an unknown token is NOT_FOUND. Cancelling asks booking
 * (booking.cmd.cancel-for-patient.v1, which only this service may send) to cancel it and free its place; booking
 * then publishes booking.evt.consultation-cancelled.v1.
 */
@Injectable()
export class ReminderAnswersHandler {
  constructor(
    private readonly reminders: RemindersRepository,
    private readonly links: ReminderLinks,
    private readonly rpc: NatsRpcClient,
  ) {}

  async view(token: string, now = new Date()): Promise<ReminderLinkView> {
    return viewOf(await this.find(token), now);
  }

  async confirm(token: string, now = new Date()): Promise<ReminderAnswerReply> {
    const row = await this.find(token);
    const state = stateOf(row, now);
    if (state === 'open') await this.reminders.answer(row.consultationId, 'confirmed', now);
    if (state === 'cancelled')
      throw new DomainError('REMINDER.CONSULTATION_CLOSED', 'This consultation has been cancelled.');
    if (state === 'past')
      throw new DomainError('REMINDER.CONSULTATION_CLOSED', 'This consultation has already taken place.');
    return {
      success: true,
      message: 'Thank you. Your consultation is confirmed.',
      link: viewOf({ ...row, answer: 'confirmed' }, now),
    };
  }

  async cancel(token: string, meta: RpcMeta, now = new Date()): Promise<ReminderAnswerReply> {
    const row = await this.find(token);
    const state = stateOf(row, now);
    if (state === 'past')
      throw new DomainError('REMINDER.CONSULTATION_CLOSED', 'This consultation has already taken place.');
    if (state !== 'cancelled') {
      try {
        await this.rpc.request(
          bookingCommands.cancelForPatient,
          { consultationId: row.consultationId, patientId: row.patientId },
          { correlationId: meta.correlationId },
        );
      } catch (error) {
        if (error instanceof RpcCallError) throw new DomainError(error.code, error.message, error.fields);
        throw error;
      }
      await this.reminders.answer(row.consultationId, 'cancelled', now);
    }
    return {
      success: true,
      message: 'Your consultation is cancelled. The clinic has been told.',
      link: viewOf({ ...row, answer: 'cancelled' }, now),
    };
  }

  private async find(token: string): Promise<LinkRow> {
    const row = await this.reminders.findLink(this.links.hashOf(token));
    if (!row) throw new DomainError('NOT_FOUND', 'This reminder link is not valid.');
    return row;
  }
}

function stateOf(row: LinkRow, now: Date): ReminderLinkState {
  if (row.answer === 'cancelled') return 'cancelled';
  if (row.startsAt.getTime() <= now.getTime()) return 'past';
  return row.answer === 'confirmed' ? 'confirmed' : 'open';
}

function viewOf(row: LinkRow, now: Date): ReminderLinkView {
  return {
    state: stateOf(row, now),
    consultation: {
      consultationId: row.consultationId,
      clinicName: row.clinicName,
      fullName: row.fullName,
      startsAt: row.startsAt.toISOString(),
      date: row.date,
      time: row.time,
    },
  };
}
