import { applyDecorators, UsePipes } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import type { Command, RpcRequest } from '@hp/contracts';
import type { z } from 'zod/mini';
import { RpcRequestPipe } from './rpc-request.pipe.js';

/**
 * Answers one command of the contracts: subscribes to its subject and checks the request envelope and its data
 * against the command's request schema before the handler runs (VALIDATION.FAILED otherwise). Use with
 * `@Payload() request: CommandRequest<typeof command>`.
 */
export function OnCommand(command: Command): MethodDecorator {
  return applyDecorators(MessagePattern(command.subject), UsePipes(new RpcRequestPipe(command.request)));
}

/** The parsed request a command handler receives: the gateway's meta (correlation id, actor) and the data. */
export type CommandRequest<C extends Command> = RpcRequest<z.output<C['request']>>;
