import { Module } from '@nestjs/common';
import { ApprovedProvidersRepository } from '../providers/approved-providers.repository.js';
import { ProviderApprovedConsumer, ProviderRejectedConsumer } from '../providers/provider-events.consumer.js';
import { AdminSubmissionsHandler } from './admin-submissions.handler.js';
import { FileLinks } from './file-links.js';
import { OwnSubmissionsHandler } from './own-submissions.handler.js';
import { PrescriptionSweeperJob } from './prescription-sweeper.job.js';
import { MailFileLinkHandler } from './mail-file-link.handler.js';
import { SubmissionsController } from './submissions.controller.js';
import { SubmissionsRepository } from './submissions.repository.js';
import { SubmitPrescriptionHandler } from './submit-prescription.handler.js';

@Module({
  controllers: [SubmissionsController],
  providers: [
    ApprovedProvidersRepository,
    ProviderApprovedConsumer,
    ProviderRejectedConsumer,
    SubmissionsRepository,
    FileLinks,
    SubmitPrescriptionHandler,
    OwnSubmissionsHandler,
    AdminSubmissionsHandler,
    MailFileLinkHandler,
    PrescriptionSweeperJob,
  ],
})
export class SubmissionsModule {}
