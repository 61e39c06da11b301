/**
 * Canned replies of the console's support inbox: short answers an agent inserts into
 * the message box and may edit before sending. Plain text, within the 1,000-character limit.
 */
export const CANNED_REPLIES: readonly { label: string; text: string }[] = [
  { label: 'Greeting', text: 'Hello! Thanks for reaching out to Party Services. How can I help you today?' },
  { label: 'Checking', text: 'Thanks for the details. I am checking this for you and will get back to you in a few minutes.' },
  {
    label: 'Order details',
    text: 'Could you please share your order number (it starts with PS-) so that I can look into it?',
  },
  {
    label: 'Refund timeline',
    text: 'Your refund has been started. It usually reaches your account within 5-7 working days, depending on your bank.',
  },
  { label: 'Provider update', text: 'I have spoken to your service provider and they have confirmed your booking and timing.' },
  { label: 'Closing', text: 'Is there anything else I can help you with? Have a wonderful party!' },
];
