import { randomBytes } from 'node:crypto';
import type { EntityType } from '@hp/contracts';
import { call, post, uniqueClientIp } from './http.js';

const run = randomBytes(4).toString('hex');
let made = 0;

export const PROVIDER_PASSWORD = 'Provider#123';

/** The registration form's text fields for a new provider of that kind (unique name, e-mail and phone). */
export function providerFields(entityType: EntityType, overrides: Record<string, string> = {}) {
  made += 1;
  return {
    entityType,
    name: `Care ${entityType} ${run} ${made}`,
    phone: `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`,
    email: `care.${run}.${made}@example.com`,
    address: '12 Hill Road, Bandra West',
    location: 'Mumbai',
    state: 'IN-MH',
    numberOfDoctors: '3',
    specializations: entityType === 'clinic' ? JSON.stringify(['Dentistry']) : '[]',
    acceptsEMI: 'no',
    acceptsInsurance: 'yes',
    password: PROVIDER_PASSWORD,
    ...overrides,
  };
}

export interface Upload {
  bytes: Buffer;
  name?: string;
  type?: string;
  field?: string;
}

/** Browsers' multipart encoding (FormData), with the files where a form puts them: after the fields. */
export function multipartForm(
  values: Record<string, string>,
  defaultField: string,
  ...files: Upload[]
): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(values)) body.append(name, value);
  for (const file of files) {
    body.append(
      file.field ?? defaultField,
      new Blob([file.bytes], { type: file.type ?? 'application/pdf' }),
      file.name ?? 'licence.pdf',
    );
  }
  return body;
}

export const providerLogin = (gatewayUrl: string, email: string, entityType: string) =>
  post<{ token: string; id: string; status: string }>(
    gatewayUrl,
    '/api/clinic/login',
    { email, password: PROVIDER_PASSWORD, entityType },
    { ip: uniqueClientIp() },
  );

/**
 * A provider registered through the gateway and approved by an admin (verification), once auth lets it log in
 * (it learns the decision from verification's event): its id, e-mail, name and access token.
 */
export async function approvedProvider(gatewayUrl: string, entityType: EntityType, adminToken: string) {
  const fields = providerFields(entityType);
  const registered = await fetch(`${gatewayUrl}/api/clinic/register`, {
    method: 'POST',
    body: multipartForm(fields, 'licenseProof'),
    headers: { 'x-forwarded-for': uniqueClientIp() },
  });
  if (registered.status !== 201) throw new Error(`registration answered ${registered.status}`);
  const { id } = (await registered.json()) as { id: string };
  const decided = await call(
    gatewayUrl,
    'PATCH',
    `/api/admin/verify/${entityType}/${id}`,
    { status: 'approved' },
    { token: adminToken, ip: uniqueClientIp() },
  );
  if (decided.status !== 200) throw new Error(`approval answered ${decided.status}`);
  const deadline = Date.now() + 20_000;
  let login = await providerLogin(gatewayUrl, fields.email, entityType);
  while (login.status !== 200 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    login = await providerLogin(gatewayUrl, fields.email, entityType);
  }
  if (login.status !== 200) throw new Error(`the approved ${entityType} could not log in (${login.status})`);
  return { id, email: fields.email, name: fields.name, token: login.body.token };
}
