/**
 * Shapes of the providers' directory, assignment and the jobs of the partner app (the provider's app). The server
 * functions of server/providers/ take these inputs; the console and partner routes bind them to their paths.
 */
import { z } from 'zod';
import { SERVICE_KEYS } from '../services';
import { schemaIndianMobile } from '../validation';
import { CITY_SLUG_PATTERN } from './leads';
import { schemaIsoDate, schemaPincode } from './orders';
import { defineRoute, schemaPage } from './http';
import { plainText } from './text';

/** Most cities, and most pincodes, one provider may list. */
export const PROVIDER_MAX_CITIES = 20;
export const PROVIDER_MAX_PINCODES = 200;
/** Longest reason of a decline, characters. */
export const DECLINE_REASON_MAX = 300;
/** Providers per page of the directory. */
export const PROVIDER_PAGE_SIZE = 50;

/** The values of `list` once, in order (a repeated key is dropped). */
const unique = <T>(list: T[]): T[] => [...new Set(list)];

const schemaServiceKeys = z
  .array(z.enum(SERVICE_KEYS, { error: `A service must be one of: ${SERVICE_KEYS.join(', ')}` }))
  .min(1, 'Choose at least one service')
  .transform(unique);

const schemaCitySlug = z.string().trim().max(40, 'Unknown city').regex(CITY_SLUG_PATTERN, 'Unknown city');

const schemaCities = z.array(schemaCitySlug).max(PROVIDER_MAX_CITIES, `At most ${PROVIDER_MAX_CITIES} cities`).transform(unique);
const schemaPincodes = z.array(schemaPincode).max(PROVIDER_MAX_PINCODES, `At most ${PROVIDER_MAX_PINCODES} pincodes`).transform(unique);

/**
 * A media storage key of the provider's photo, under `providers/` (where the photo routes store them: letters, digits,
 * `/`, `-`, `_`, `.`). Never another kind of key: the customer's order page serves this file to every customer of the
 * provider, so it may not name a customer's gallery photo or profile photo.
 */
const schemaPhotoKey = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .regex(/^providers\/[A-Za-z0-9][A-Za-z0-9/_.-]*$/, 'Not a provider photo key')
  .refine((key) => !key.includes('..'), 'Not a provider photo key');

/** A new provider: name, phone, services (keys of lib/services.ts), where they work (cities and/or pincodes). */
export const schemaProviderCreate = z
  .object({
    name: plainText({ label: 'Name', min: 2, max: 80, minMessage: 'Please enter the provider name' }),
    phone: schemaIndianMobile,
    photoKey: schemaPhotoKey.nullable().optional(),
    services: schemaServiceKeys,
    cities: schemaCities.default([]),
    pincodes: schemaPincodes.default([]),
    active: z.boolean().default(true),
  })
  .refine((p) => p.cities.length + p.pincodes.length > 0, { path: ['cities'], message: 'Choose at least one city or pincode' });
export type ProviderCreate = z.output<typeof schemaProviderCreate>;

/** A change to a provider: any of the fields of a new one; what is left out stays. */
export const schemaProviderUpdate = z.object({
  name: plainText({ label: 'Name', min: 2, max: 80, minMessage: 'Please enter the provider name' }).optional(),
  phone: schemaIndianMobile.optional(),
  photoKey: schemaPhotoKey.nullable().optional(),
  services: schemaServiceKeys.optional(),
  cities: schemaCities.optional(),
  pincodes: schemaPincodes.optional(),
  active: z.boolean().optional(),
});
export type ProviderUpdate = z.output<typeof schemaProviderUpdate>;

/** Filters of the directory: a service, a city slug, a pincode, active or not, a name or phone search; paginated. */
export const schemaProviderList = z.object({
  service: z.enum(SERVICE_KEYS).optional(),
  city: schemaCitySlug.optional(),
  pincode: schemaPincode.optional(),
  active: z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]).optional(),
  q: plainText({ label: 'Search', max: 80 }).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(PROVIDER_PAGE_SIZE).default(PROVIDER_PAGE_SIZE),
});
export type ProviderListQuery = z.output<typeof schemaProviderList>;

/** A provider as the console shows it (the phone is for staff only; customers never get it from here). */
export const schemaProviderPublic = z.object({
  _id: z.string(),
  name: z.string(),
  phone: z.string(),
  photoKey: z.string().nullable(),
  /** The photo on our origin for the console (GET /api/ops/providers/{id}/photo?v=), or null without one. */
  photoUrl: z.string().nullable(),
  services: z.array(z.string()),
  cities: z.array(z.string()),
  pincodes: z.array(z.string()),
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Whether the provider has set working hours (without them no job is offered to them). */
  hasHours: z.boolean(),
});
export type ProviderPublic = z.infer<typeof schemaProviderPublic>;

/** Assigning (or reassigning) a provider to an order. */
export const schemaProviderAssign = z.object({ orderId: z.uuid(), providerId: z.uuid() });
export type ProviderAssign = z.output<typeof schemaProviderAssign>;

