import { describe, expect, it } from 'vitest';
import { committeeMembers, committeePower, parseHeight, proportionText } from '../../../src/popup/screens/network/lib';

describe('network views', () => {
  it('reads committee lists: addresses plus one power entry', () => {
    const info = ['gt11aaa', { singleCommitteePower: '300000' }, 'gt11bbb'];
    expect(committeePower(info)).toBe('300000');
    expect(committeeMembers(info)).toEqual(['gt11aaa', 'gt11bbb']);
    expect(committeePower(['gt11aaa'])).toBeNull();
    expect(committeePower(null)).toBeNull();
    expect(committeeMembers(undefined)).toEqual([]);
  });

  it('shows proportions as percent when they are fractions', () => {
    expect(proportionText('0.25')).toBe('25%');
    expect(proportionText('0.125000000000000000')).toBe('12.5%');
    expect(proportionText('30%')).toBe('30%');
    expect(proportionText('3')).toBe('3');
    expect(proportionText('')).toBe('—');
  });

  it('accepts block heights from 1', () => {
    expect(parseHeight(' 42 ')).toBe(42);
    expect(parseHeight('0')).toBeNull();
    expect(parseHeight('-1')).toBeNull();
    expect(parseHeight('1.5')).toBeNull();
    expect(parseHeight('')).toBeNull();
  });
});
