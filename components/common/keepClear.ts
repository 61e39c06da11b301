/**
 * Marks content the floating WhatsApp button must never cover (bill amounts, add-on quantities, the
 * enquiry's reference): spread it on the element, e.g. `<section {...KEEP_CLEAR}>`. The button
 * (components/layout/WhatsAppButton) steps aside while it would sit on such content.
 */
export const KEEP_CLEAR = { 'data-keep-clear': '' } as const;

/** The selector of marked content, and of every alert (an error box is read, not covered). */
export const KEEP_CLEAR_SELECTOR = '[data-keep-clear], [role="alert"]';