/** A provider declining their assignment, with the reason operations read. */
export const schemaAssignmentDecline = z.object({
  orderId: z.uuid(),
  reason: plainText({ label: 'Reason', min: 3, max: DECLINE_REASON_MAX, minMessage: 'Please say why you decline' }),
});
export type AssignmentDecline = z.output<typeof schemaAssignmentDecline>;

/** The range of a provider's jobs list: IST dates, both included. */
export const schemaProviderJobsRange = z
  .object({ from: schemaIsoDate, to: schemaIsoDate })
  .refine((r) => r.from <= r.to, { path: ['to'], message: 'The end date must not be before the start date' });
export type ProviderJobsRange = z.output<typeof schemaProviderJobsRange>;

/**
 * One job as the partner app shows it: date, slot, service, what to bring or cook and the bill
 * lines; the customer's name and full address only from 24 hours before the slot (null before); the customer's
 * phone number never (no field for it).
 */
export const schemaPartnerJob = z.object({
  _id: z.string(),
  orderNumber: z.string(),
  status: z.number().int(),
  statusLabel: z.string(),
  service: z.string(),
  eventDate: z.string(),
  slot: z.object({ id: z.string(), label: z.string() }),
  startsAt: z.string(),
  endsAt: z.string(),
  people: z.number().int().nullable(),
  items: z.array(z.object({ name: z.string(), quantity: z.number().nullable() })),
  billLines: z.array(z.object({ label: z.string(), amount: z.number() })),
  area: z.object({ locality: z.string().nullable(), city: z.string().nullable(), pincode: z.string().nullable() }),
  customer: z.object({ name: z.string().nullable(), line1: z.string().nullable(), landmark: z.string().nullable() }).nullable(),
  /** When the name and address show (24 hours before the slot). */
  detailsFrom: z.string(),
  note: z.string().nullable(),
  /** Photography: the hours covered from arrival (the package's plus the extra bought); null for other services. */
  coverage: z.object({ hours: z.number().int(), extraHours: z.number().int(), totalHours: z.number().int() }).nullable(),
});
export type PartnerJob = z.infer<typeof schemaPartnerJob>;

/** The result of an assignment as the console reads it. */
export const schemaProviderAssignment = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  status: z.number().int(),
  statusLabel: z.string(),
  providerId: z.string().nullable(),
  /** False when the provider was already the order's (nothing changed, nobody told). */
  changed: z.boolean(),
});
export type ProviderAssignmentResult = z.infer<typeof schemaProviderAssignment>;

/** `{id}` of a provider route. */
export const schemaProviderId = z.object({ id: z.uuid({ error: 'Unknown provider' }) });
/** How an operations route may be called, for its summary. */
export const OPS_KEY_NOTE = ' (a console session, or header `x-ops-api-key` for automation, recorded as "API key")';

export const routeOpsProviderList = defineRoute('opsProviderList', {
  summary: `The providers' directory by name, filtered by service, city, pincode, active and a name or phone search; paginated; every staff role${OPS_KEY_NOTE}.`,
  auth: 'operations',
  errors: [429],
  query: schemaProviderList,
  response: schemaPage('providers', schemaProviderPublic),
});

export const routeOpsProviderCreate = defineRoute('opsProviderCreate', {
  summary: `Adds a provider: name, phone, services, cities and/or pincodes; a phone already listed is a 409; admins and operations${OPS_KEY_NOTE}.`,
  auth: 'operations',
  okStatus: 201,
  errors: [409, 429],
  body: schemaProviderCreate,
  response: schemaProviderPublic,
});

export const routeOpsProviderOne = defineRoute('opsProviderOne', {
  summary: `One provider; every staff role${OPS_KEY_NOTE}.`,
  auth: 'operations',
  errors: [404, 429],
  params: schemaProviderId,
  response: schemaProviderPublic,
});

export const routeOpsProviderUpdate = defineRoute('opsProviderUpdate', {
  summary: `Changes a provider's fields; \`active: false\` deactivates them (no new assignment takes them); admins and operations${OPS_KEY_NOTE}.`,
  auth: 'operations',
  errors: [404, 409, 429],
  params: schemaProviderId,
  body: schemaProviderUpdate,
  response: schemaProviderPublic,
});

export const routeOpsProviderJobs = defineRoute('opsProviderJobs', {
  summary: `A provider's jobs with an event date from \`from\` to \`to\` (IST, both included), ordered by start, as the partner app shows them; every staff role${OPS_KEY_NOTE}.`,
  auth: 'operations',
  errors: [404, 429],
  params: schemaProviderId,
  query: schemaProviderJobsRange,
  response: z.array(schemaPartnerJob),
});

export const routeOpsProviderAssign = defineRoute('opsProviderAssign', {
  summary: `Assigns or reassigns a provider to an order where the status machine allows it (409 naming both states), never an inactive provider or one outside the order's service, city or pincode (400), never one busy at an overlapping time (409 naming that order); the customer and the provider are told through the outbox; admins and operations${OPS_KEY_NOTE}.`,
  auth: 'operations',
  errors: [404, 409, 429],
  body: schemaProviderAssign,
  response: schemaProviderAssignment,
});
