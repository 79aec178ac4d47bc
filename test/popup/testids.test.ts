// The test ids (src/popup/testids.ts) are made when read: each name's text is its kebab case, the
// few spelled otherwise keep their text, and the ids with a part of their own end in it.
import { describe, expect, it } from 'vitest';
import { TID } from '../../src/popup/testids';

describe('TID', () => {
  it("answers a name's kebab case", () => {
    expect(TID.accountAddress).toBe('account-address');
    expect(TID.errorMessage).toBe('error-message');
    expect(TID.reviewBalanceAfter).toBe('review-balance-after');
  });

  it('keeps the ids spelled otherwise', () => {
    expect(TID.networkAddChainId).toBe('network-add-chainid');
    expect(TID.tab('staking')).toBe('feature-tab-staking');
  });

  it('ends an id with a part of its own in that part', () => {
    expect(TID.accountOption(3)).toBe('account-option-3');
    expect(TID.feePreset('fast')).toBe('fee-preset-fast');
    expect(typeof TID.accountAddress).toBe('string');
  });
});
