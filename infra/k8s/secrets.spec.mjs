import { describe, expect, it } from '@jest/globals';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';
import { serviceSpecs } from './services.mjs';
import { environmentSecrets } from './secrets.mjs';
import { render } from './validate.mjs';

const here = path.dirname(new URL(import.meta.url).pathname);

describe('the Secrets an environment makes (node infra/k8s/secrets.mjs)', () => {
  let n = 0;
  const out = environmentSecrets({
    services: serviceSpecs().map((spec) => spec.name),
    gatewayUser: 'gateway',
    permissionsFor: (name) => ({ subscribe: { allow: [`${name}.>`] } }),
    random: () => `pw${++n}`,
  });
  const secrets = parseAllDocuments(out.yaml).map((doc) => doc.toJS());
  const names = new Set(secrets.map((s) => `${s.metadata.namespace}/${s.metadata.name}`));

  it('holds every Secret the production overlay references, in the namespace that reads it', () => {
    const objects = render(path.join(here, 'overlays', 'production'));
    /** @type {Set<string>} */
    const referenced = new Set();
    for (const o of objects) {
      const ns = o.metadata.namespace;
      const pod = o.spec?.template?.spec;
      for (const c of pod?.containers ?? [])
        for (const e of c.env ?? []) if (e.valueFrom?.secretKeyRef && e.valueFrom.secretKeyRef.name !== 'hp-secrets') referenced.add(`${ns}/${e.valueFrom.secretKeyRef.name}`);
      for (const v of pod?.volumes ?? []) if (v.secret) referenced.add(`${ns}/${v.secret.secretName}`);
      for (const role of o.kind === 'Cluster' ? o.spec.managed.roles : []) referenced.add(`${ns}/${role.passwordSecret.name}`);
    }
    expect(referenced.size).toBeGreaterThan(10);
    expect([...referenced].filter((name) => !names.has(name))).toEqual([]);
  });

  it("gives NATS each process's user with its permissions, and each service's role its database URL", () => {
    const auth = secrets.find((s) => s.metadata.name === 'hp-nats-server-auth').stringData['auth.conf'];
    const users = JSON.parse(auth.replace(/^authorization: /, '')).users;
    const gateway = secrets.find((s) => s.metadata.name === 'hp-nats-gateway').stringData;
    expect(users.find((/** @type {any} */ u) => u.user === 'gateway')).toEqual({
      user: 'gateway',
      password: gateway.NATS_PASSWORD,
      permissions: { subscribe: { allow: ['gateway.>'] } },
    });
    const role = secrets.find((s) => s.metadata.name === 'hp-db-auth');
    expect(role.type).toBe('kubernetes.io/basic-auth');
    expect(out.env).toContain(
      `AUTH_DATABASE_URL=postgresql://auth:${role.stringData.password}@hp-postgres-rw.hp-infra.svc.cluster.local:5432/hp_auth\n`,
    );
  });
});
