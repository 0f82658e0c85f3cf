import { act, cleanup, render, screen } from '@testing-library/react';
import { shallowEqual } from '@xstate/react';
import { Suspense, use } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { assign, createActor, setup } from 'xstate';
import { useTransitionSelector } from '../../src/ui/useTransitionSelector';

const pageMachine = setup({
  types: {} as { context: { page: string; other: number }; events: { type: 'open'; page: string } | { type: 'tick' } },
}).createMachine({
  context: { page: 'loading', other: 0 },
  on: {
    open: { actions: assign({ page: ({ event }) => event.page }) },
    tick: { actions: assign({ other: ({ context }) => context.other + 1 }) },
  },
});

afterEach(cleanup);

describe('useTransitionSelector', () => {
  it('starts with the selected value and follows the actor', async () => {
    const actor = createActor(pageMachine).start();
    function View() {
      return <p>{useTransitionSelector(actor, (s) => s.context.page)}</p>;
    }
    render(<View />);
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => actor.send({ type: 'open', page: 'dashboard' }));
    expect(screen.getByText('dashboard')).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('renders nothing anew when the compared value is unchanged', async () => {
    const actor = createActor(pageMachine).start();
    let renders = 0;
    function View() {
      renders += 1;
      const { page } = useTransitionSelector(actor, (s) => ({ page: s.context.page }), shallowEqual);
      return <p>{page}</p>;
    }
    render(<View />);
    const settled = renders;
    await act(async () => actor.send({ type: 'tick' }));
    await act(async () => actor.send({ type: 'tick' }));
    expect(renders).toBe(settled);
    await act(async () => actor.send({ type: 'open', page: 'services' }));
    expect(renders).toBeGreaterThan(settled);
    expect(screen.getByText('services')).toBeTruthy();
  });

  it('is a transition: a new screen that is not ready keeps the old one up instead of a fallback', async () => {
    const actor = createActor(pageMachine).start();
    let arrive!: () => void;
    const code = new Promise<void>((resolve) => (arrive = resolve));
    function Page({ page }: { page: string }) {
      if (page !== 'loading') use(code);
      return <h1>{page}</h1>;
    }
    function View() {
      return <Page page={useTransitionSelector(actor, (s) => s.context.page)} />;
    }
    render(
      <Suspense fallback={<p>fallback</p>}>
        <View />
      </Suspense>,
    );
    await act(async () => actor.send({ type: 'open', page: 'dashboard' }));
    // an urgent update (useSelector's) would have replaced the page with the fallback here
    expect(screen.queryByText('fallback')).toBeNull();
    expect(screen.getByRole('heading', { name: 'loading' })).toBeTruthy();
    await act(async () => arrive());
    expect(screen.getByRole('heading', { name: 'dashboard' })).toBeTruthy();
  });
});
