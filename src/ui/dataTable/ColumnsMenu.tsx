import { useLingui } from '@lingui/react/macro';
import { Button, Menu } from '@mantine/core';
import { IconColumns3 } from '@tabler/icons-react';
import type { Table } from '@tanstack/react-table';
import type { DataColumn } from './types';

/**
 * The Columns menu: a checkbox per hideable column. The last visible column cannot be hidden, so
 * the table never ends up empty.
 */
export function ColumnsMenu<Row>({ table, columns }: { table: Table<Row>; columns: readonly DataColumn<Row>[] }) {
  const { t } = useLingui();
  const visibleCount = table.getVisibleLeafColumns().length;
  const hideable = table.getAllLeafColumns().filter((column) => column.getCanHide());
  const headers = new Map(columns.map((column) => [column.id, column.header]));
  return (
    <Menu position="bottom-end" closeOnItemClick={false}>
      <Menu.Target>
        <Button variant="default" size="xs" leftSection={<IconColumns3 size={16} aria-hidden />}>
          {t`Columns`}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {hideable.map((column) => {
          const visible = column.getIsVisible();
          return (
            <Menu.CheckboxItem
              key={column.id}
              checked={visible}
              disabled={visible && visibleCount === 1}
              onChange={(checked) => column.toggleVisibility(checked)}
            >
              {headers.get(column.id)}
            </Menu.CheckboxItem>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
