import { describe, expect, it, vi } from 'vitest';
import { navigateToPath, type Navigation } from '../../src/platform/navigation';

describe('navigateToPath', () => {
  const navigation = () => ({ navigate: vi.fn(), currentPath: () => '/' }) satisfies Navigation;

  it("hands a path's query to the router as search parameters", () => {
    const n = navigation();
    navigateToPath(n, '/payment-success?session=CPabc&result=success&ts=1&sig=x%2By', { replace: true });
    expect(n.navigate).toHaveBeenCalledWith('/payment-success', {
      replace: true,
      search: { session: 'CPabc', result: 'success', ts: '1', sig: 'x+y' },
    });
  });

  it('goes nowhere outside the portal', () => {
    const n = navigation();
    for (const path of ['https://evil.example/payment-success', '//evil.example/x', 'javascript:alert(1)', '/\\evil'])
      navigateToPath(n, path);
    expect(n.navigate).not.toHaveBeenCalled();
  });
});
