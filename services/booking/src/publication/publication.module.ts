import { Module } from '@nestjs/common';
import { PublicationController } from './publication.controller.js';
import { PublishedSlotsHandler } from './published-slots.handler.js';
import { PublishedSlotsRepository } from './published-slots.repository.js';

/** The offered slots and their places, read by the gateway's FHIR layer (issue 17). */
@Module({
  controllers: [PublicationController],
  providers: [PublishedSlotsRepository, PublishedSlotsHandler],
})
export class PublicationModule {}
