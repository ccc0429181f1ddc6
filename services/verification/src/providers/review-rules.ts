import type { ProviderStatus } from '@hp/contracts';

/** The spec: an admin may approve or reject only a provider that is pending or under review. */
export const mayDecide = (status: ProviderStatus): boolean =>
  status === 'pending' || status === 'under_review';

/** Opening the review moves a pending provider to under_review; any other status stays as it is. */
export const statusOnOpening = (status: ProviderStatus): ProviderStatus =>
  status === 'pending' ? 'under_review' : status;

/** The toast's second line, "{Type} has been {status} successfully.", as the server's message. */
export const decisionMessage = (typeLabel: string, status: 'approved' | 'rejected') =>
  `${typeLabel} has been ${status} successfully.`;
