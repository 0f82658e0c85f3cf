import { describe, expect, it, vi } from 'vitest';
import { createAccessLog } from '../../src/platform/accessLog';

describe('invalid component access log (requirements#invalid-access)', () => {
  it('keeps every denial, and reports each route and category to the server once', () => {
    const report = vi.fn();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const log = createAccessLog(() => 42, report);
    log.record({ route: '/app/schedule', category: 'csr', reason: 'notConfigured' });
    log.record({ route: '/app/schedule', category: 'csr', reason: 'notConfigured' });
    log.record({ route: '/app/schedule', category: 'agent', reason: 'notConfigured' });
    expect(log.entries()).toHaveLength(3);
    expect(log.entries()[0]).toEqual({ route: '/app/schedule', category: 'csr', reason: 'notConfigured', at: 42 });
    expect(report.mock.calls).toEqual([
      [{ route: '/app/schedule', category: 'csr', reason: 'notConfigured' }],
      [{ route: '/app/schedule', category: 'agent', reason: 'notConfigured' }],
    ]);
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});
