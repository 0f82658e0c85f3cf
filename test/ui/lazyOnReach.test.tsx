import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyOnReach, type Reach, type ReachHandlers } from '../../src/ui/lazyOnReach';

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

  it('a control the user has not reached is replaced when another one loads the code, so its first tap lands on the full control', async () => {
    const onClick = vi.fn();
    const { load, arrive } = deferredModule(onClick);
    const Control = lazyOnReach(load, { holdWhilePressed: true });
    const placeholder = (label: string) => (reach: ReachHandlers) => (
      <button type="button" data-full="placeholder" aria-label={label} {...reach}>
        Refresh
      </button>
    );
    render(
      <>
        <Control placeholder={placeholder('Hide balance')} />
        <Control placeholder={placeholder('Refresh balance')} />
      </>,
    );
    const [first, second] = screen.getAllByRole('button');
    fireEvent.pointerEnter(first!);
    arrive();
    await settle();
    // both are the full control now: the second without a pointer, focus or press of its own
    const [firstNow, secondNow] = screen.getAllByRole('button');
    expect(firstNow!.dataset.full).toBe('pointer');
    expect(secondNow!.dataset.full).toBe('none');
    expect(secondNow).not.toBe(second);
    // a tap on it (pointer arriving with the press) stays on one element and clicks
    fireEvent.pointerEnter(secondNow!);
    fireEvent.pointerDown(secondNow!);
    fireEvent.pointerUp(secondNow!);
    fireEvent.click(secondNow!);
    await settle();
    expect(screen.getAllByRole('button')[1]).toBe(secondNow);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
