// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import RoomView from '../../../../components/chat/RoomView';
import type { ChatMessageView } from '../../../../lib/contracts/chat';
import { NETWORK_MESSAGE } from '../../../../services/errors';
import { fakeApi, failure, WithStore, type FakeRoutes, type SeenRequest } from '../gallery/fakeGallery';
import { message, room, ROOM_ID } from './fakeChat';

const mocks = vi.hoisted(() => ({
  apiRequest: (() => Promise.reject(new Error('no fake server'))) as (config: unknown) => Promise<unknown>,
}));
vi.mock('../../../../services/apiClient', () => ({ apiRequest: (config: unknown) => mocks.apiRequest(config) }));

const HISTORY = `GET /api/chat/messages/${ROOM_ID}`;
const DELETE = `DELETE /api/chat/messages/${ROOM_ID}`;
const SEND = 'POST /api/chat/messages';

function serve(routes: FakeRoutes) {
  const server = fakeApi(routes);
  mocks.apiRequest = server.apiRequest as typeof mocks.apiRequest;
  return server;
}

/** The history in pages of 30, as the server answers `before`. */
function history(all: ChatMessageView[], closed = false) {
  return (request: SeenRequest) => {
    const before = Number(request.query.before ?? Infinity);
    const older = all.filter((m) => m.id < before);
    return { data: { messages: older.slice(-30), hasMore: older.length > 30, closed } };
  };
}

const show = () =>
  render(
    <WithStore>
      <RoomView room={room()} onBack={vi.fn()} />
    </WithStore>,
  );
