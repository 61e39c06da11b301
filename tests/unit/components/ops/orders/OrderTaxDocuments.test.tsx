// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import OrderTaxDocuments from '../../../../../components/ops/orders/OrderTaxDocuments';
import { renderInConsole } from '../../console/renderInConsole';

const ORDER_ID = '11111111-1111-4111-8111-111111111111';
const DOC_ID = '44444444-4444-4444-8444-444444444444';
const PARTY = { name: 'Party Services Pvt Ltd', address: 'New Delhi', stateName: 'Delhi', stateCode: '07', gstin: '07AAACP1234A1Z5' };
const INVOICE = {
  _id: DOC_ID,
  kind: 'tax_invoice',
  number: 'INV/26-27/000003',
  issuedAt: '2026-12-01T04:30:00.000Z',
  placeOfSupply: { state: 'Delhi', code: '07' },
  lines: [],
  totalPaise: 599_900,
  orderId: ORDER_ID,
  orderNumber: 'PS-ABC234',
  supplier: PARTY,
  recipient: PARTY,
  intraState: true,
  reverseCharge: false,
  taxableValuePaise: 508_390,
  cgstPaise: 45_755,
  sgstPaise: 45_755,
  igstPaise: 0,
  advanceAdjustedPaise: 120_000,
  pagePath: `/order/${ORDER_ID}/documents/${DOC_ID}`,
  pdfPath: `/api/ops/orders/${ORDER_ID}/documents/${DOC_ID}`,
};

const mocks = vi.hoisted(() => ({ paths: [] as string[], documents: [] as unknown[] }));
vi.mock('../../../../../services/consoleBaseQuery', async (real) =>
  (await import('../../console/stubTransport')).withStubTransport(await real(), (request) => {
    mocks.paths.push(request.path);
    return { status: 200, message: 'Tax documents', data: { documents: mocks.documents } };
  }),
);

describe("the console order page's tax documents", () => {
  afterEach(() => {
    cleanup();
    mocks.paths.length = 0;
  });

  it('lists each document with its PDF link (the audited console route) and no customer page link', async () => {
    mocks.documents = [INVOICE];
    renderInConsole(<OrderTaxDocuments orderId={ORDER_ID} />);
    const link = await screen.findByRole('link', { name: 'Download PDF of Tax invoice INV/26-27/000003' });
    expect(link).toHaveAttribute('href', `/api/ops/orders/${ORDER_ID}/documents/${DOC_ID}`);
    expect(within(screen.getByTestId('tax-documents')).getByRole('listitem')).toHaveTextContent('₹5,999.00');
    expect(screen.queryByRole('link', { name: /^View/ })).toBeNull();
    expect(mocks.paths).toEqual([`/api/ops/orders/${ORDER_ID}/documents`]);
  });

  it('says when none is issued yet', async () => {
    mocks.documents = [];
    renderInConsole(<OrderTaxDocuments orderId={ORDER_ID} />);
    expect(await screen.findByText('None issued yet.')).toBeInTheDocument();
  });
});
