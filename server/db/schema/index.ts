/**
 * The database schema (PostgreSQL dialect, shared by PGlite and node-postgres), one file per domain; this index
 * re-exports them all, so `server/db/schema` is one module to the app and to drizzle (`typeof schema`).
 * snake_case columns; money is whole rupees (integer) unless the name ends in `Paise`; times are timestamptz (UTC),
 * shown in IST. Catalogue rows carry a stable `slug` from `data/catalogue` so the seed can upsert them.
 * drizzle-kit reads this folder (drizzle.config.ts) to generate the migrations in ../migrations.
 * The files import each other only downwards (users, providers, ops, events, orders, payments, capacity, assignment, chat), never in a cycle.
 */
export * from './users';
export * from './auth';
export * from './notify';
export * from './catalog';
export * from './food';
export * from './decoration';
export * from './photography';
export * from './leads';
export * from './contact';
export * from './providers';
export * from './ops';
export * from './events';
export * from './orders';
export * from './payments';
export * from './payouts';
export * from './capacity';
export * from './assignment';
export * from './gallery';
export * from './reviews';
export * from './earnings';
export * from './chat';
export * from './jobs';
export * from './taxdocs';
