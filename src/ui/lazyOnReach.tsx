import { useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';

/** How the user first reached for a control: a pointer over it, the keyboard's focus, a click. */
export type Reach = 'pointer' | 'focus' | 'click';

/** What the placeholder spreads on its control, so that reaching for it loads the full one. */
export interface ReachHandlers {
  onPointerEnter: () => void;
  onPointerDown: () => void;
  onPointerUp: () => void;
  onPointerCancel: () => void;
  onFocus: () => void;
  onClick: () => void;
}

export interface OnReachOptions {
  /**
   * The placeholder is the control itself, with its own click (a tooltip's button): the full one
   * does not replace it while a press is on it. A press the code's arrival split (down on the
   * placeholder, up on its replacement) would lose its click, so the swap waits for the release.
   */
  holdWhilePressed?: boolean;
}

/** The props of the control lazyOnReach makes: the full control's own, and the placeholder. */
export type OnReachProps<P> = P & {
  /**
   * The light control drawn until the full one's code has loaded: the same look, size and
   * accessible name, with the handlers spread on the element the user reaches for.
   */
  placeholder: (handlers: ReachHandlers) => ReactNode;
};

/**
 * issue 20: a control whose popup (a menu, a tooltip, a select's list, a dialog) needs Mantine's
 * floating machinery (~25 KiB gzip with floating-ui). The first screen draws a light placeholder
 * of the same look; a pointer over it, the focus or a press loads the full control's code, which
 * then replaces the placeholder (opened when it was pressed, focused when it had the focus).
 *
 *   const LanguageMenuOnReach = lazyOnReach(() => import('./LanguageMenuPopup'));
 *   <LanguageMenuOnReach placeholder={(reach) => <ActionIcon aria-label={t`Language`} {...reach} />} />
 *
 * The module's default export receives its props and `reach`. Once loaded, controls mounted
 * later draw the full control at once, and the placeholders already drawn are replaced at once
 * too (not when the user reaches for them: a tap's pointerenter would swap the control between
 * its press and its release, and the tap would be lost).
 */
export function lazyOnReach<F extends { reach: Reach | undefined }>(
  load: () => Promise<{ default: ComponentType<F> }>,
  { holdWhilePressed = false }: OnReachOptions = {},
): ComponentType<OnReachProps<Omit<F, 'reach'>>> {
  let loaded: ComponentType<F> | undefined;
  let loading: Promise<ComponentType<F>> | undefined;
  /** the placeholders on screen, told when the code has arrived */
  const waiting = new Set<(c: ComponentType<F>) => void>();
  const get = () =>
    (loading ??= load().then(
      (m) => {
        loaded = m.default;
        for (const tell of waiting) tell(m.default);
        return m.default;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  return function OnReach({ placeholder, ...props }: OnReachProps<Omit<F, 'reach'>>) {
    const [Component, setComponent] = useState(() => loaded);
    const [reach, setReach] = useState<Reach>();
    const pressed = useRef(false);
    const arrived = useRef<ComponentType<F>>(undefined);
    const show = useCallback((c: ComponentType<F>) => {
      if (pressed.current) arrived.current = c;
      else setComponent(() => c);
    }, []);
    // another control of the same kind loaded the code: this one is replaced now
    useEffect(() => {
      if (Component) return undefined;
      if (loaded) {
        show(loaded);
        return undefined;
      }
      waiting.add(show);
      return () => {
        waiting.delete(show);
      };
    }, [Component, show]);
    const reachFor = useCallback(
      (how: Reach) => {
        setReach((r) => (how === 'click' ? 'click' : (r ?? how)));
        if (loaded) show(loaded);
        else
          get().then(
            show,
            () => undefined, // offline: the placeholder stays, the next reach tries again
          );
      },
      [show],
    );
    const release = useCallback(() => {
      // after the click the release dispatches in the same task (a timer runs after it)
      setTimeout(() => {
        pressed.current = false;
        const c = arrived.current;
        arrived.current = undefined;
        if (c) setComponent(() => c);
      }, 0);
    }, []);
    if (Component) return <Component {...(props as unknown as F)} reach={reach} />;
    return placeholder({
      onPointerEnter: () => reachFor('pointer'),
      // a press counts as the click: when the code arrives between the press and the release,
      // the full control replaces the placeholder under the pointer and the click event is lost
      // (its press and release hit different elements), so it opens as clicked. A control that
      // keeps its own click instead holds the replacement until the press ends (holdWhilePressed)
      onPointerDown: holdWhilePressed
        ? () => {
            pressed.current = true;
            reachFor('pointer');
          }
        : () => reachFor('click'),
      onPointerUp: release,
      onPointerCancel: release,
      onFocus: () => reachFor('focus'),
      onClick: () => reachFor('click'),
    });
  };
}
