// What a NATS caller of the services needs (the gateway, tests): Nest's wire format and connection options.
export { decodeNestReply, encodeNestRequest, type DecodedReply } from './nest-wire.js';
export { natsConnectionOptions, natsSettingsOf, type NatsSettings } from './connection-options.js';
export { NatsRpcClient, RpcCallError, type NatsRpcClientOptions, type RpcCallMeta } from './rpc-client.js';
