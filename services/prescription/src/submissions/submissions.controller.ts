import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { prescriptionCommands as commands } from '@hp/contracts';
import { OnCommand, type CommandRequest } from '@hp/service-platform';
import { AdminSubmissionsHandler } from './admin-submissions.handler.js';
import { MailFileLinkHandler } from './mail-file-link.handler.js';
import { OwnSubmissionsHandler } from './own-submissions.handler.js';
import { SubmitPrescriptionHandler } from './submit-prescription.handler.js';

@Controller()
export class SubmissionsController {
  constructor(
    private readonly submit: SubmitPrescriptionHandler,
    private readonly own: OwnSubmissionsHandler,
    private readonly admin: AdminSubmissionsHandler,
    private readonly mailLinks: MailFileLinkHandler,
  ) {}

  @OnCommand(commands.submit)
  submitPrescription(@Payload() { data, meta }: CommandRequest<typeof commands.submit>) {
    return this.submit.execute(data, meta);
  }

  @OnCommand(commands.listMine)
  listMine(@Payload() { data, meta }: CommandRequest<typeof commands.listMine>) {
    return this.own.mine(data, meta);
  }

  @OnCommand(commands.listReceived)
  listReceived(@Payload() { data, meta }: CommandRequest<typeof commands.listReceived>) {
    return this.own.received(data, meta);
  }

  @OnCommand(commands.getReceived)
  getReceived(@Payload() { data, meta }: CommandRequest<typeof commands.getReceived>) {
    return this.own.receivedOne(data.id, meta);
  }

  @OnCommand(commands.adminList)
  adminList(@Payload() { data, meta }: CommandRequest<typeof commands.adminList>) {
    return this.admin.list(data, meta);
  }

  @OnCommand(commands.adminGet)
  adminGet(@Payload() { data, meta }: CommandRequest<typeof commands.adminGet>) {
    return this.admin.get(data.id, meta);
  }

  @OnCommand(commands.updateStatus)
  updateStatus(@Payload() { data, meta }: CommandRequest<typeof commands.updateStatus>) {
    return this.admin.updateStatus(data, meta);
  }

  /** Services only (notification): a fresh link for the provider's e-mail. */
  @OnCommand(commands.mailFileLink)
  mailFileLink(@Payload() { data }: CommandRequest<typeof commands.mailFileLink>) {
    return this.mailLinks.execute(data.id);
  }
}