const bubble = (id: number) => document.querySelector(`[data-message-id="${id}"]`) as HTMLElement;
const typeAndSend = (text: string) => {
  fireEvent.change(screen.getByRole('textbox', { name: 'Message' }), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
};
const mine = (id: number, clientId: string, text: string, change: Partial<ChatMessageView> = {}) =>
  message(id, { mine: true, clientId, text, sender: { kind: 'user', name: 'You' }, createdAt: new Date().toISOString(), ...change });

describe('a chat room', () => {
  beforeEach(() => window.localStorage.clear());

  it('shows the newest 30 and loads the earlier page with `before` = the oldest shown', async () => {
    const all = Array.from({ length: 45 }, (_, i) => message(i + 1));
    const server = serve({ [HISTORY]: history(all) });
    show();
    await waitFor(() => expect(bubble(45)).not.toBeNull());
    expect(bubble(15)).toBeNull();
    expect(bubble(16)).not.toBeNull();
    expect(server.calls(HISTORY).map((r) => r.query)).toEqual([{}]);
    fireEvent.click(screen.getByRole('button', { name: 'Load earlier messages' }));
    await waitFor(() => expect(bubble(1)).not.toBeNull());
    expect(server.calls(HISTORY).map((r) => r.query)).toEqual([{}, { before: 16 }]);
    expect([...document.querySelectorAll('[data-message-id]')].map((li) => Number(li.getAttribute('data-message-id')))).toEqual(
      all.map((m) => m.id),
    );
    expect(screen.queryByRole('button', { name: 'Load earlier messages' })).toBeNull();
  });

  it('sends with a client id; the answer replaces the bubble (once), ticked Sent', async () => {
    const server = serve({
      [HISTORY]: history([message(1)]),
      [SEND]: (request) => {
        const body = request.body as { clientId: string; text: string };
        return { status: 201, data: mine(2, body.clientId, body.text) };
      },
    });
    show();
    await waitFor(() => expect(bubble(1)).not.toBeNull());
    typeAndSend('  See you at 6  ');
    await waitFor(() => expect(bubble(2)).not.toBeNull());
    const [sent] = server.calls(SEND);
    expect(sent?.body).toEqual({ roomId: ROOM_ID, text: 'See you at 6', imageKeys: [], clientId: expect.stringMatching(/^[\w-]{8,64}$/) });
    expect(screen.getAllByText('See you at 6')).toHaveLength(1);
    expect(within(bubble(2)).getByLabelText('Sent')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('');
  });

  it('shows the API’s 429 message; Retry sends the same client id again', async () => {
    let calls = 0;
    const server = serve({
      [HISTORY]: history([]),
      [SEND]: (request) => {
        calls += 1;
        const body = request.body as { clientId: string; text: string };
        return calls === 1
          ? failure(429, 'You are sending messages too fast. Please wait a minute.')
          : { status: 201, data: mine(3, body.clientId, body.text) };
      },
    });
    show();
    await screen.findByRole('textbox', { name: 'Message' });
    typeAndSend('Hello');
    expect(await screen.findByRole('alert')).toHaveTextContent('You are sending messages too fast. Please wait a minute.');
    expect(await screen.findByText('Not sent')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(bubble(3)).not.toBeNull());
    const [first, second] = server.calls(SEND).map((r) => r.body as { clientId: string; text: string });
    expect(second).toEqual(first);
    expect(screen.getAllByText('Hello')).toHaveLength(1);
  });

  it('offline: "Network error…" goes once the connection is back, and the failed message is sent again by itself with its client id, once', async () => {
    let online = false;
    const server = serve({
      [HISTORY]: history([message(1)]),
      [SEND]: (request) => {
        const body = request.body as { clientId: string; text: string };
        return online ? { status: 201, data: mine(4, body.clientId, body.text) } : failure('NETWORK', NETWORK_MESSAGE);
      },
    });
    show();
    await waitFor(() => expect(bubble(1)).not.toBeNull());
    typeAndSend('Are you coming?');
    expect(await screen.findByRole('alert')).toHaveTextContent(NETWORK_MESSAGE);
    expect(await screen.findByText('Not sent')).toBeInTheDocument();

    // back online: no click on Retry
    online = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(bubble(4)).not.toBeNull());
    expect(screen.queryByText(NETWORK_MESSAGE)).toBeNull();
    expect(screen.queryByText('Not sent')).toBeNull();
    expect(screen.getAllByText('Are you coming?')).toHaveLength(1);
    const [first, second, ...more] = server.calls(SEND).map((r) => r.body as { clientId: string; text: string });
    expect(second).toEqual(first);
    expect(more).toEqual([]);
    // another "online" (or the stream reopening) sends nothing more
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await new Promise((r) => setTimeout(r, 100));
    expect(server.calls(SEND)).toHaveLength(2);
  });

  it('does not send again by itself what the server refused (a 429 waits for Retry)', async () => {
    const server = serve({
      [HISTORY]: history([]),
      [SEND]: failure(429, 'You are sending messages too fast. Please wait a minute.'),
    });
    show();
    await screen.findByRole('textbox', { name: 'Message' });
    typeAndSend('Hello');
    expect(await screen.findByText('Not sent')).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await new Promise((r) => setTimeout(r, 100));
    expect(server.calls(SEND)).toHaveLength(1);
    expect(screen.getByRole('alert')).toHaveTextContent('You are sending messages too fast.');
  });

  it('a closed room: the 409 "This chat is closed" replaces the message box', async () => {
    serve({ [HISTORY]: history([message(1)]), [SEND]: failure(409, 'This chat is closed') });
    show();
    await waitFor(() => expect(bubble(1)).not.toBeNull());
    typeAndSend('Anyone?');
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull());
    expect(screen.getAllByText('This chat is closed').length).toBeGreaterThan(0);
  });

  it('a read-only room shows no message box at all', async () => {
    serve({ [HISTORY]: history([message(1)], true) });
    show();
    await waitFor(() => expect(bubble(1)).not.toBeNull());
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
    expect(screen.getByText('This chat is closed')).toBeInTheDocument();
  });

  it('deletes my own message: it then reads "This message was deleted"', async () => {
    const own = mine(4, 'c-own-1234', 'Wrong chat, sorry');
    const server = serve({
      [HISTORY]: history([own]),
      [DELETE]: { data: { ...own, deleted: true, text: 'This message was deleted' } },
    });
    show();
    await waitFor(() => expect(bubble(4)).not.toBeNull());
    fireEvent.click(within(bubble(4)).getByRole('button', { name: 'Options' }));
    fireEvent.click(within(bubble(4)).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(bubble(4)).toHaveTextContent('This message was deleted'));
    expect(server.calls(DELETE).map((r) => r.query)).toEqual([{ messageId: 4 }]);
    expect(bubble(4)).not.toHaveTextContent('Wrong chat');
  });
});
