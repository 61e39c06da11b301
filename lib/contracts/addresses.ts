import { z } from 'zod';
import { defineRoute, schemaNoData } from './http';
import { schemaAddress, schemaPincode } from './orders';
import { schemaUserId } from './users';

/** Most live addresses a customer may keep (the 11th is a 409). */
export const MAX_SAVED_ADDRESSES = 10;
/** The 409 of an 11th address. */
export const ADDRESS_LIMIT_MESSAGE = `You can save up to ${MAX_SAVED_ADDRESSES} addresses`;
/** The notice of a saved address whose pincode we do not serve (saved all the same). */
export const UNSERVED_ADDRESS_NOTICE = "We don't serve this pincode yet";

/** The labels an address may carry. */
export const ADDRESS_LABELS = ['Home', 'Work', 'Other'] as const;
export type AddressLabel = (typeof ADDRESS_LABELS)[number];
const schemaLabel = z.enum(ADDRESS_LABELS, { error: 'Choose Home, Work or Other' });

/** An address id of the book (`_id`, a uuid). */
const schemaAddressId = z.uuid({ error: 'Unknown address' });

/**
 * POST /api/users/address/add body: label (default Home), contact name, line 1, landmark, a 6-digit pincode
 * (400 otherwise; city and locality come from it on the server) and whether it becomes the default.
 */
export const schemaAddressAdd = schemaAddress.extend({
  label: schemaLabel.default('Home'),
  isDefault: z.boolean().optional(),
});
export type AddressAdd = z.output<typeof schemaAddressAdd>;

/**
 * POST /api/users/address/editByUserID body (the spec's path): the session user's default address, created or
 * replaced. `userId` is accepted for old clients; another user's id is a 403.
 */
export const schemaAddressUpsertDefault = schemaAddress.extend({
  label: schemaLabel.default('Home'),
  userId: schemaUserId.optional(),
});

/** POST /api/users/address/edit body: `_id` and the fields to change (`isDefault: true` makes it the default). */
export const schemaAddressEdit = z.object({
  _id: schemaAddressId,
  label: schemaLabel.optional(),
  name: schemaAddress.shape.name.optional(),
  line1: schemaAddress.shape.line1.optional(),
  landmark: schemaAddress.shape.landmark,
  pincode: schemaPincode.optional(),
  isDefault: z.literal(true).optional(),
});
export type AddressEdit = z.output<typeof schemaAddressEdit>;

/** POST /api/users/address/update_address_status body: `{_id, status: 0}` removes the address (the spec's soft delete). */
export const schemaAddressStatus = z.object({
  _id: schemaAddressId,
  status: z.literal(0, { error: 'status must be 0 (remove)' }),
});

/**
 * A saved address as the API shows it. `city`/`locality` are null and `notice` says "We don't serve this pincode
 * yet" when we do not serve its pincode.
 */
export const schemaSavedAddress = z.object({
  _id: z.string(),
  label: schemaLabel,
  name: z.string(),
  line1: z.string(),
  landmark: z.string().nullable(),
  pincode: z.string(),
  city: z.string().nullable(),
  locality: z.string().nullable(),
  served: z.boolean(),
  notice: z.string().nullable(),
  isDefault: z.boolean(),
});
export type SavedAddress = z.infer<typeof schemaSavedAddress>;

export const routeAddressUpsertDefault = defineRoute('addressUpsertDefault', {
  summary:
    "Creates or replaces the logged-in customer's default address (the spec's path). `userId`, if sent, must be the session user's (403 otherwise); the 11th address is a 409.",
  auth: 'customer',
  errors: [403, 409],
  body: schemaAddressUpsertDefault,
  response: schemaSavedAddress,
});

export const routeAddressList = defineRoute('addressList', {
  summary: "The logged-in customer's saved addresses (at most 10), the default first.",
  auth: 'customer',
  response: z.array(schemaSavedAddress),
});

export const routeAddressAdd = defineRoute('addressAdd', {
  summary:
    'Saves an address (at most 10: the 11th is a 409 "You can save up to 10 addresses"). A pincode we do not serve is saved with the notice "We don\'t serve this pincode yet". The first address becomes the default.',
  auth: 'customer',
  okStatus: 201,
  errors: [409],
  body: schemaAddressAdd,
  response: schemaSavedAddress,
});

export const routeAddressEdit = defineRoute('addressEdit', {
  summary: "Changes one of the customer's addresses (404 for anyone else's). Past orders keep the address they were booked with.",
  auth: 'customer',
  errors: [404],
  body: schemaAddressEdit,
  response: schemaSavedAddress,
});

export const routeAddressStatus = defineRoute('addressStatus', {
  summary: "Removes one of the customer's addresses (`status: 0`; 404 for anyone else's). Another address becomes the default.",
  auth: 'customer',
  errors: [404],
  body: schemaAddressStatus,
  response: schemaNoData,
});
