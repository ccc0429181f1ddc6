#!/usr/bin/env node
// Vendors the OpenAPI v3 schemas of the custom resources the manifests use, from an operator's released CRD YAML,
// for validate.mjs (which checks every object of those kinds against them, no cluster needed).
//   curl -sLO https://raw.githubusercontent.com/cloudnative-pg/cloudnative-pg/main/releases/cnpg-1.30.0.yaml
//   node infra/k8s/crds/vendor.mjs cnpg-1.30.0.yaml https://.../cnpg-1.30.0.yaml Cluster Database > infra/k8s/crds/cnpg-1.30.0.json
import fs from 'node:fs';
import { parseAllDocuments } from 'yaml';

const [file, source, ...kinds] = process.argv.slice(2);
if (!file || !source || !kinds.length) {
  console.error('usage: node infra/k8s/crds/vendor.mjs <release.yaml> <its URL> <Kind>...');
  process.exit(2);
}
const crds = parseAllDocuments(fs.readFileSync(file, 'utf8'))
  .map((doc) => doc.toJS())
  .filter((doc) => doc?.kind === 'CustomResourceDefinition' && kinds.includes(doc.spec.names.kind));
/** @type {Record<string, object>} apiVersion/Kind -> schema */
const schemas = {};
for (const crd of crds)
  for (const version of crd.spec.versions.filter((/** @type {any} */ v) => v.served))
    schemas[`${crd.spec.group}/${version.name}/${crd.spec.names.kind}`] = version.schema.openAPIV3Schema;
const missing = kinds.filter((kind) => !Object.keys(schemas).some((key) => key.endsWith(`/${kind}`)));
if (missing.length) {
  console.error(`${file} has no CRD for ${missing.join(', ')}`);
  process.exit(1);
}
process.stdout.write(`${JSON.stringify({ source, schemas })}\n`);
