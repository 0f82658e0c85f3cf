import { describe, expect, it } from 'vitest';
import { machineRegistry } from '../../machines';
import { coverageMarks, parseCoverage, percent, type MachineCoverage } from '../../src/atlas/coverage';
import { machineTexts } from '../../src/atlas/machineTexts';

const signIn: MachineCoverage = {
  machine: 'signIn',
  states: { total: 5, covered: 4, missing: ['signIn.locked'] },
  transitions: {
    total: 8,
    covered: 6,
    missing: ['signIn.idle —submit#1→ signIn.locked', 'signIn.locked —always#0→ signIn.idle'],
  },
  paths: 12,
};

const balance: MachineCoverage = {
  machine: 'balance',
  states: { total: 3, covered: 3, missing: [] },
  transitions: { total: 4, covered: 4, missing: [] },
  paths: 3,
};

describe('parseCoverage', () => {
  const expected = new Map([
    ['signIn', signIn],
    ['balance', balance],
  ]);

  it('reads one machine’s file', () => {
    const parsed = parseCoverage(signIn);
    expect(parsed).toEqual(new Map([['signIn', signIn]]));
    expect([...parsed!.keys()]).toEqual(['signIn']);
  });

  it('reads a list of files', () => {
    expect(parseCoverage([signIn, balance])).toEqual(expected);
    expect(parseCoverage([])).toEqual(new Map());
  });

  it('reads the sandbox’s { machines }, bare or in its envelope', () => {
    expect(parseCoverage({ machines: [signIn, balance] })).toEqual(expected);
    expect(
      parseCoverage({ responseCode: 0, errCode: 0, message: 'Successfully', data: { machines: [signIn, balance] } }),
    ).toEqual(expected);
    expect(parseCoverage({ data: { machines: [] } })).toEqual(new Map());
  });

  it('keeps the last of two files for the same machine', () => {
    const later = { ...signIn, paths: 99 };
    expect(parseCoverage([signIn, later])?.get('signIn')?.paths).toBe(99);
  });

  it('gives only the schema’s fields back', () => {
    const parsed = parseCoverage({ ...signIn, generatedBy: 'vitest' });
    expect(parsed?.get('signIn')).toEqual(signIn);
    expect(parsed?.get('signIn')).not.toHaveProperty('generatedBy');
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['a number', 42],
    ['a string', 'signIn'],
    ['an empty object', {}],
    ['a file without its machine', { ...signIn, machine: undefined }],
    ['a file without transitions', { ...signIn, transitions: undefined }],
    ['a negative count', { ...signIn, states: { ...signIn.states, covered: -1 } }],
    ['a fractional count', { ...signIn, paths: 1.5 }],
    ['a count given as text', { ...signIn, paths: '12' }],
    ['a missing list of numbers', { ...signIn, states: { ...signIn.states, missing: [1] } }],
    ['a list with one bad file', [signIn, { machine: 'x' }]],
    ['machines that are not a list', { machines: signIn }],
    ['an envelope without machines', { data: { items: [signIn] } }],
    ['an error envelope', { responseCode: 1, errCode: 500, message: 'Failed', data: null }],
  ])('rejects %s', (_, raw) => {
    expect(parseCoverage(raw)).toBeNull();
  });
});

describe('coverageMarks', () => {
  it('marks the states and transitions no path reached', () => {
    const marks = coverageMarks(signIn);
    expect(marks.missingStates).toEqual(new Set(['signIn.locked']));
    expect(marks.missingTransitions).toEqual(
      new Set(['signIn.idle —submit#1→ signIn.locked', 'signIn.locked —always#0→ signIn.idle']),
    );
    expect(marks.missingStates.has('signIn.idle')).toBe(false);
  });

  it('marks nothing when everything was reached', () => {
    const marks = coverageMarks(balance);
    expect(marks.missingStates.size).toBe(0);
    expect(marks.missingTransitions.size).toBe(0);
  });
});

describe('percent', () => {
  it('is the covered share to one decimal, rounded down so 100 means everything', () => {
    expect(percent({ total: 8, covered: 6 })).toBe(75);
    expect(percent({ total: 3, covered: 1 })).toBe(33.3);
    expect(percent({ total: 3, covered: 2 })).toBe(66.6);
    expect(percent({ total: 1000, covered: 999 })).toBe(99.9);
    expect(percent({ total: 10000, covered: 9999 })).toBe(99.9);
    expect(percent({ total: 7, covered: 7 })).toBe(100);
    expect(percent({ total: 7, covered: 0 })).toBe(0);
  });

  it('counts nothing to cover as fully covered', () => {
    expect(percent({ total: 0, covered: 0 })).toBe(100);
  });
});

describe('machineTexts', () => {
  it('has a title and description for every registered statechart, and for nothing else', () => {
    expect(Object.keys(machineTexts).sort()).toEqual(machineRegistry.map((e) => e.id).sort());
  });

  it.each(machineRegistry.map((e) => [e.id, e] as const))('words %s exactly as the registry does', (id, entry) => {
    const texts = machineTexts[id]!;
    expect(texts.title.message).toBe(entry.title);
    expect(texts.description.message).toBe(entry.description);
    // compiled by the Lingui macro: each text has its catalogue id
    expect(texts.title.id).toMatch(/^\S+$/);
    expect(texts.description.id).toMatch(/^\S+$/);
    expect(texts.title.id).not.toBe(texts.description.id);
  });
});
