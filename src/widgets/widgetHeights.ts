/**
 * Heights (px) the dashboard's first widgets hold before and while their data loads, shared by
 * their placeholders (registry.ts) and their own loading states, so that nothing above the fold
 * moves when they arrive (issue 20: the dashboard's layout shift).
 */

/** The balance card with one wallet: its title, the amount and the "Updated" line. */
export const BALANCE_CARD_HEIGHT = 124;

/**
 * The recent-transactions card's least height: while it loads, and when the user has fewer
 * transactions than fill it (the empty state sits in its middle). A longer list grows below it.
 */
export const RECENT_CARD_HEIGHT = 420;
