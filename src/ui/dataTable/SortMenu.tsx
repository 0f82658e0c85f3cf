import { useLingui } from '@lingui/react/macro';
import { Button, Menu } from '@mantine/core';
import { IconArrowsSort } from '@tabler/icons-react';
import type { DataColumn, DataSort, SortDirection } from './types';

/**
 * The card view has no column headers to click: this menu offers the same sort, a column and a
 * direction.
 */
export function SortMenu<Row>({
  columns,
  sort,
  onSortChange,
}: {
  columns: readonly DataColumn<Row>[];
  sort?: DataSort;
  onSortChange: (columnId: string, direction: SortDirection) => void;
}) {
  const { t } = useLingui();
  const sortable = columns.filter((column) => column.sortable);
  if (sortable.length === 0) return null;
  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <Button variant="default" size="xs" leftSection={<IconArrowsSort size={16} aria-hidden />}>
          {t`Sort`}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t`Sort by`}</Menu.Label>
        <Menu.RadioGroup
          value={sort?.columnId ?? null}
          onChange={(columnId) => onSortChange(columnId, sort?.direction ?? 'asc')}
        >
          {sortable.map((column) => (
            <Menu.RadioItem key={column.id} value={column.id}>
              {column.header}
            </Menu.RadioItem>
          ))}
        </Menu.RadioGroup>
        <Menu.Divider />
        <Menu.RadioGroup
          value={sort?.direction ?? null}
          onChange={(direction) => {
            if (sort) onSortChange(sort.columnId, direction as SortDirection);
          }}
        >
          <Menu.RadioItem value="asc" disabled={!sort}>
            {t`Ascending`}
          </Menu.RadioItem>
          <Menu.RadioItem value="desc" disabled={!sort}>
            {t`Descending`}
          </Menu.RadioItem>
        </Menu.RadioGroup>
      </Menu.Dropdown>
    </Menu>
  );
}
