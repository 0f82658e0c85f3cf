import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyWidget, widgetGroup } from '../../../src/forms/fields/lazyWidgets';
import { loadFormWidgets, widgetFor } from '../../../src/forms/fields/registry';
import type { WidgetProps } from '../../../src/forms/fields/types';
import { activate, renderUi } from '../../support/render';
import { param as baseParam } from '../fixtures';

// not fieldFixtures: it loads every group before its tests, and these see them arrive
const param = (over: Parameters<typeof baseParam>[0]) => baseParam(over);

/** A promise settled from the test, for an import that arrives when the test says. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const Loaded = ({ label }: WidgetProps) => <input aria-label={`${label} (loaded)`} />;
const props = (): WidgetProps => ({
  parameter: param({ ParameterId: 'birthDate', type: 'date' }),
  value: null,
  error: null,
  options: null,
  optionsState: 'idle',
  locale: 'en',
  onRetryOptions: vi.fn(),
  onChange: vi.fn(),
  onBlur: vi.fn(),
  onFile: vi.fn(),
  onCancelFile: vi.fn(),
  id: 'f',
  label: 'Birth date',
  placeholder: undefined,
  description: undefined,
  errorText: null,
  required: true,
  readOnly: false,
  disabled: false,
});

beforeEach(() => activate('en'));

describe('a widget of a lazy group (issue 20)', () => {
  it('shows its label, busy, until the code arrives, then the widget', async () => {
    const arrival = deferred<{ Widget: typeof Loaded }>();
    const importer = vi.fn(() => arrival.promise);
    const Widget = lazyWidget(widgetGroup(importer), 'Widget', (m) => m.Widget);
    renderUi(<Widget {...props()} />);
    expect(screen.getByText('Birth date').closest('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    await act(async () => arrival.resolve({ Widget: Loaded }));
    expect(screen.getByRole('textbox', { name: 'Birth date (loaded)' })).toBeTruthy();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('draws at once when its group has loaded, and loads a group once for many fields', async () => {
    const importer = vi.fn(() => Promise.resolve({ Widget: Loaded }));
    const group = widgetGroup(importer);
    await group.load();
    const Widget = lazyWidget(group, 'Widget', (m) => m.Widget);
    renderUi(
      <>
        <Widget {...props()} />
        <Widget {...props()} label="Other" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Birth date (loaded)' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Other (loaded)' })).toBeTruthy();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('says the field could not be loaded, and Try again loads it', async () => {
    const attempts = [deferred<{ Widget: typeof Loaded }>(), deferred<{ Widget: typeof Loaded }>()];
    let n = 0;
    const Widget = lazyWidget(
      widgetGroup(() => attempts[n++]!.promise),
      'Widget',
      (m) => m.Widget,
    );
    renderUi(<Widget {...props()} />);
    await act(async () => attempts[0]!.reject(new Error('offline')));
    expect(screen.getByRole('alert').textContent).toContain('This field could not be loaded.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.queryByRole('alert')).toBeNull();
    await act(async () => attempts[1]!.resolve({ Widget: Loaded }));
    expect(screen.getByRole('textbox', { name: 'Birth date (loaded)' })).toBeTruthy();
    expect(n).toBe(2);
  });
});

describe('loadFormWidgets', () => {
  it('loads the groups of the fields a form always draws, not of conditional ones', async () => {
    const always = param({ ParameterId: 'amount', type: 'slider' });
    const conditional = param({
      ParameterId: 'favourite',
      type: 'select',
      dependencies: [{ field: 'mode', operator: 'eq', value: 'favourite' }],
    });
    expect(widgetFor(always)).toBe('slider');
    await loadFormWidgets([always, conditional]);
    const { widgets } = await import('../../../src/forms/fields/registry');
    // the slider's group is here: its widget draws at once; the select's is not: it draws its placeholder
    renderUi(
      <>
        {(() => {
          const Slider = widgets.slider;
          const Select = widgets.select;
          return (
            <>
              <Slider {...props()} parameter={always} label="Amount" />
              <Select {...props()} parameter={conditional} label="Favourite" />
            </>
          );
        })()}
      </>,
    );
    expect(screen.getByText('Amount').closest('[aria-busy="true"]')).toBeNull();
    expect(screen.getByText('Favourite').closest('[aria-busy="true"]')).not.toBeNull();
  });
});
