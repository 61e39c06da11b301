import { z } from 'zod';
import { schemaIndianMobile } from '../validation';
import { defineRoute } from './http';

/** POST /api/contact body. */
export const schemaContactCreate = z.object({
  name: z.string({ error: 'Please enter your name' }).trim().min(2, 'Please enter your name').max(80, 'Name can be at most 80 characters'),
  phone: schemaIndianMobile,
  email: z
    .union([z.literal(''), z.email('Please enter a valid e-mail address').max(120)])
    .optional()
    .transform((value) => value || undefined),
  city: z
    .string()
    .trim()
    .max(60, 'City can be at most 60 characters')
    .optional()
    .transform((value) => value || undefined),
  message: z
    .string({ error: 'Please write your message' })
    .trim()
    .min(10, 'Please write at least 10 characters')
    .max(2000, 'Message can be at most 2000 characters'),
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
