import { PROVIDER_STATUSES } from '@hp/contracts';
import { decisionMessage, mayDecide, statusOnOpening } from './review-rules.js';

describe('review rules', () => {
  it('lets a decision be made only from pending or under_review', () => {
    expect(PROVIDER_STATUSES.filter(mayDecide)).toEqual(['pending', 'under_review']);
  });

  it('moves only a pending provider to under_review when its review is opened', () => {
    expect(PROVIDER_STATUSES.map(statusOnOpening)).toEqual([
      'under_review',
      'under_review',
      'approved',
      'rejected',
    ]);
  });

  it("words the decision as the spec's toast does", () => {
    expect(decisionMessage('Pharmacy', 'approved')).toBe('Pharmacy has been approved successfully.');
  });
});
