/** Height of the bottom navigation, px (the layout keeps this much space free at the bottom). */
export const BOTTOM_NAV_HEIGHT = 56;
