import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { format } from 'node:util';
import { Env, StandardCheckoutClient } from '@phonepe-pg/pg-sdk-node';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GatewayError } from '../../../../server/payments/provider';
import { createPhonePeProvider } from '../../../../server/payments/phonepe';

/**
 * The PhonePe SDK `console.warn`s the whole failed token request (its form body holds
 * `client_secret`) on every failed token fetch. Nothing the SDK prints may reach any output. The real SDK
 * client runs here, its requests redirected to a local fake PhonePe (or a closed port); every console method
 * and both process streams are captured from before the first SDK call.
 */

const SECRET = 'c2VjcmV0LW9mLXRoZS10ZXN0LW1lcmNoYW50';
const SETTINGS = {
  clientId: 'TEST-M22PARTY_LEAK',
  clientSecret: SECRET,
  clientVersion: 1,
  env: 'SANDBOX' as const,
  webhookUsername: 'party_webhook',
  webhookPassword: 'S3cret-Pass',
  timeoutMs: 3000,
};

let output = '';
const tokenBodies: string[] = [];
let server: Server;
let target = '';
/** How the fake PhonePe answers: it refuses every request (bad credentials), or it answers as PhonePe does. */
let fakePhonePe: 'refuses' | 'answers' = 'refuses';

beforeAll(async () => {
  for (const method of ['log', 'info', 'warn', 'error', 'debug', 'trace'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      output += `${format(...args)}\n`;
    });
  }
  for (const stream of [process.stdout, process.stderr]) {
    const write = stream.write.bind(stream);
    vi.spyOn(stream, 'write').mockImplementation(((chunk: unknown, ...rest: never[]) => {
      output += String(chunk);
      return write(chunk as string, ...rest);
    }) as typeof stream.write);
  }
  // a fake PhonePe that refuses the token request as PhonePe does for bad credentials
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const token = req.url?.includes('oauth');
      if (token) tokenBodies.push(body);
      if (fakePhonePe === 'refuses') {
        res.writeHead(401, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ code: 'UNAUTHORIZED', message: 'Client Not Found' }));
        return;
      }
      const now = Math.floor(Date.now() / 1000);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify(
          token
            ? { access_token: 'O-TOKEN-1', token_type: 'O-Bearer', issued_at: now, expires_at: now + 3600, expires_in: 3600 }
            : {
                orderId: 'OMO2611211030',
                state: 'COMPLETED',
                amount: 10000,
                paymentDetails: [{ paymentMode: 'UPI_QR', transactionId: 'OM-1', amount: 10000, state: 'COMPLETED' }],
              },
        ),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  target = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  vi.restoreAllMocks();
  await new Promise((resolve) => server.close(resolve));
});

let sdkClient: StandardCheckoutClient | undefined;

/** The real SDK client (one per process) with every request sent to `target` (the fake PhonePe, or a closed port). */
function realClient(): StandardCheckoutClient {
  if (sdkClient) return sdkClient;
  sdkClient = StandardCheckoutClient.getInstance(SETTINGS.clientId, SETTINGS.clientSecret, SETTINGS.clientVersion, Env.SANDBOX, false);
  sdkClient.httpClient.interceptors.request.use((config) => {
    const url = new URL(config.url!);
    return { ...config, url: `${target}${url.pathname}${url.search}` };
  });
  return sdkClient;
}

describe('the PhonePe SDK never prints the client secret', () => {
  it('stays silent about a token fetch PhonePe refuses, and about one that cannot connect', async () => {
    const provider = createPhonePeProvider(SETTINGS, { client: realClient() });
    await expect(provider.fetchOrder('1f0c3a527d7e4c1b9a512d4f6f1b9e20')).rejects.toBeInstanceOf(GatewayError);
    // the SDK did send the secret to (fake) PhonePe: the check below is about a secret that was really in play
    expect(tokenBodies.some((body) => body.includes(`client_secret=${SECRET}`))).toBe(true);

    target = 'http://127.0.0.1:1';
    await expect(provider.fetchOrder('1f0c3a527d7e4c1b9a512d4f6f1b9e20')).rejects.toBeInstanceOf(GatewayError);

    expect(output).not.toContain(SECRET);
    expect(output).not.toContain('client_secret');
    // only the SDK's own output is withheld: the rest of the process still prints
    console.warn('a warning from outside the SDK');
    expect(output).toContain('a warning from outside the SDK');
  });

  it('reads PhonePe answers through the real SDK (its class-transformer must have plainToClass)', async () => {
    fakePhonePe = 'answers';
    target = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const provider = createPhonePeProvider(SETTINGS, { client: realClient() });
    expect(await provider.fetchOrder('1f0c3a527d7e4c1b9a512d4f6f1b9e20')).toEqual({
      providerOrderId: '1f0c3a527d7e4c1b9a512d4f6f1b9e20',
      payments: [{ providerPaymentId: 'OM-1', state: 'captured', amountPaise: 10000, currency: 'INR', method: 'upi_qr' }],
    });
  });
});
