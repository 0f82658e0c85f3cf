import { lazy, Suspense, useEffect, useState, type ComponentType, type JSX } from 'react';

/**
 * issue 20: a dialog that is closed on the first screen (Mantine's modal machinery, ~10 KiB gzip
 * with its focus trap and scroll lock) loads its code the first time it opens, and stays mounted
 * after that so that it closes with its transition. It opens one render after it mounts, so that
 * it opens with its transition too. Offline, a dialog whose code cannot load is not shown.
 */
export function lazyWhenOpened<P extends { opened: boolean } & JSX.IntrinsicAttributes>(
  load: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<P> {
  const Dialog = lazy((): Promise<{ default: ComponentType<P> }> =>
    load().then(
      ({ default: Loaded }) => ({
        default: function OpensAfterMount(props: P) {
          const [mounted, setMounted] = useState(false);
          useEffect(() => setMounted(true), []);
          return <Loaded {...props} opened={props.opened && mounted} />;
        },
      }),
      () => ({ default: () => null }),
    ),
  );
  return function WhenOpened(props: P) {
    const [asked, setAsked] = useState(props.opened);
    if (props.opened && !asked) setAsked(true);
    if (!asked) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  };
}
