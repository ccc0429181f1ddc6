import type { CapabilityStatement, CapabilityStatementRestResource } from '@medplum/fhirtypes';
import { SEARCH_COUNT_MAX } from './search-params.js';

type SearchParam = { name: string; type: 'string' | 'token' | 'reference' | 'date'; documentation: string };

const readAndSearch = (
  type: 'Location' | 'Schedule' | 'Slot',
  searchParam: SearchParam[],
): CapabilityStatementRestResource => ({
  type,
  interaction: [{ code: 'read' }, { code: 'search-type' }],
  versioning: 'no-version',
  readHistory: false,
  updateCreate: false,
  searchParam,
});

/** What /fhir/R4 supports: read and search of Location, Schedule and Slot, nothing that writes. */
export function capabilityStatementOf(baseUrl: string, date: string): CapabilityStatement {
  return {
    resourceType: 'CapabilityStatement',
    status: 'active',
    date,
    kind: 'instance',
    name: 'HealthcarePlatformScheduling',
    title: 'Approved clinics, pharmacies and laboratories and their consultation slots',
    publisher: 'Healthcare platform',
    description:
      'Read-only FHIR R4 API (and a SMART Scheduling Links feed at ../$bulk-publish) of approved providers as ' +
      `Locations, clinics' consultations as Schedules and their half-hour Slots for the next 14 days. Pages hold at most ${SEARCH_COUNT_MAX} matches.`,
    implementation: { description: 'Healthcare platform FHIR R4 API', url: baseUrl },
    fhirVersion: '4.0.1',
    format: ['application/fhir+json', 'json'],
    rest: [
      {
        mode: 'server',
        resource: [
          readAndSearch('Location', [
            { name: '_id', type: 'token', documentation: 'The provider id' },
            { name: 'name', type: 'string', documentation: 'Start of the name, any case' },
            { name: 'address-city', type: 'string', documentation: 'Start of the city or area, any case' },
            {
              name: 'type',
              type: 'token',
              documentation: 'v3-RoleCode: OF (clinic), PHARM (pharmacy), MBL (laboratory)',
            },
          ]),
          readAndSearch('Schedule', [
            { name: '_id', type: 'token', documentation: "The clinic's provider id" },
            { name: 'actor', type: 'reference', documentation: "The clinic's Location" },
          ]),
          readAndSearch('Slot', [
            { name: 'schedule', type: 'reference', documentation: "The clinic's Schedule" },
            {
              name: 'schedule.actor',
              type: 'reference',
              documentation: "The clinic's Location (chained through the Schedule)",
            },
            { name: 'status', type: 'token', documentation: 'free or busy' },
            {
              name: 'start',
              type: 'date',
              documentation: 'eq, ge, gt, le, lt; a date or time without an offset is India time (+05:30)',
            },
          ]),
        ],
      },
    ],
  };
}
