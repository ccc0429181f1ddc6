import { DomainError } from '@hp/service-platform';
import type { Account } from '../accounts/account.js';

/** Providers sign in only once an admin approved them (clinics included); users and admins are always approved. */
export function assertMayLogIn(account: Pick<Account, 'status'>): void {
  switch (account.status) {
    case 'approved':
      return;
    case 'pending':
    case 'under_review':
      throw new DomainError('AUTH.ACCOUNT_PENDING_APPROVAL');
    case 'rejected':
      throw new DomainError('AUTH.ACCOUNT_REJECTED');
  }
}
