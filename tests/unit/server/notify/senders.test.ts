/**
 * Every sender in the code asks the one gate (`mayNotify`, server/notify/preferences)
 * before sending. This reads the source: any file outside server/notify that calls a `send*` function of the
 * WhatsApp or SMS adapters must also call `mayNotify`. The login code (`deliverOtp`) is exempt: it is the login.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as sms from '../../../../server/notify/sms';
import * as whatsapp from '../../../../server/notify/whatsapp';

const root = join(__dirname, '../../../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const senders = Object.entries({ ...whatsapp, ...sms })
  .filter(([name, value]) => /^send[A-Z]/.test(name) && typeof value === 'function')
  .map(([name]) => name);

describe('every message sender asks mayNotify', () => {
  it('finds the adapters’ send functions', () => {
    expect(senders).toEqual(
      expect.arrayContaining([
        'sendLoginWhatsApp',
        'sendOrderConfirmationWhatsApp',
        'sendPhotosReadyWhatsApp',
        'sendPlaceholderWhatsApp',
        'sendSmsNotice',
      ]),
    );
  });

  it('each file that calls one also calls mayNotify', () => {
    const files = [...sourceFiles(join(root, 'server')), ...sourceFiles(join(root, 'pages'))].filter(
      (file) => !relative(root, file).startsWith('server/notify/'),
    );
    const calling = files.filter((file) => {
      const text = readFileSync(file, 'utf8');
      return senders.some((name) => new RegExp(`\\b${name}\\(`).test(text));
    });
    // the order confirmation, photos ready, invite messages and the login message at least
    expect(calling.length).toBeGreaterThanOrEqual(4);
    const ungated = calling.filter((file) => !/\bmayNotify\(/.test(readFileSync(file, 'utf8'))).map((file) => relative(root, file));
    expect(ungated).toEqual([]);
  });
});
