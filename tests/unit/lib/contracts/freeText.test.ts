import { z, type ZodType } from 'zod';
import { describe, expect, it } from 'vitest';
import { CONTRACTS } from '../../../../lib/contracts';
import type { EndpointName } from '../../../../lib/contracts/endpoints';
import { addIstDays, istDate } from '../../../../lib/dates';

type Part = 'params' | 'query' | 'headers' | 'body';

/**
 * Every free-text field a client sends, with a valid request part around it: each must refuse control
 * characters. `multiline` fields accept tab and line breaks.
 */
/** The free text of an invite's body, the same when it is created and when it is changed. */
const INVITE_BODY_CASE = {
  part: 'body' as Part,
  sample: {
    occasion: 'birthday',
    title: 'Asha turns 30',
    date: '2030-01-01',
    time: '19:30',
    venue: 'Flat 402, Tower B',
    hostNames: ['Asha'],
    texts: { kicker: 'You are invited', heading: '{title}', names: '{names}', date: '{date}', venue: '{venue}', message: 'See you' },
  },
  fields: ['title', 'venue', 'texts.kicker', 'texts.heading', 'texts.names', 'texts.date', 'texts.venue', 'texts.message'],
};

const FREE_TEXT: { route: EndpointName; part: Part; sample: Record<string, unknown>; fields: string[]; multiline?: string[] }[] = [
  {
    route: 'otpVerify',
    part: 'body',
    sample: { phone: '9876543210', role: 'customer', otp: '1234', service: 'Book a chef' },
    fields: ['service'],
  },
  { route: 'userDetailsUpdate', part: 'body', sample: { name: 'Anil Sharma' }, fields: ['name'] },
  {
    route: 'partnerBankAccountUpdate',
    part: 'body',
    sample: { holderName: 'Kavya Rao', accountNumber: '123456789012', accountNumberConfirm: '123456789012', ifsc: 'HDFC0001234' },
    fields: ['holderName'],
  },
  { route: 'userDetailsByIdUpdate', part: 'body', sample: { name: 'Anil Sharma' }, fields: ['name'] },
  ...(['addressAdd', 'addressUpsertDefault'] as const).map((route) => ({
    route,
    part: 'body' as Part,
    sample: { label: 'Home', name: 'Anil Sharma', line1: 'House 4, Road 2', landmark: 'Near the park', pincode: '201309' },
    fields: ['name', 'line1', 'landmark'],
  })),
  {
    route: 'addressEdit',
    part: 'body',
    sample: { _id: '0b6f2c1e-3d4a-4e5f-8a9b-0c1d2e3f4a5b', name: 'Anil Sharma', line1: 'House 4, Road 2', landmark: 'Near the park' },
    fields: ['name', 'line1', 'landmark'],
  },
  { route: 'pushTokenCreate', part: 'body', sample: { token: 'fcm-token-0123456789-abcdef' }, fields: ['token'] },
  { route: 'decorationSearchByName', part: 'params', sample: { name: 'unicorn' }, fields: ['name'] },
  { route: 'decorationSearchByTag', part: 'params', sample: { tag: 'birthday' }, fields: ['tag'] },
  { route: 'photographySearchByName', part: 'params', sample: { name: 'birthday' }, fields: ['name'] },
  { route: 'photographySearchByTag', part: 'params', sample: { tag: 'birthday' }, fields: ['tag'] },
  {
    route: 'orderAdd',
    part: 'body',
    sample: {
      orderType: 1,
      productSlug: 'unicorn-arch',
      eventDate: '2030-01-01',
      slotId: '10-12',
      address: { name: 'Anil Sharma', line1: 'House 4, Road 2', landmark: 'Near the park', pincode: '201309' },
      note: 'Ring twice',
      expectedTotal: 1000,
      attribution: { source: 'organic', utm: { utm_source: 'google', utm_campaign: 'diwali' } },
      business: { name: 'Sharma Events LLP', gstin: '27AAPFU0939F1ZV' },
    },
    fields: ['address.name', 'address.line1', 'address.landmark', 'note', 'attribution.utm.utm_source', 'business.name'],
    multiline: ['note'],
  },
  {
    route: 'orderStatusUpdate',
    part: 'body',
    sample: {
      _id: '00000000-0000-4000-8000-000000000000',
      status: 2,
      note: 'Chef assigned',
      providerId: '00000000-0000-4000-8000-000000000001',
    },
    fields: ['note'],
    multiline: ['note'],
  },
  {
    route: 'paymentRefund',
    part: 'body',
    sample: { orderId: '00000000-0000-4000-8000-000000000000', amount: 100, note: 'Chef arrived late', key: 'late-1' },
    fields: ['note'],
  },
  {
    route: 'contactCreate',
    part: 'body',
    sample: { name: 'Anil Sharma', phone: '9876543210', city: 'Noida', message: 'Please call me about a birthday party.' },
    fields: ['name', 'city', 'message'],
    multiline: ['message'],
  },
  // the console's staff management and audit filter
  { route: 'opsStaffCreate', part: 'body', sample: { phone: '9876543210', name: 'Ravi Kumar', role: 'operations' }, fields: ['name'] },
  { route: 'opsStaffUpdate', part: 'body', sample: { name: 'Ravi Kumar' }, fields: ['name'] },
  { route: 'opsAuditList', part: 'query', sample: { entityId: 'order-123' }, fields: ['entityId'] },
  // staff notes keep their line breaks
  { route: 'opsOrderNoteCreate', part: 'body', sample: { text: 'Customer asked for a call' }, fields: ['text'], multiline: ['text'] },
  { route: 'opsOrderMessageCreate', part: 'body', sample: { text: 'Your chef will reach at 6:45 PM' }, fields: ['text'] },
  {
    route: 'opsOrderStartCodeUnlock',
    part: 'body',
    sample: { reason: 'Customer waiting at the door' },
    fields: ['reason'],
    multiline: ['reason'],
  },
  {
    route: 'opsOrderStep',
    part: 'body',
    sample: { step: 'provider_no_show', reason: 'Chef did not come', refund: 0 },
    fields: ['reason'],
    multiline: ['reason'],
  },
  {
    route: 'leadCreate',
    part: 'body',
    sample: {
      service: 'bulk',
      name: 'Meera Iyer',
      phone: '9812345670',
      eventDate: addIstDays(istDate(new Date()), 30),
      guests: 150,
      city: 'noida',
      note: 'Veg only.',
    },
    fields: ['name', 'note'],
    multiline: ['note'],
  },
  { route: 'opsProviderList', part: 'query', sample: { q: 'Ramesh' }, fields: ['q'] },
  {
    route: 'opsProviderCreate',
    part: 'body',
    sample: { name: 'Ramesh Kumar', phone: '9876543210', services: ['chef'], cities: ['noida'] },
    fields: ['name'],
  },
  { route: 'opsProviderUpdate', part: 'body', sample: { name: 'Ramesh Kumar' }, fields: ['name'] },
  { route: 'partnerJobDecline', part: 'body', sample: { reason: 'Family function that evening' }, fields: ['reason'] },
  // a staff note on an enquiry (several lines) and the reason a review is hidden
  { route: 'opsEnquiryNote', part: 'body', sample: { text: 'Called, will send a quote' }, fields: ['text'], multiline: ['text'] },
  // how an admin knows a held payout was not paid (one line: it is kept as the payout's failure reason)
  { route: 'opsPayoutSettle', part: 'body', sample: { outcome: 'not_paid', note: 'Not on the statement of 14 Dec' }, fields: ['note'] },
  { route: 'opsReviewModerate', part: 'body', sample: { hidden: true, reason: 'Abusive words' }, fields: ['reason'] },
  // chat messages, reports and the page a customer asks for help from
  {
    route: 'chatSend',
    part: 'body',
    sample: { roomId: '00000000-0000-4000-8000-000000000000', text: 'Hello everyone', clientId: 'client-0001' },
    fields: ['text'],
    multiline: ['text'],
  },
  { route: 'chatReport', part: 'body', sample: { messageId: 1, reason: 'Rude words' }, fields: ['reason'], multiline: ['reason'] },
  { route: 'chatSupport', part: 'body', sample: { page: '/orders/details' }, fields: ['page'] },
  // a reply sent as support from the console
  {
    route: 'opsChatSend',
    part: 'body',
    sample: { text: 'Checking with the chef now', clientId: 'client-0001' },
    fields: ['text'],
    multiline: ['text'],
  },
  {
    route: 'partnerChatSend',
    part: 'body',
    sample: { text: 'I will reach by 6 pm', clientId: 'client-0001' },
    fields: ['text'],
    multiline: ['text'],
  },
  {
    route: 'orderReviewSave',
    part: 'body',
    sample: { orderId: '00000000-0000-4000-8000-000000000000', rating: 5, text: 'The chef cooked wonderfully for our party.' },
    fields: ['text'],
    multiline: ['text'],
  },
  {
    route: 'photoEditRequest',
    part: 'body',
    sample: { photoId: '00000000-0000-4000-8000-000000000000', note: 'Brighten the faces, please.' },
    fields: ['note'],
    multiline: ['note'],
  },
  {
    route: 'inviteCreate',
    ...INVITE_BODY_CASE,
  },
  {
    route: 'inviteUpdate',
    ...INVITE_BODY_CASE,
  },
  {
    route: 'inviteRsvp',
    part: 'body',
    sample: { eventId: '00000000-0000-4000-8000-000000000000', name: 'Meera Iyer', rsvpStatus: 'going', note: 'Veg, please' },
    fields: ['name', 'note'],
    multiline: ['note'],
  },
  {
    route: 'inviteMessageSend',
    part: 'body',
    sample: { segment: 'all', text: 'Parking at gate 2' },
    fields: ['text'],
    multiline: ['text'],
  },
  {
    route: 'inviteReminderCreate',
    part: 'body',
    sample: { sendAt: '2030-01-01T10:00:00+05:30', text: 'See you soon' },
    fields: ['text'],
    multiline: ['text'],
  },
  { route: 'inviteLuckyDraw', part: 'body', sample: { prize: 'A gift hamper', winners: 1 }, fields: ['prize'] },
  { route: 'inviteWallNote', part: 'body', sample: { text: 'Thank you for a lovely evening' }, fields: ['text'], multiline: ['text'] },
];

