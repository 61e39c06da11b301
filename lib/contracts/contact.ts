import { z } from 'zod';
import { schemaIndianMobile } from '../validation';
import { defineRoute } from './http';
import { plainText } from './text';

/** POST /api/contact body. */
export const schemaContactCreate = z.object({
  name: plainText({ label: 'Name', min: 2, max: 80, requiredMessage: 'Please enter your name', minMessage: 'Please enter your name' }),
  phone: schemaIndianMobile,
  email: z
    .union([z.literal(''), z.email('Please enter a valid e-mail address').max(120)])
    .optional()
    .transform((value) => value || undefined),
  city: plainText({ label: 'City', max: 60 })
    .optional()
    .transform((value) => value || undefined),
  message: plainText({
    label: 'Message',
    min: 10,
    max: 2000,
    multiline: true,
    requiredMessage: 'Please write your message',
    minMessage: 'Please write at least 10 characters',
  }),
});
export type ContactCreate = z.infer<typeof schemaContactCreate>;
/** What the contact form sends. */
export type ContactCreateBody = z.input<typeof schemaContactCreate>;

export const routeContactCreate = defineRoute('contactCreate', {
  summary: 'Stores a contact-form message for customer care (5 per IP per hour) and answers 201 with its reference.',
  okStatus: 201,
  errors: [429],
  body: schemaContactCreate,
  response: z.object({ reference: z.string() }),
});
