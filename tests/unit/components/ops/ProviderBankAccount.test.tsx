// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ProviderBankAccount from '../../../../components/ops/desk/ProviderBankAccount';
import type { BankAccountAnswer } from '../../../../lib/contracts/earnings';
import type { ProviderPublic } from '../../../../lib/contracts/providers';
import { renderInConsole } from '../console/renderInConsole';

const PROVIDER_ID = '6f1c1a52-2d1b-4c57-9a55-9b3e0f7c0d11';
const unverified: BankAccountAnswer = {
  account: {
    holderName: 'Kavya Rao',
    accountNumberMasked: 'XXXXXX9012',
    ifsc: 'HDFC0001234',
    verified: false,
    verifiedAt: null,
    updatedAt: '2026-12-07T08:00:00.000Z',
  },
};

const mocks = vi.hoisted(() => ({ calls: [] as { method?: string; path: string; body?: unknown }[], answer: null as unknown }));
vi.mock('../../../../services/consoleBaseQuery', async (real) =>
  (await import('../console/stubTransport')).withStubTransport(await real(), (request) => {
    mocks.calls.push({ method: request.method, path: request.path, ...(request.method ? { body: request.body } : {}) });
    if (request.method === 'PUT') {
      const verified = { account: { ...unverified.account!, verified: true, verifiedAt: '2026-12-07T09:00:00.000Z' } };
      return { status: 200, message: 'Bank account verified', data: verified };
    }
    return { status: 200, message: 'Bank account', data: mocks.answer };
  }),
);
vi.mock('next/router', () => ({ useRouter: () => ({ replace: vi.fn(), push: vi.fn(), prefetch: vi.fn(), asPath: '/ops/providers' }) }));

const provider = { _id: PROVIDER_ID, name: 'Kavya Rao' } as ProviderPublic;

describe('a provider’s bank account in the console', () => {
  afterEach(() => {
    cleanup();
    mocks.calls.length = 0;
  });

  it('says when none was given, with nothing to verify', async () => {
    mocks.answer = { account: null };
    renderInConsole(<ProviderBankAccount provider={provider} />);
    expect(await screen.findByText('No bank account given yet.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark verified' })).toBeNull();
  });

  it('shows the account masked and marks it verified', async () => {
    mocks.answer = unverified;
    renderInConsole(<ProviderBankAccount provider={provider} />);
    expect((await screen.findByTestId('ops-bank-account')).textContent).toContain('Kavya Rao · XXXXXX9012 · HDFC0001234');
    expect(screen.getByText('Not verified: no payout until it is')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Mark verified' }));
    expect(await screen.findByText('Bank account verified')).toBeTruthy();
    // the account as shown: the server refuses it (409) if the provider changed it meanwhile
    expect(mocks.calls).toContainEqual({
      method: 'PUT',
      path: `/api/ops/providers/${PROVIDER_ID}/bank-account/verify`,
      body: { updatedAt: '2026-12-07T08:00:00.000Z' },
    });
    expect(await screen.findByText(/^Verified /)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark verified' })).toBeNull();
  });
});
