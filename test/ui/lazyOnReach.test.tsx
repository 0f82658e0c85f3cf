import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyOnReach, type Reach } from '../../src/ui/lazyOnReach';

/** A module load the test resolves when it wants: the code "arrives" mid-press. */
function deferredModule(onClick: () => void) {
  let arrive!: () => void;
  const loaded = new Promise<void>((resolve) => (arrive = resolve));
  function Full({ reach }: { reach: Reach | undefined }) {
    return (
      <button type="button" data-full={reach ?? 'none'} onClick={onClick}>
        Refresh
      </button>
    );
  }
  const load = () => loaded.then(() => ({ default: Full }));
  return { load, arrive };
}

const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 5)));

afterEach(cleanup);

describe('lazyOnReach', () => {
  it('holdWhilePressed: code arriving between press and release neither replaces the control nor loses its click', async () => {
    const onClick = vi.fn();
    const { load, arrive } = deferredModule(onClick);
    const Control = lazyOnReach(load, { holdWhilePressed: true });
    render(
      <Control
        placeholder={(reach) => (
          <button type="button" data-full="placeholder" {...reach} onClick={() => (reach.onClick(), onClick())}>
            Refresh
          </button>
        )}
      />,
    );
    const pressedOn = screen.getByRole('button', { name: 'Refresh' });
    fireEvent.pointerEnter(pressedOn);
    fireEvent.pointerDown(pressedOn);
    arrive();
    await settle();
    // still the element the press began on
    expect(screen.getByRole('button', { name: 'Refresh' })).toBe(pressedOn);
    expect(pressedOn.dataset.full).toBe('placeholder');
    fireEvent.pointerUp(pressedOn);
    fireEvent.click(pressedOn);
    expect(onClick).toHaveBeenCalledTimes(1);
    await settle();
    // after the release, the full control, as clicked
    expect(screen.getByRole('button', { name: 'Refresh' }).dataset.full).toBe('click');
  });

  it('without it, a press counts as the click and the full control replaces the placeholder at once', async () => {
    const onClick = vi.fn();
    const { load, arrive } = deferredModule(onClick);
    const Control = lazyOnReach(load);
    render(
      <Control
        placeholder={(reach) => (
          <button type="button" data-full="placeholder" {...reach}>
            Refresh
          </button>
        )}
      />,
    );
    const pressedOn = screen.getByRole('button', { name: 'Refresh' });
    fireEvent.pointerDown(pressedOn);
    arrive();
    await settle();
    const now = screen.getByRole('button', { name: 'Refresh' });
    expect(now).not.toBe(pressedOn);
    expect(now.dataset.full).toBe('click');
    expect(onClick).not.toHaveBeenCalled();
  });
});
