import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { bookingCommands } from '@hp/contracts';
import { OnCommand, type CommandRequest } from '@hp/service-platform';
import { PublishedSlotsHandler } from './published-slots.handler.js';

/** The gateway's FHIR layer reads the offered slots here (issue 17); no caller identity is needed: public data. */
@Controller()
export class PublicationController {
  constructor(private readonly slots: PublishedSlotsHandler) {}

  @OnCommand(bookingCommands.publishedSlots)
  publishedSlots(@Payload() { data }: CommandRequest<typeof bookingCommands.publishedSlots>) {
    return this.slots.page(data);
  }

  @OnCommand(bookingCommands.publishedClinicRanges)
  publishedClinicRanges(@Payload() { data }: CommandRequest<typeof bookingCommands.publishedClinicRanges>) {
    return this.slots.ranges(data);
  }
}
