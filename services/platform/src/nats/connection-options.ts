import type { ConnectionOptions } from '@nats-io/transport-node';

export interface NatsSettings {
  url: string;
  /** Each process has its own NATS user with its own subject permissions (see natsPermissionsFor). */
  user?: string | undefined;
  password?: string | undefined;
}

export const natsSettingsOf = (config: {
  NATS_URL: string;
  NATS_USER?: string;
  NATS_PASSWORD?: string;
}): NatsSettings => ({
  url: config.NATS_URL,
  user: config.NATS_USER,
  password: config.NATS_PASSWORD,
});

/** Options for `connect()`: reconnect for ever, and the process's credentials when NATS has auth. */
export function natsConnectionOptions(settings: NatsSettings, name: string): ConnectionOptions {
  return {
    servers: settings.url,
    name,
    maxReconnectAttempts: -1,
    ...(settings.user ? { user: settings.user, pass: settings.password ?? '' } : {}),
  };
}