/** A deep copy of `sample` with `transform` applied to the string at the dotted `path`. */
function withField(sample: Record<string, unknown>, path: string, transform: (value: string) => string): Record<string, unknown> {
  const copy = structuredClone(sample);
  const keys = path.split('.');
  const parent = keys.slice(0, -1).reduce<Record<string, unknown>>((node, key) => node[key] as Record<string, unknown>, copy);
  const last = keys.at(-1)!;
  parent[last] = transform(parent[last] as string);
  return copy;
}

const schemaOf = (route: EndpointName, part: Part) => (CONTRACTS[route] as Partial<Record<Part, ZodType>>)[part]!;

describe.each(FREE_TEXT)('$route $part', ({ route, part, sample, fields, multiline = [] }) => {
  const schema = schemaOf(route, part);

  it('accepts the valid sample', () => {
    expect(schema.safeParse(sample).error).toBeUndefined();
  });

  it.each(fields)('refuses NUL, escape, DEL and C1 characters in %s with a field error', (field) => {
    for (const character of ['\u0000', '\u001B', '\u007F', '\u0085']) {
      const result = schema.safeParse(withField(sample, field, (value) => `${value.slice(0, 2)}${character}${value.slice(2)}`));
      expect(result.success, `${field} with U+${character.charCodeAt(0).toString(16)}`).toBe(false);
      expect(result.error?.issues).toContainEqual(
        expect.objectContaining({ path: field.split('.'), message: expect.stringMatching(/must not contain control characters\.$/) }),
      );
    }
  });

  it.each(fields)('accepts a line break inside %s only where multi-line text is allowed', (field) => {
    const result = schema.safeParse(withField(sample, field, (value) => `${value.slice(0, 2)}\n${value.slice(2)}`));
    expect(result.success).toBe(multiline.includes(field));
  });
});

