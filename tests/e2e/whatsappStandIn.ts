import { createServer } from 'node:http';
import { freePort } from './server';

/** A WhatsApp template message as the stand-in provider received it (the DoubleTick request body's fields). */
export interface WhatsAppSent {
  /** "+91" and the number. */
  to: string;
  templateName: string;
  /** The template's language code as sent (`en`, or WHATSAPP_TEMPLATE_LANGUAGE_HI for a Hindi customer). */
  language: string;
  /** The body's placeholders in template order (empty for a template without any). */
  placeholders: string[];
}

/** A running stand-in of the WhatsApp provider (startWhatsAppStandIn). */
export interface WhatsAppStandIn {
  /** The server settings that send WhatsApp to it: WHATSAPP_API_KEY, WHATSAPP_API_URL and the Hindi templates' language code. */
  env: Record<string, string>;
  /** Every message it received so far, in order (the array grows as messages arrive). */
  sent: WhatsAppSent[];
  close: () => Promise<void>;
}

/**
 * Starts a stand-in WhatsApp provider on a free loopback port: it answers every request 200 and records the
 * template messages, so a test reads what a person would get on their phone (a co-host's payment link, a
 * waitlisted guest's promotion) and knows when a queued job has sent it.
 */
export async function startWhatsAppStandIn(): Promise<WhatsAppStandIn> {
  const sent: WhatsAppSent[] = [];
  const port = await freePort();
  const provider = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const { messages } = JSON.parse(body) as {
        messages: {
          to: string;
          content: { templateName: string; language?: string; templateData?: { body?: { placeholders?: string[] } } };
        }[];
      };
      for (const message of messages) {
        sent.push({
          to: message.to,
          templateName: message.content.templateName,
          language: message.content.language ?? '',
          placeholders: message.content.templateData?.body?.placeholders ?? [],
        });
      }
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => provider.listen(port, '127.0.0.1', resolve));
  return {
    env: { WHATSAPP_API_KEY: 'e2e-whatsapp-key', WHATSAPP_API_URL: `http://127.0.0.1:${port}`, WHATSAPP_TEMPLATE_LANGUAGE_HI: 'hi' },
    sent,
    close: () => new Promise<void>((resolve) => provider.close(() => resolve())),
  };
}
