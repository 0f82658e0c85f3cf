import { screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FieldGrid, loadAllWidgets } from '../../../src/forms/fields';
import { buttonJustify, formLayout, formatTypeFromRequest, gridColumns, logicalAlign } from '../../../src/forms/steps';
import { activate, renderUi } from '../../support/render';
import { form, step } from '../fixtures';

beforeEach(() => activate('en'));

const base = form([step([])]);

beforeAll(loadAllWidgets);

describe('labelAlignment and buttonAlign are logical sides', () => {
  it.each([
    ['top', 'start'],
    ['start', 'start'],
    ['left', 'start'],
    ['center', 'center'],
    ['end', 'end'],
    ['right', 'end'],
  ] as const)('reads %s as %s', (configured, side) => {
    expect(logicalAlign(configured)).toBe(side);
  });

  it('puts the buttons at the end by default, and where configured otherwise', () => {
    expect(buttonJustify(base)).toBe('flex-end');
    expect(buttonJustify({ buttonAlign: 'start' })).toBe('flex-start');
    expect(buttonJustify({ buttonAlign: 'left' })).toBe('flex-start');
    expect(buttonJustify({ buttonAlign: 'center' })).toBe('center');
    expect(buttonJustify({ buttonAlign: 'right' })).toBe('flex-end');
  });
});

describe('displayColumn', () => {
  it('is one column on phones, at most two on small tablets, all of them from there up', () => {
    expect(gridColumns({ displayColumn: 1 })).toEqual({ base: 1, sm: 1, md: 1 });
    expect(gridColumns({ displayColumn: 2 })).toEqual({ base: 1, sm: 2, md: 2 });
    expect(gridColumns({ displayColumn: 3 })).toEqual({ base: 1, sm: 2, md: 3 });
  });
});

describe('formatType', () => {
  it("comes from the request's type when it names 1, 2 or 3", () => {
    expect(formatTypeFromRequest(2, 1)).toBe(2);
    expect(formatTypeFromRequest('3', 1)).toBe(3);
    expect(formatTypeFromRequest(' 1 ', 2)).toBe(1);
  });

  it.each([undefined, null, 0, 4, '4', 'two', 2.5, {}])('keeps the configured one for %s', (type) => {
    expect(formatTypeFromRequest(type, 2)).toBe(2);
  });

  it('is part of the layout with the other settings', () => {
    expect(
      formLayout({ ...base, formatType: 3, displayColumn: 2, labelAlignment: 'right', buttonAlign: 'center' }),
    ).toEqual({
      columns: { base: 1, sm: 2, md: 2 },
      formatType: 3,
      labelAlign: 'end',
      buttonJustify: 'center',
    });
  });
});

describe('FieldGrid', () => {
  const fields = (
    <>
      <label htmlFor="a">A</label>
      <input id="a" />
      {null}
      <span>B</span>
    </>
  );

  it('lays the fields out with the label side and format the form asks for', () => {
    const { container } = renderUi(
      <FieldGrid form={{ ...base, labelAlignment: 'end', formatType: 2 }}>{fields}</FieldGrid>,
    );
    const grid = container.querySelector<HTMLElement>('[data-format-type]')!;
    expect(grid.getAttribute('data-label-align')).toBe('end');
    expect(grid.getAttribute('data-format-type')).toBe('2');
    expect(grid.style.getPropertyValue('--form-label-align')).toBe('end');
    expect(container.querySelectorAll('.mantine-Paper-root')).toHaveLength(0);
  });

  it('puts each field on its own card with formatType 3 (and skips empty slots)', () => {
    renderUi(
      <FieldGrid form={{ ...base, formatType: 3 }}>
        <span>one</span>
        {null}
        <span>two</span>
      </FieldGrid>,
    );
    const cards = document.querySelectorAll('.mantine-Paper-root');
    expect(cards).toHaveLength(2);
    expect(cards[0]!.contains(screen.getByText('one'))).toBe(true);
    expect(cards[1]!.contains(screen.getByText('two'))).toBe(true);
  });
});
