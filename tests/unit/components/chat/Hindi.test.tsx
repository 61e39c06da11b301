// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import RoomList from '../../../../components/chat/RoomList';
import RoomView from '../../../../components/chat/RoomView';
import { I18nProvider } from '../../../../components/i18n/I18nProvider';
import { withMessages } from '../../../../server/i18n/messages';
import { strayOnScreen } from '../../../helpers/hindiText';
import { fakeApi, failure, WithStore } from '../gallery/fakeGallery';
import { message, room, ROOM_ID } from './fakeChat';

const mocks = vi.hoisted(() => ({
  apiRequest: (() => Promise.reject(new Error('no fake server'))) as (config: unknown) => Promise<unknown>,
}));
vi.mock('../../../../services/apiClient', () => ({ apiRequest: (config: unknown) => mocks.apiRequest(config) }));

const HISTORY = `GET /api/chat/messages/${ROOM_ID}`;
const SEND = 'POST /api/chat/messages';
const hindi = { value: withMessages('hi', ['chat']).i18n };
/** What members wrote and named: their words, not the screen's. */
const OWN = ['Kabir turns seven', 'Meera', 'See you there', 'message 1', 'message 2', 'hello'];

describe('a chat room on a Hindi page', () => {
  it('shows the room, its messages and the message box in Hindi; a refused send is said in Hindi, not in the API’s English', async () => {
    const server = fakeApi({
      [HISTORY]: {
        data: {
          messages: [message(1), message(2, { mine: true, readBy: 1, sender: { kind: 'user', name: 'You' } })],
          hasMore: false,
          closed: false,
        },
      },
      [SEND]: failure(429, 'Too many messages. Please wait a minute.'),
    });
    mocks.apiRequest = server.apiRequest as typeof mocks.apiRequest;
    const { container } = render(
      <I18nProvider {...hindi}>
        <WithStore>
          <RoomView room={room()} onBack={vi.fn()} />
        </WithStore>
      </I18nProvider>,
    );
    await screen.findByText('message 1');
    expect(screen.getByRole('button', { name: 'चैट पर वापस' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'म्यूट करें' })).toBeInTheDocument();
    expect(screen.getByLabelText('पढ़ लिया')).toHaveTextContent('✓✓');
    expect(screen.getByPlaceholderText('मैसेज लिखें')).toBeInTheDocument();
    expect(strayOnScreen(container, OWN)).toEqual([]);

    fireEvent.change(screen.getByRole('textbox', { name: 'मैसेज' }), { target: { value: 'hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'भेजें' }));
    expect(await screen.findByText('मैसेज नहीं भेजा जा सका। कृपया फिर से कोशिश करें।')).toBeInTheDocument();
    expect(screen.getByText('नहीं भेजा गया')).toBeInTheDocument();
    expect(strayOnScreen(container, OWN)).toEqual([]);
  });

  it('lists the rooms in Hindi', () => {
    const { container } = render(
      <I18nProvider {...hindi}>
        <RoomList
          rooms={[
            room({ unread: 3, muted: true }),
            room({ _id: 'other', kind: 'support', title: 'Party Services support', lastMessage: null }),
          ]}
          onOpen={vi.fn()}
        />
      </I18nProvider>,
    );
    expect(screen.getByRole('button', { name: 'Kabir turns seven, 3 अनपढ़े' })).toHaveTextContent('· म्यूट');
    expect(screen.getByText('अभी कोई मैसेज नहीं')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Party Services सपोर्ट' })).toBeInTheDocument();
    // the avatars are the titles' first letters (the brand, allowed, goes first so its P is only the avatar's)
    expect(strayOnScreen(container, [...OWN, 'Party Services', 'K', 'P'])).toEqual([]);
  });
});
