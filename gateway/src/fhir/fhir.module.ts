import { Module } from '@nestjs/common';
import { BulkPublish } from './bulk-publish.js';
import { FhirApi } from './fhir-api.js';
import { FhirRoutes } from './fhir-routes.js';
import { FhirSources } from './fhir-sources.js';

/** /fhir/*: approved providers and consultation slots as FHIR R4 (issue 17), derived at request time over NATS. */
@Module({
  providers: [FhirSources, FhirApi, BulkPublish, FhirRoutes],
  exports: [FhirRoutes],
})
export class FhirModule {}
