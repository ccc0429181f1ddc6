import type { Bundle, BundleLink, OperationOutcome, Resource } from '@medplum/fhirtypes';

export const FHIR_JSON = 'application/fhir+json';
export const FHIR_NDJSON = 'application/fhir+ndjson';

export type IssueType = 'not-found' | 'invalid' | 'not-supported' | 'throttled' | 'transient' | 'exception';

/** A failure the FHIR API answers with an OperationOutcome and this HTTP status. */
export class FhirError extends Error {
  constructor(
    readonly status: number,
    readonly issue: IssueType,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export const operationOutcomeOf = (issue: IssueType, diagnostics: string): OperationOutcome => ({
  resourceType: 'OperationOutcome',
  issue: [{ severity: 'error', code: issue, diagnostics }],
});

/** A search's answer: the matches of this page, how many match in all, and the links to itself and the next page. */
export function searchsetOf(
  resources: Resource[],
  total: number,
  links: { self: string; next: string | null },
  fullUrlOf: (resource: Resource) => string,
): Bundle {
  const link: BundleLink[] = [{ relation: 'self', url: links.self }];
  if (links.next) link.push({ relation: 'next', url: links.next });
  return {
    resourceType: 'Bundle',
    type: 'searchset',
    total,
    link,
    entry: resources.map((resource) => ({
      fullUrl: fullUrlOf(resource),
      resource,
      search: { mode: 'match' },
    })),
  };
}
