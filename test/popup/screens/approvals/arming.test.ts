import { describe, expect, it } from 'vitest';
import { pauseBetween, type WindowFacts } from '../../../../src/popup/screens/approvals/arming';

const still: WindowFacts = { visible: true, focused: true, left: 10, top: 20, width: 380, height: 640 };

describe('pauseBetween', () => {
  it('sees nothing when the window stayed in view, focused, in place and of the same size', () => {
    expect(pauseBetween(still, { ...still })).toBeNull();
  });

  it('names hiding, losing focus, moving and resizing', () => {
    expect(pauseBetween(still, { ...still, visible: false })).toBe('hidden');
    expect(pauseBetween(still, { ...still, focused: false })).toBe('unfocused');
    expect(pauseBetween(still, { ...still, left: 11 })).toBe('moved');
    expect(pauseBetween(still, { ...still, top: 0 })).toBe('moved');
    expect(pauseBetween(still, { ...still, width: 400 })).toBe('resized');
    expect(pauseBetween(still, { ...still, height: 600, left: 0 })).toBe('resized');
  });

  it('counts coming back into view or focus as a change too, and staying hidden as none', () => {
    expect(pauseBetween({ ...still, visible: false }, still)).toBe('hidden');
    expect(pauseBetween({ ...still, focused: false }, still)).toBe('unfocused');
    expect(pauseBetween({ ...still, visible: false }, { ...still, visible: false, left: 99 })).toBeNull();
    expect(pauseBetween({ ...still, focused: false }, { ...still, focused: false })).toBeNull();
  });

  it('says hidden before unfocused when a window is minimised (both at once)', () => {
    expect(pauseBetween(still, { ...still, visible: false, focused: false })).toBe('hidden');
  });
});
