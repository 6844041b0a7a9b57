import { describe, expect, it } from 'vitest';
import { keepApart } from './derive';

describe('keepApart', () => {
  const options = [{ value: 'a' }, { value: 'b' }, { value: 'c' }];
  it('keeps the second choice when it differs from the first', () => {
    expect(keepApart(options, 'a', 'c')).toBe('c');
  });
  it('moves the second choice off the first', () => {
    expect(keepApart(options, 'c', 'c')).toBe('a');
    expect(keepApart(options, 'a', 'a')).toBe('b');
  });
});
