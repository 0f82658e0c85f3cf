import { describe, expect, it } from 'vitest';
import { bufferWith } from '../../machines/errorLogSender.machine';

describe('the error log buffer', () => {
  it('keeps entries in order up to its capacity', () => {
    let buffer: readonly unknown[] = [];
    for (const n of [1, 2, 3]) buffer = bufferWith(buffer, n, 3);
    expect(buffer).toEqual([1, 2, 3]);
  });

  it('drops the oldest entries first once full', () => {
    let buffer: readonly unknown[] = [];
    for (let n = 1; n <= 150; n++) buffer = bufferWith(buffer, n, 100);
    expect(buffer).toHaveLength(100);
    expect(buffer[0]).toBe(51);
    expect(buffer.at(-1)).toBe(150);
  });

  it('never changes the buffer it was given', () => {
    const buffer = Object.freeze([1, 2]);
    expect(bufferWith(buffer, 3, 2)).toEqual([2, 3]);
    expect(buffer).toEqual([1, 2]);
  });
});
