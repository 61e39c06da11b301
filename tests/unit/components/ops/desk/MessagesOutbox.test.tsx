// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import MessagesOutbox from '../../../../../components/ops/desk/MessagesOutbox';
import type { OutboxMessage } from '../../../../../lib/contracts/opsDesk';
import { fakeOpsApi, renderOps } from './fakeOps';

vi.mock('next/router', () => ({ useRouter: () => ({ asPath: '/ops/messages', replace: vi.fn(async () => true) }) }));

const message = (overrides: Partial<OutboxMessage>): OutboxMessage => ({
  _id: 'm1',
  channel: 'whatsapp',
  provider: 'doubletick',
  recipient: '•••••••••2233',
  template: 'provider_assigned',
  status: 'failed',
  error: 'DoubleTick answered 503',
  orderNumber: 'PS11111',
  language: 'en',
  languageFallback: null,
  createdAt: '2026-11-22T04:30:00.000Z',
  retry: null,
  retryable: true,
  ...overrides,
});

describe('MessagesOutbox (the console’s outbox of SMS and WhatsApp messages, with retry)', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists messages with the recipient as sent, the error, and Retry only where the server allows it', async () => {
    const { sent } = fakeOpsApi(() => ({
      status: 202,
      message: 'The message will be sent again shortly',
      data: message({ retry: 'pending', retryable: false }),
    }));
    const messages = [
      message({}),
      message({ _id: 'm2', retryable: false, retry: 'pending' }),
      message({ _id: 'm3', status: 'sent', error: null, retryable: false, template: 'login' }),
    ];
    renderOps(<MessagesOutbox result={{ messages, page: 1, pageSize: 50, total: 3 }} filters={{ status: null, channel: null }} canRetry />);
    const rows = screen.getAllByTestId('message-row');
    expect(rows[0]!.textContent).toContain('•••••••••2233');
    expect(rows[0]!.textContent).toContain('DoubleTick answered 503');
    expect(within(rows[1]!).queryByRole('button')).toBeNull();
    expect(rows[1]!.textContent).toContain('Retry pending');
    expect(within(rows[2]!).queryByRole('button')).toBeNull();
    fireEvent.click(within(rows[0]!).getByRole('button', { name: 'Retry' }));
    await screen.findByText('The message will be sent again shortly');
    expect(sent).toEqual([{ method: 'POST', path: '/api/ops/messages/m1/retry', body: undefined }]);
  });

  it('pages on the server, keeping the filters', () => {
    renderOps(
      <MessagesOutbox
        result={{ messages: [message({})], page: 2, pageSize: 50, total: 120 }}
        filters={{ status: 'failed', channel: 'sms' }}
        canRetry
      />,
    );
    expect(screen.getByRole('link', { name: 'Next' }).getAttribute('href')).toBe('/ops/messages?status=failed&channel=sms&page=3');
    expect(screen.getByRole('link', { name: 'Previous' }).getAttribute('href')).toBe('/ops/messages?status=failed&channel=sms&page=1');
  });

  it('shows support the outbox without Retry, and says who retries and that recipients are masked', () => {
    renderOps(
      <MessagesOutbox
        result={{ messages: [message({})], page: 1, pageSize: 50, total: 1 }}
        filters={{ status: null, channel: null }}
        canRetry={false}
      />,
    );
    expect(screen.getByTestId('messages-read-only').textContent).toBe(
      'Support reads the outbox; admins and operations retry failed messages. Phone numbers are shown masked.',
    );
    const row = screen.getByTestId('message-row');
    expect(row.textContent).toContain('•••••••••2233');
    expect(within(row).queryByRole('button')).toBeNull();
  });
});
