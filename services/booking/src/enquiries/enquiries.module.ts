import { Module } from '@nestjs/common';

import { EnquiriesController } from './enquiries.controller.js';
import { EnquiriesRepository } from './enquiries.repository.js';
import { ListEnquiriesHandler } from './list-enquiries.handler.js';
import { ReceiveEnquiryHandler } from './receive-enquiry.handler.js';

@Module({
  controllers: [EnquiriesController],
  providers: [EnquiriesRepository, ReceiveEnquiryHandler, ListEnquiriesHandler],
})
export class EnquiriesModule {}
