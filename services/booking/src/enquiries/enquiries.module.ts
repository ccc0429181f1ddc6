import { Module } from '@nestjs/common';
import { ConfirmationMailConsumer } from './confirmation-mail.consumer.js';
import { EnquiriesController } from './enquiries.controller.js';
import { EnquiriesRepository } from './enquiries.repository.js';
import { ListEnquiriesHandler } from './list-enquiries.handler.js';
import { ReceiveEnquiryHandler } from './receive-enquiry.handler.js';

@Module({
  controllers: [EnquiriesController],
  providers: [EnquiriesRepository, ReceiveEnquiryHandler, ListEnquiriesHandler, ConfirmationMailConsumer],
})
export class EnquiriesModule {}
