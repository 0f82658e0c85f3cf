import { createFileRoute } from '@tanstack/react-router';
import { DemoFormPage, type DemoDisplay } from '../flows/demoForm/DemoFormPage';
import { formatTypeFromRequest } from '../forms/formatType';
import { useApp } from '../platform/context';
import { PageNotFound } from '../shell/layout/PageNotFound';

/**
 * The display settings in the address. `type` is the request's type that formatType comes from
 * (requirements#field-attributes: 1 labels above, 2 labels beside, 3 cards).
 */
interface DemoFormSearch {
  type?: 1 | 2 | 3;
  columns?: 1 | 2 | 3;
  labels?: 'start' | 'center' | 'end';
  icons?: 'start' | 'end';
  buttons?: 'start' | 'center' | 'end';
}

const DEFAULTS: DemoDisplay = {
  formatType: 1,
  displayColumn: 2,
  labelAlignment: 'start',
  iconAlign: 'start',
  buttonAlign: 'end',
};

const oneOf = <T extends string | number>(value: unknown, allowed: readonly T[]): T | undefined =>
  allowed.find((item) => String(item) === String(value));

function validateSearch(search: Record<string, unknown>): DemoFormSearch {
  const out: DemoFormSearch = {};
  if (search.type !== undefined) out.type = formatTypeFromRequest(search.type, DEFAULTS.formatType);
  const columns = oneOf(search.columns, [1, 2, 3] as const);
  const labels = oneOf(search.labels, ['start', 'center', 'end'] as const);
  const icons = oneOf(search.icons, ['start', 'end'] as const);
  const buttons = oneOf(search.buttons, ['start', 'center', 'end'] as const);
  if (columns) out.columns = columns;
  if (labels) out.labels = labels;
  if (icons) out.icons = icons;
  if (buttons) out.buttons = buttons;
  return out;
}

export const Route = createFileRoute('/atlas_/demo-form')({ validateSearch, component: DemoFormRoute });

/** requirements#demo-form: the demo form sample for QA, where the runtime configuration turns the atlas on. */
function DemoFormRoute() {
  const { platform } = useApp();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  if (!platform.gateway.config?.atlas) return <PageNotFound />;
  const display: DemoDisplay = {
    formatType: search.type ?? DEFAULTS.formatType,
    displayColumn: search.columns ?? DEFAULTS.displayColumn,
    labelAlignment: search.labels ?? DEFAULTS.labelAlignment,
    iconAlign: search.icons ?? DEFAULTS.iconAlign,
    buttonAlign: search.buttons ?? DEFAULTS.buttonAlign,
  };
  return (
    <DemoFormPage
      display={display}
      onDisplay={(next) =>
        void navigate({
          search: {
            type: next.formatType,
            columns: next.displayColumn,
            labels: next.labelAlignment,
            icons: next.iconAlign,
            buttons: next.buttonAlign,
          },
          replace: true,
        })
      }
    />
  );
}
