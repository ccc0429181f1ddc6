import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { notificationCommands as commands } from '@hp/contracts';
import { OnCommand, type CommandRequest } from '@hp/service-platform';
import { NotificationsHandler } from './notifications.handler.js';

@Controller()
export class NotificationsController {
  constructor(private readonly notifications: NotificationsHandler) {}

  @OnCommand(commands.list)
  list(@Payload() { data, meta }: CommandRequest<typeof commands.list>) {
    return this.notifications.list(data, meta);
  }

  @OnCommand(commands.read)
  read(@Payload() { data, meta }: CommandRequest<typeof commands.read>) {
    return this.notifications.read(data.notificationId, meta);
  }

  @OnCommand(commands.readAll)
  readAll(@Payload() { meta }: CommandRequest<typeof commands.readAll>) {
    return this.notifications.readAll(meta);
  }
}
