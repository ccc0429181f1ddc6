import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { authApi } from '../auth/api.js';
import { authRoutes } from '../auth/http.js';
import { bookingApi, consultationApi } from '../booking/api.js';
import { bookingRoutes, consultationRoutes } from '../booking/http.js';
import { directoryApi } from '../directory/api.js';
import { directoryRoutes } from '../directory/http.js';
import { notificationApi, reminderApi } from '../notification/api.js';
import { notificationRoutes } from '../notification/http.js';
import { reminderRoutes } from '../notification/reminders.js';
import { paymentApi } from '../payment/api.js';
import { paymentRoutes } from '../payment/http.js';
import { prescriptionApi } from '../prescription/api.js';
import { prescriptionRoutes } from '../prescription/http.js';
import { verificationApi } from '../verification/api.js';
import { verificationRoutes } from '../verification/http.js';
import { clientRoutesOf, type ClientRoute } from './client-route.js';
import type { HttpRoute } from './route.js';
import { apiRoutes } from './routes.js';

/** Each server table with the browser's view declared beside it (a new domain adds its pair here). */
const pairs: [string, Record<string, HttpRoute>, Record<string, ClientRoute>][] = [
  ['authApi', authRoutes, authApi],
  ['bookingApi', bookingRoutes, bookingApi],
  ['consultationApi', consultationRoutes, consultationApi],
  ['directoryApi', directoryRoutes, directoryApi],
  ['notificationApi', notificationRoutes, notificationApi],
  ['reminderApi', reminderRoutes, reminderApi],
  ['paymentApi', paymentRoutes, paymentApi],
  ['prescriptionApi', prescriptionRoutes, prescriptionApi],
  ['verificationApi', verificationRoutes, verificationApi],
];

const here = path.dirname(fileURLToPath(import.meta.url));
const src = path.resolve(here, '..');

describe("the browser's route tables (api.ts beside each http.ts)", () => {
  it.each(pairs)(
    '%s has exactly the server routes, each with its method, path, access and markers',
    (_, server, client) => {
      expect(client).toEqual(clientRoutesOf(server));
    },
  );

  it('cover every route the gateway serves', () => {
    const declared = pairs.flatMap(([, , client]) => Object.keys(client)).sort();
    expect(declared).toEqual(Object.keys(apiRoutes).sort());
  });

  it('every domain with an http.ts has an api.ts, and the views import no module that builds schemas', () => {
    const domains = fs.readdirSync(src).filter((d) => fs.existsSync(path.join(src, d, 'http.ts')));
    const schemaFree = new Set(['../common/role-codes.js', '../http/client-route.js']);
    for (const domain of domains) {
      const file = path.join(src, domain, 'api.ts');
      expect(`${domain}: ${fs.existsSync(file)}`).toBe(`${domain}: true`);
      const imports = [...fs.readFileSync(file, 'utf8').matchAll(/^import (type )?.* from '([^']+)';$/gm)];
      for (const [line, typeOnly, from] of imports) {
        if (!typeOnly)
          expect({ line, schemaFree: schemaFree.has(from!) }).toEqual({ line, schemaFree: true });
      }
    }
  });

  it('the modules pages take constants from build no schema (values only from each other, else types only)', () => {
    const schemaFree = [
      'http/client-route.ts',
      'common/role-codes.ts',
      'common/india-time.ts',
      'auth/membership-plan.ts',
      'booking/choices.ts',
      'directory/choices.ts',
      'payment/choices.ts',
      'payment/order-reference.ts',
      'verification/choices.ts',
    ];
    for (const file of schemaFree) {
      const text = fs.readFileSync(path.join(src, file), 'utf8');
      for (const [line, from] of text.matchAll(/^import (?!type )[^;]* from '([^']+)';$/gm)) {
        const target = path.posix.join(path.posix.dirname(file), from!.replace(/\.js$/, '.ts'));
        expect({ line, schemaFree: schemaFree.includes(target) }).toEqual({ line, schemaFree: true });
      }
    }
  });
});
