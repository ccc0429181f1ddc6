import type { SubmissionStatus } from '@hp/contracts';

/** The answer to a status change: what happened, in the dashboard's words. */
export function statusMessage(status: SubmissionStatus, changed: boolean): string {
  if (!changed) return `The submission is already ${status}.`;
  return status === 'pending' ? 'Submission set back to pending.' : `Submission ${status} successfully.`;
}
