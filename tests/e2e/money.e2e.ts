/**
 * The money of a GST-registered marketplace, end to end on a phone (390x844) and in the console, on a server of its own
 * whose clock the scene moves (./shiftedClock.js) and whose only decorator is the one it adds (no demo providers):
 * 1. a business customer books balloon decoration in Delhi with their GSTIN: a GSTIN with a wrong check character is
 *    refused at the checkout and by the server (400 on `business.gstin`); with a valid one the advance is paid in the
 *    sandbox and a receipt voucher (CGST + SGST, place of supply Delhi, the GSTIN) is on the order page;
 * 2. the same customer books decoration in Gurugram (Haryana) as a person: its receipt voucher is IGST; they cancel it
 *    before the service and get a refund voucher;
 * 3. the Delhi balance is paid; on the party's day the decorator starts with the customer's code and completes: the tax
 *    invoice has CGST + SGST, adjusts the advance, and its PDF opens;
 * 4. a goodwill refund after the invoice gets a credit note that names the invoice;
 * 5. the decorator sees the job's earning and adds a bank account, which an admin verifies in the console; the admin
 *    runs the payouts: the sandbox pays the earning and the decorator's statement shows it;
 * 6. the month's GSTR-1 export lists the B2B invoice, the credit note and totals equal to the documents issued.
 * Nothing is written to the database from outside: every step goes through the pages or the server's routes.
 */
import { describe, expect, it } from 'vitest';
import { decorationProducts } from '../../data/decoration/products';
import { readFileSync } from 'node:fs';
import { addIstDays, istDateTime } from '../../lib/dates';
import { formatPaise } from '../../lib/format';
import { gstinCheckCharacter } from '../../lib/tax/gstin';
import { loginTokenAt } from '../helpers/httpApi';
import { istDateIn } from './api';
import { consoleSignIn, fillServedAddress, payInSandbox, setupBrowser, storeLogin } from './fixtures';
import { useSceneServer } from './sceneServer';
import { E2E_MONEY_LOGINS, E2E_OPS_API_KEY, e2eLogin } from './server';

const browser = setupBrowser();
const { admin: ADMIN, provider: DECORATOR } = E2E_MONEY_LOGINS;
const CUSTOMER = e2eLogin('money', 0);
const product = decorationProducts.find((p) => p.category === 'kids-birthday')!;
const DELHI = { pincode: '110016', city: 'Delhi', line1: 'H-12, Green Park Main' };
const GURUGRAM = { pincode: '122001', city: 'Gurugram', line1: 'House 88, Sector 14' };
const SLOT = { label: '10:00 AM - 01:00 PM', startHour: 10 };
/** The Gurugram party's slot, the same day (the decorator is busy in Delhi until the morning slot's end and travel). */
const LATER_SLOT = { label: '04:00 PM - 07:00 PM', startHour: 16 };
/** A Delhi company's GSTIN (state 07, a company PAN) with its real check character, and the same with a wrong one. */
const GSTIN = `07AAKCS1234F1Z${gstinCheckCharacter('07AAKCS1234F1Z')}`;
const WRONG_GSTIN = `${GSTIN.slice(0, 14)}${GSTIN.endsWith('A') ? 'B' : 'A'}`;
const BUSINESS_NAME = 'Sharma Events Private Limited';

interface DocumentLine {
  description: string;
  sac: string;
  taxableValuePaise: number;
  ratePercent: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}
interface TaxDocument {
  _id: string;
  kind: 'receipt_voucher' | 'tax_invoice' | 'credit_note' | 'refund_voucher';
  number: string;
  issuedAt: string;
  placeOfSupply: { state: string; code: string };
  gstin?: string;
  lines: DocumentLine[];
  totalPaise: number;
}

/** A line's parts add up to the amount it stands for, to the paisa. */
const lineTotal = (line: DocumentLine) => line.taxableValuePaise + line.cgstPaise + line.sgstPaise + line.igstPaise;

