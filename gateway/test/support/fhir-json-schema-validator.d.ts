// @asymmetrik/fhir-json-schema-validator ships no types: the part the tests use.
declare module '@asymmetrik/fhir-json-schema-validator' {
  export default class JSONSchemaValidator {
    constructor(schema?: object, ajvSettings?: object);
    validate(resource: object, verbose?: boolean): { instancePath?: string; dataPath?: string; message?: string }[];
  }
}
