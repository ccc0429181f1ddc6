import { Injectable } from '@nestjs/common';
import type { EnquiryKind, EnquiryReceivedEvent } from '@hp/contracts';
import { writeToOutbox, type PendingEvent } from '@hp/service-platform';
import { PrismaService } from '../database/prisma.service.js';
import type { Prisma } from '../generated/prisma/client.js';

export interface NewEnquiry {
  id: string;
  kind: EnquiryKind;
  name: string;
  phone?: string | undefined;
  email?: string | undefined;
  details: Record<string, unknown>;
  correlationId: string;
}

@Injectable()
export class EnquiriesRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** Stores the enquiry and its enquiry-received event in one transaction (the outbox publishes the event). */
  async create(enquiry: NewEnquiry, received: PendingEvent<EnquiryReceivedEvent>): Promise<void> {
    await this.prisma.$transaction([
      this.prisma.enquiry.create({
        data: { ...enquiry, details: enquiry.details as Prisma.InputJsonObject },
      }),
      writeToOutbox(this.prisma, received),
    ]);
  }
}