describe('GST documents, provider earnings and the weekly payout, on a test clock', () => {
  const { server, origin, post, open, expectCleanPages } = useSceneServer(browser, {
    name: 'money',
    clockOffsetMs: 0,
    admin: ADMIN,
    extraEnv: { DEMO_PROVIDERS: '0' },
  });

  it('receipt voucher, invoice with the advance adjusted, IGST across states, refund voucher, credit note, earning, payout, GSTR-1', async () => {
    const partyDate = istDateIn(3);
    const slotStart = istDateTime(partyDate, SLOT.startHour);
    const opsKey = { 'x-ops-api-key': E2E_OPS_API_KEY };

    // --- 0. operations add the decorator, serving both parties' pincodes every day
    const added = await post(
      '/api/ops/providers',
      { name: 'Sunita Verma', phone: DECORATOR.phone, services: ['decoration'], cities: ['delhi', 'gurugram'] },
      opsKey,
    );
    expect(added.status, await added.clone().text()).toBe(201);
    const decoratorId = ((await added.json()) as { data: { _id: string } }).data._id;
    const hours = await fetch(`${origin()}/api/ops/providers/${decoratorId}/availability`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', ...opsKey },
      body: JSON.stringify({
        weekly: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, from: '07:00', to: '23:00' })),
        timeOff: [],
        pincodes: [DELHI.pincode, GURUGRAM.pincode],
        maxJobsPerDay: 6,
      }),
    });
    expect(hours.status, await hours.text()).toBe(200);

    // --- the customer, on a phone
    const token = (await loginTokenAt(origin(), CUSTOMER))!;
    expect(token).toBeTruthy();
    const auth = { Authorization: `Bearer ${token}` };
    const { page, problems } = await open('mobile');
    await page.goto('/aboutus');
    await storeLogin(page, { token, phone: CUSTOMER.phone });
    const documentsOf = async (orderId: string): Promise<TaxDocument[]> => {
      const answer = await fetch(`${origin()}/api/order/${orderId}/documents`, { headers: auth });
      expect(answer.status).toBe(200);
      return ((await answer.json()) as { data: { documents: TaxDocument[] } }).data.documents;
    };
    /** Waits until the order has a document of `kind` (jobs issue them just after the event) and returns it. */
    const documentOf = async (orderId: string, kind: TaxDocument['kind']): Promise<TaxDocument> => {
      await expect.poll(async () => (await documentsOf(orderId)).some((d) => d.kind === kind), { timeout: 20_000 }).toBe(true);
      return (await documentsOf(orderId)).find((d) => d.kind === kind)!;
    };
    /** Books the product at `place` for the party's date and slot, up to the checkout. */
    const bookUpToCheckout = async (citySlug: string, place: typeof DELHI, slot: typeof SLOT) => {
      await page.goto(`/${citySlug}/balloon-decoration/${product.category}/product/${product.slug}`);
      const panel = page.getByTestId('booking-panel');
      await panel.getByLabel('Party pincode').fill(place.pincode);
      await panel.getByLabel('Date').fill(partyDate);
      await panel.getByRole('button', { name: slot.label }).click();
      await fillServedAddress(panel, { name: 'Rahul Sharma', line1: place.line1, pincode: place.pincode, city: place.city });
      await panel.getByRole('button', { name: /^Book Now/ }).click();
      await page.getByTestId('checkout-summary').getByText(product.name).waitFor();
    };
    /** Confirms the checkout, pays the advance in the sandbox, and returns the order's id. */
    const confirmAndPay = async () => {
      const placing = page.waitForRequest((request) => request.url().endsWith('/api/order/add'));
      await page.getByRole('button', { name: 'Confirm Order' }).click();
      const body = JSON.parse((await placing).postData() ?? '{}') as Record<string, unknown>;
      await payInSandbox(page, 'pay');
      await page.getByRole('dialog', { name: 'Order Confirmed' }).waitFor();
      return { orderId: new URL(page.url()).searchParams.get('order')!, body };
    };

    // --- 1. Delhi, as a business: a wrong check character is refused, then the advance is paid
    await bookUpToCheckout('delhi', DELHI, SLOT);
    await page.getByRole('button', { name: '+ Add GSTIN for a business invoice' }).click();
    await page.getByLabel('Registered business name').fill(BUSINESS_NAME);
    await page.getByLabel('GSTIN', { exact: true }).fill(WRONG_GSTIN);
    await page.getByLabel('GSTIN', { exact: true }).blur();
    await expect.poll(() => page.getByLabel('GSTIN', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    await page.getByRole('button', { name: 'Confirm Order' }).click();
    expect(page.url()).not.toContain('/pay/');
    await page.getByLabel('GSTIN', { exact: true }).fill(GSTIN);
    const delhi = await confirmAndPay();
    expect(delhi.body.business).toEqual({ name: BUSINESS_NAME, gstin: GSTIN });
    // the server refuses the same booking with the wrong check character, naming the field
    const refused = await fetch(`${origin()}/api/order/add`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'Idempotency-Key': crypto.randomUUID(), ...auth },
      body: JSON.stringify({ ...delhi.body, business: { name: BUSINESS_NAME, gstin: WRONG_GSTIN } }),
    });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(await refused.json())).toContain('business.gstin');

    const voucher = await documentOf(delhi.orderId, 'receipt_voucher');
    expect(voucher.number).toMatch(/^RV\/\d\d-\d\d\/\d{6}$/);
    expect(voucher.placeOfSupply).toEqual({ state: 'Delhi', code: '07' });
    expect(voucher.gstin).toBe(GSTIN);
    expect(voucher.lines.every((line) => line.igstPaise === 0 && line.cgstPaise > 0 && line.sgstPaise > 0)).toBe(true);
    expect(voucher.lines.reduce((sum, line) => sum + lineTotal(line), 0)).toBe(voucher.totalPaise);

    // --- 2. Gurugram, as a person: IGST; cancelled before the service, a refund voucher
    await bookUpToCheckout('gurugram', GURUGRAM, LATER_SLOT);
    const gurugram = await confirmAndPay();
    expect(gurugram.body.business).toBeUndefined();
    const igstVoucher = await documentOf(gurugram.orderId, 'receipt_voucher');
    expect(igstVoucher.placeOfSupply).toEqual({ state: 'Haryana', code: '06' });
    expect(igstVoucher.lines.every((line) => line.cgstPaise === 0 && line.sgstPaise === 0 && line.igstPaise > 0)).toBe(true);
    expect(igstVoucher.lines.reduce((sum, line) => sum + lineTotal(line), 0)).toBe(igstVoucher.totalPaise);
    await page.goto(`/order-details?id=${gurugram.orderId}`);
    await page.getByRole('button', { name: 'Cancel order' }).click();
    await page.getByRole('button', { name: 'Yes, cancel' }).click();
    const refundVoucher = await documentOf(gurugram.orderId, 'refund_voucher');
    expect(refundVoucher.number).toMatch(/^RF\/\d\d-\d\d\/\d{6}$/);
    expect(refundVoucher.lines.every((line) => line.igstPaise > 0)).toBe(true);

    // --- 3. the Delhi order: its page lists the voucher; the balance is paid; the decorator accepts
    await page.goto(`/order-details?id=${delhi.orderId}`);
    await page.getByRole('region', { name: 'Tax documents' }).getByText(voucher.number).waitFor();
    await page.getByRole('button', { name: /^Pay balance / }).click();
    await payInSandbox(page, 'pay');
    const { page: partner } = await open('mobile');
    await partner.goto('/partner');
    await partner.waitForURL(/\/partner\/login\?next=/);
    await consoleSignIn(partner, 'partner', DECORATOR);
    await partner.waitForURL(/\/partner$/);
    const fresh = partner.getByRole('region', { name: 'New assignments' }).getByTestId('partner-job');
    await expect
      .poll(
        async () => {
          if ((await fresh.count()) === 0) await partner.reload();
          return fresh.count();
        },
        { timeout: 20_000, interval: 1000 },
      )
      .toBeGreaterThan(0);
    await partner.goto(`/partner/jobs/${delhi.orderId}`);
    await partner.getByRole('button', { name: 'Accept' }).click();
    await partner.getByRole('status').filter({ hasText: 'Job accepted' }).waitFor();

    // the party's day, 20 minutes into the slot: the decorator starts with the customer's code and completes
    await server().clockTo(new Date(slotStart.getTime() + 20 * 60_000));
    await page.goto(`/order-details?id=${delhi.orderId}`);
    const startCode = /\d{4}/.exec((await page.getByTestId('order-start-code').textContent()) ?? '')![0];
    await partner.goto(`/partner/jobs/${delhi.orderId}`);
    if (partner.url().includes('/partner/login')) {
      await consoleSignIn(partner, 'partner', DECORATOR);
      await partner.waitForURL(new RegExp(`/partner/jobs/${delhi.orderId}$`));
    }
    await partner.getByTestId('start-code').fill(startCode);
    await partner.getByRole('button', { name: 'Start job' }).click();
    await partner.getByRole('status').filter({ hasText: 'Job started' }).waitFor();
    await partner.getByRole('button', { name: 'Complete job' }).click();
    await partner.getByRole('status').filter({ hasText: 'Job completed' }).waitFor();

    const invoice = await documentOf(delhi.orderId, 'tax_invoice');
    expect(invoice.number).toMatch(/^INV\/\d\d-\d\d\/\d{6}$/);
    expect(invoice.number.length).toBeLessThanOrEqual(16);
    expect(invoice.gstin).toBe(GSTIN);
    expect(invoice.placeOfSupply).toEqual({ state: 'Delhi', code: '07' });
    expect(invoice.lines.length).toBeGreaterThan(0);
    for (const line of invoice.lines) {
      expect(line.sac).toBe('998596');
      expect(line.igstPaise).toBe(0);
      expect(line.cgstPaise + line.sgstPaise).toBeGreaterThan(0);
    }
    expect(invoice.lines.reduce((sum, line) => sum + lineTotal(line), 0)).toBe(invoice.totalPaise);
    // every payment before the service was a receipt voucher; the invoice adjusts them all (CGST Rule 50, 46)
    const vouchers = (await documentsOf(delhi.orderId)).filter((d) => d.kind === 'receipt_voucher');
    expect(vouchers.length).toBe(2);
    expect((invoice as TaxDocument & { advanceAdjustedPaise: number }).advanceAdjustedPaise).toBe(
      vouchers.reduce((sum, d) => sum + d.totalPaise, 0),
    );
    // its page, from the order page's "Tax documents", and its PDF
    await page.goto(`/order-details?id=${delhi.orderId}`);
    await page.getByRole('link', { name: `View Tax invoice ${invoice.number}` }).click();
    const sheet = page.getByTestId('tax-document');
    await sheet.getByText(invoice.number).first().waitFor();
    await sheet.getByText('Reverse charge: No').waitFor();
    await sheet.getByText(GSTIN).first().waitFor();
    const adjusted = formatPaise((invoice as TaxDocument & { advanceAdjustedPaise: number }).advanceAdjustedPaise);
    await sheet.getByText(adjusted).first().waitFor();
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download PDF' }).first().click();
    const pdf = readFileSync((await (await download).path())!);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(5000);

    // --- 4. a goodwill refund after the invoice: a credit note naming the invoice
    const goodwill = await post(
      '/api/payment_gateway/refund',
      { orderId: delhi.orderId, amount: 200, note: 'Two balloons burst before the party', key: 'burst' },
      opsKey,
    );
    expect(goodwill.status, await goodwill.clone().text()).toBe(200);
    const creditNote = await documentOf(delhi.orderId, 'credit_note');
    expect(creditNote.number).toMatch(/^CN\/\d\d-\d\d\/\d{6}$/);
    expect(creditNote.totalPaise).toBe(200 * 100);
    expect(creditNote.lines.reduce((sum, line) => sum + lineTotal(line), 0)).toBe(creditNote.totalPaise);

    // --- 5. the decorator's earning; a bank account verified by the admin; the Monday run pays it
    const earningNet = async () => {
      await partner.goto('/partner/earnings');
      if (partner.url().includes('/partner/login')) {
        await consoleSignIn(partner, 'partner', DECORATOR);
        await partner.waitForURL(/\/partner\/earnings$/);
      }
      const job = partner.getByTestId('earning-job');
      await job.first().waitFor();
      return job.getByTestId('earning-job-net').textContent();
    };
    const net = await earningNet();
    expect(net).toMatch(/^₹[\d,]+\.\d\d$/);
    const bank = partner.getByRole('region', { name: 'Bank account' });
    await bank.getByLabel('Account holder name').fill('Sunita Verma');
    await bank.getByLabel('Account number', { exact: true }).fill('50100123456789');
    await bank.getByLabel('Account number again').fill('50100123456789');
    await bank.getByLabel('IFSC').fill('HDFC0001234');
    await bank.getByRole('button', { name: 'Save bank account' }).click();
    await bank.getByTestId('bank-account-current').waitFor();

    // the Monday after the party, before the weekly run's 10:00 IST: the admin runs it from the console
    let monday = addIstDays(partyDate, 1);
    while (istDateTime(monday, 12).getUTCDay() !== 1) monday = addIstDays(monday, 1);
    await server().clockTo(istDateTime(monday, 9));
    const { page: desk } = await open('desktop');
    await desk.goto('/ops/providers');
    await desk.waitForURL(/\/ops\/login\?next=/);
    await consoleSignIn(desk, 'ops', ADMIN);
    await desk.waitForURL(/\/ops\/providers$/);
    await desk.getByRole('row').filter({ hasText: 'Sunita Verma' }).getByRole('button', { name: 'Bank account' }).click();
    const account = desk.getByRole('region', { name: 'Bank account of Sunita Verma' });
    await account.getByRole('button', { name: 'Mark verified' }).click();
    await expect.poll(async () => account.getByRole('button', { name: 'Mark verified' }).count()).toBe(0);

    await desk.goto('/ops/finance');
    await desk.getByRole('button', { name: 'Run payouts' }).click();
    const result = desk.getByTestId('payout-run-result');
    await result.waitFor();
    expect(await result.textContent()).toContain(`1 payout created (${net}).`);
    expect(await result.textContent()).toContain('Paid 1,');
    const row = desk.getByTestId('payout-row').filter({ hasText: 'Sunita Verma' });
    expect(await row.getByRole('cell').nth(2).textContent()).toBe(net);

    // the decorator's statement: the job, the totals, the net paid; nothing due any more
    expect(await earningNet()).toBe(net);
    const statement = partner.getByTestId('payout-statement-item');
    await statement.getByText(net!).waitFor();
    await statement.getByRole('button').first().click();
    const detail = partner.getByTestId('payout-statement');
    await detail.getByRole('table', { name: 'Jobs in this payout' }).waitFor();
    await detail.getByText('Net paid').waitFor();
    expect(await partner.getByTestId('earnings-due').textContent()).toBe(formatPaise(0));

    // --- 6. the month's GSTR-1: the B2B invoice and the credit note, totals equal to the documents
    const month = invoice.issuedAt.slice(0, 7);
    const csv = await desk.evaluate(async (m) => (await fetch(`/api/ops/finance/gstr1?month=${m}`)).text(), month);
    /** The cells of the CSV line that names `number` (every cell is quoted). */
    const rowOf = (number: string) => {
      const line = csv.split('\r\n').find((candidate) => candidate.includes(`"${number}"`));
      expect(line, `${number} in the GSTR-1 export`).toBeTruthy();
      return line!.slice(1, -1).split('","');
    };
    const rupees = (paise: number) => (paise / 100).toFixed(2);
    const sum = (doc: TaxDocument, key: 'taxableValuePaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise') =>
      doc.lines.reduce((total, line) => total + line[key], 0);
    // table 4A: the B2B invoice, one row (one rate), with the document's own figures
    const b2b = rowOf(invoice.number);
    expect(b2b.slice(0, 2)).toEqual([GSTIN, BUSINESS_NAME]);
    expect(b2b).toContain(rupees(invoice.totalPaise));
    expect(b2b).toContain('07-Delhi');
    expect(b2b.slice(-5)).toEqual([
      // taxable value, cess, IGST, CGST, SGST
      rupees(sum(invoice, 'taxableValuePaise')),
      rupees(0),
      rupees(0),
      rupees(sum(invoice, 'cgstPaise')),
      rupees(sum(invoice, 'sgstPaise')),
    ]);
    // table 9B: the credit note to the registered customer, with its own figures
    const note = rowOf(creditNote.number);
    expect(note).toContain(GSTIN);
    expect(note).toContain(rupees(creditNote.totalPaise));
    expect(note).toContain(rupees(sum(creditNote, 'taxableValuePaise')));

    expect(problems).toEqual([]);
    expectCleanPages();
  }, 420_000);
});