type JsonSchema = { [key: string]: unknown };

/** Every string leaf of a JSON schema with no `pattern`, `format`, `enum` or `const`: unconstrained free text. */
function unconstrainedStrings(node: unknown, path: string): string[] {
  if (!node || typeof node !== 'object') return [];
  const schema = node as JsonSchema;
  const found: string[] = [];
  const constrained = ['pattern', 'format', 'enum', 'const'].some((key) => key in schema) || Array.isArray(schema.allOf);
  if (schema.type === 'string' && !constrained) {
    found.push(path || '(root)');
  }
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'properties' && value && typeof value === 'object') {
      for (const [name, child] of Object.entries(value)) found.push(...unconstrainedStrings(child, path ? `${path}.${name}` : name));
    } else if (key === 'additionalProperties' || key === 'items' || key === 'propertyNames') {
      found.push(...unconstrainedStrings(value, `${path}[${key}]`));
    } else if (Array.isArray(value)) {
      for (const child of value) found.push(...unconstrainedStrings(child, path));
    }
  }
  return found;
}

describe('every string a client sends', () => {
  it('is either plain text refusing control characters or constrained by a pattern, a format or an enum', () => {
    const loose: string[] = [];
    for (const contract of Object.values(CONTRACTS)) {
      for (const part of ['params', 'query', 'headers', 'body'] as const) {
        const schema = (contract as Partial<Record<Part, ZodType>>)[part];
        if (!schema) continue;
        const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
        loose.push(...unconstrainedStrings(json, '').map((path) => `${contract.name} ${part} ${path}`));
      }
    }
    expect(loose).toEqual([]);
  });

  it('is listed above when it is free text (a field refusing control characters by our pattern)', () => {
    const listed = new Set(FREE_TEXT.flatMap(({ route, part, fields }) => fields.map((f) => `${route} ${part} ${f}`)));
    const found: string[] = [];
    const walk = (node: unknown, path: string, prefix: string) => {
      if (!node || typeof node !== 'object') return;
      const schema = node as JsonSchema;
      const patterns = [schema.pattern, ...((schema.allOf as JsonSchema[] | undefined) ?? []).map((s) => s.pattern)];
      if (patterns.some((p) => typeof p === 'string' && p.includes('\\u0000-'))) found.push(`${prefix} ${path}`);
      for (const [key, value] of Object.entries(schema)) {
        if (key === 'properties' && value && typeof value === 'object') {
          for (const [name, child] of Object.entries(value)) walk(child, path ? `${path}.${name}` : name, prefix);
        } else if (key === 'additionalProperties') walk(value, `${path}.utm_source`, prefix);
        else if (Array.isArray(value) && key !== 'allOf') for (const child of value) walk(child, path, prefix);
      }
    };
    for (const contract of Object.values(CONTRACTS)) {
      for (const part of ['params', 'query', 'headers', 'body'] as const) {
        const schema = (contract as Partial<Record<Part, ZodType>>)[part];
        if (schema) walk(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }), '', `${contract.name} ${part}`);
      }
    }
    expect(found.filter((f) => !listed.has(f))).toEqual([]);
  });
});
