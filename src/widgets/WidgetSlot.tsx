import { Button, Card, Skeleton, Text } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { Component, Suspense, useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import type { DashboardWidget } from '../api/contract/dashboard';
import classes from './Dashboard.module.css';
import { placeholderHeights, widgets, type WidgetName } from './registry';
import { WidgetNameContext } from './widgetName';

/** How far below the screen a widget starts loading: near enough to be ready when scrolled to. */
const NEAR_MARGIN = '0px 0px 40px 0px';

/** Whether the element is on screen or near it; once true it stays true. No observer (old browsers, tests): at once. */
function useNearScreen(): [React.RefObject<HTMLDivElement | null>, boolean] {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: NEAR_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return [ref, near];
}

/**
 * One widget's own error boundary: a widget that throws while rendering (or whose chunk does not
 * load) says so in its place with a retry; the rest of the dashboard goes on.
 */
class WidgetBoundary extends Component<{ name: string; children: ReactNode }, { failed: boolean; attempt: number }> {
  override state = { failed: false, attempt: 0 };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error(`[dashboard] widget ${this.props.name} failed`, error);
  }
  override render() {
    if (!this.state.failed) return <div key={this.state.attempt}>{this.props.children}</div>;
    return (
      <Card withBorder radius="lg" padding="lg" role="alert">
        <Text size="sm" c="danger" mb="xs">
          <Trans>This part of the dashboard could not be shown.</Trans>
        </Text>
        <Button
          size="xs"
          variant="light"
          onClick={() => this.setState((s) => ({ failed: false, attempt: s.attempt + 1 }))}
        >
          <Trans>Try again</Trans>
        </Button>
      </Card>
    );
  }
}

/** A widget in its grid cell: a placeholder of its height until it is near the screen, then the widget. */
export function WidgetSlot({ widget, name }: { widget: DashboardWidget; name: WidgetName }) {
  const [ref, near] = useNearScreen();
  const Widget = widgets[name];
  const placeholder = <Skeleton h={placeholderHeights[name] ?? 160} radius="lg" />;
  return (
    <div ref={ref} className={classes.cell} style={{ '--span': widget.span } as CSSProperties} data-widget={name}>
      {near ? (
        <WidgetBoundary name={name}>
          <Suspense fallback={placeholder}>
            <WidgetNameContext.Provider value={name}>
              <Widget settings={widget.settings} />
            </WidgetNameContext.Provider>
          </Suspense>
        </WidgetBoundary>
      ) : (
        placeholder
      )}
    </div>
  );
}
