import { describe, expect, it } from 'vitest';
import { matchingRecipients, nicknameProblem, type SavedRecipient } from '../../../machines/beneficiaries.machine';

const rows: SavedRecipient[] = [
  { id: '1', nickname: 'Omar (brother)', mobile: '7701000002', holderName: 'Omar K.' },
  { id: '2', nickname: 'دانا', mobile: '7701000010', holderName: 'Rafidain Logistics' },
  { id: '3', nickname: 'Landlord', mobile: '7509876543', holderName: null },
];
const ids = (found: readonly SavedRecipient[]) => found.map((row) => row.id);

describe('searching saved recipients', () => {
  it('keeps every row for an empty or blank search', () => {
    expect(ids(matchingRecipients(rows, ''))).toEqual(['1', '2', '3']);
    expect(ids(matchingRecipients(rows, '   '))).toEqual(['1', '2', '3']);
  });

  it('matches the nickname and the holder’s name in any case, Arabic script included', () => {
    expect(ids(matchingRecipients(rows, 'OMAR'))).toEqual(['1']);
    expect(ids(matchingRecipients(rows, 'logistics'))).toEqual(['2']);
    expect(ids(matchingRecipients(rows, 'دا'))).toEqual(['2']);
  });

  it('matches digits of the number, typed with spaces or dashes', () => {
    expect(ids(matchingRecipients(rows, '770 100'))).toEqual(['1', '2']);
    expect(ids(matchingRecipients(rows, '750-987'))).toEqual(['3']);
    expect(ids(matchingRecipients(rows, '0010'))).toEqual(['2']);
  });

  it('finds nothing for what no row holds', () => {
    expect(matchingRecipients(rows, 'zz')).toEqual([]);
  });
});

describe('a nickname', () => {
  it('is 1 to 64 characters once trimmed, without < or >', () => {
    expect(nicknameProblem('Omar')).toBeNull();
    expect(nicknameProblem('  Omar  ')).toBeNull();
    expect(nicknameProblem('x'.repeat(64))).toBeNull();
    expect(nicknameProblem('')).toBe('required');
    expect(nicknameProblem('   ')).toBe('required');
    expect(nicknameProblem('x'.repeat(65))).toBe('tooLong');
    expect(nicknameProblem('<b>Omar</b>')).toBe('markup');
    expect(nicknameProblem('a > b')).toBe('markup');
  });
});
