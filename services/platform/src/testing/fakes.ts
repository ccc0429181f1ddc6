import { jest } from '@jest/globals';
import type { PinoLogger } from 'nestjs-pino';

/** A logger whose calls a spec can inspect. */
export function fakeLogger(): PinoLogger {
  return { info: jest.fn(), warn: jest.fn(), error: jest.fn(), debug: jest.fn() } as unknown as PinoLogger;
}

/** Casts a partial double to the class a constructor wants. */
export const as = <T>(double: unknown) => double as T;
