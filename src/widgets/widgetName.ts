import { createContext } from 'react';

/**
 * The name of the widget a dashboard cell draws (its WidgetSlot): the widget's statechart actor is
 * named after it (useWidgetActor). A module of its own, so the slot does not import the loaders.
 */
export const WidgetNameContext = createContext<string | null>(null);
