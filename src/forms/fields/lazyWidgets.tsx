import { Button, Input, Skeleton } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { useEffect, useState, type ComponentType } from 'react';
import type { WidgetProps } from './types';

/** A module of widgets whose code loads when a form needs one of them (issue 20: weight). */
export interface WidgetGroup<M = unknown> {
  /** the module, once its code has arrived */
  loaded: M | undefined;
  /** loads the code once (again after a failure) */
  load: () => Promise<M>;
}

export function widgetGroup<M>(importer: () => Promise<M>): WidgetGroup<M> {
  let loading: Promise<M> | undefined;
  const group: WidgetGroup<M> = {
    loaded: undefined,
    load: () =>
      (loading ??= importer().then(
        (module) => (group.loaded = module),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      )),
  };
  return group;
}

/**
 * The field drawn while its widget's code loads: its label and an input-sized skeleton, busy. The
 * form's service loader (serviceWizard.logic) waits for the widgets the form uses, so this shows
 * only where a form is drawn without that wait, or when the code failed to arrive: then the field
 * says so and offers to try again — the form's values are the form's, nothing is lost.
 */
function WidgetPending({ p, failed, onRetry }: { p: WidgetProps; failed: boolean; onRetry: () => void }) {
  return (
    <Input.Wrapper label={p.label} withAsterisk={p.required} aria-busy={!failed || undefined}>
      {failed ? (
        <div role="alert">
          <Input.Error component="span">
            <Trans>This field could not be loaded.</Trans>
          </Input.Error>{' '}
          <Button type="button" variant="subtle" size="compact-sm" onClick={onRetry}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : (
        <Skeleton h={36} radius="sm" />
      )}
    </Input.Wrapper>
  );
}

/** A widget of a lazy group: drawn at once when its code is here, else after it arrives. */
export function lazyWidget<M>(
  group: WidgetGroup<M>,
  name: string,
  pick: (module: M) => ComponentType<WidgetProps>,
): ComponentType<WidgetProps> {
  function LazyWidget(p: WidgetProps) {
    const [Widget, setWidget] = useState(() => (group.loaded ? pick(group.loaded) : undefined));
    const [failed, setFailed] = useState(false);
    const [attempt, setAttempt] = useState(0);
    useEffect(() => {
      if (Widget) return undefined;
      let live = true;
      group.load().then(
        (m) => live && setWidget(() => pick(m)),
        () => live && setFailed(true),
      );
      return () => {
        live = false;
      };
    }, [Widget, attempt]);
    if (!Widget) {
      return (
        <WidgetPending
          p={p}
          failed={failed}
          onRetry={() => {
            setFailed(false);
            setAttempt((n) => n + 1);
          }}
        />
      );
    }
    return <Widget {...p} />;
  }
  LazyWidget.displayName = `Lazy(${name})`;
  return LazyWidget;
}
