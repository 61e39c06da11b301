/**
 * The capacity domain's public face: the only module another domain imports (DESIGN.md "Layout").
 * Providers' availability (weekly hours, time off, jobs a day), the slots someone can serve, and the holds and
 * jobs that keep a provider's time (tables `provider_availability`, `provider_bookings`).
 */
export {};
