// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import GalleryList from '../../../../components/gallery/GalleryList';
import GalleryView from '../../../../components/gallery/GalleryView';
import { I18nProvider } from '../../../../components/i18n/I18nProvider';
import { withMessages } from '../../../../server/i18n/messages';
import { strayOnScreen } from '../../../helpers/hindiText';
import {
  FAVOURITE,
  failure,
  fakeApi,
  GALLERIES,
  gallery,
  ORDER_ID,
  SHARE_TOKEN,
  THUMBNAILS,
  WithStore,
  type FakeRoutes,
} from './fakeGallery';

const mocks = vi.hoisted(() => ({
  apiRequest: (() => Promise.reject(new Error('no fake server'))) as (config: unknown) => Promise<unknown>,
}));
vi.mock('../../../../services/apiClient', () => ({ apiRequest: (config: unknown) => mocks.apiRequest(config) }));

function hindi(routes: FakeRoutes, ui: React.ReactNode) {
  mocks.apiRequest = fakeApi(routes).apiRequest as typeof mocks.apiRequest;
  return render(
    <I18nProvider value={withMessages('hi', ['gallery']).i18n}>
      <WithStore>{ui}</WithStore>
    </I18nProvider>,
  );
}

describe('the photo gallery on a Hindi page', () => {
  it('shows the owner’s gallery, its favourites and the viewer in Hindi', async () => {
    const pages = gallery(40, { favourites: 3 });
    hindi({ [THUMBNAILS]: pages.route }, <GalleryView orderId={ORDER_ID} />);
    fireEvent.click(await screen.findByRole('button', { name: 'फोटो 3 / 40' }));
    const viewer = screen.getByRole('dialog', { name: 'फोटो व्यूअर' });
    expect(within(viewer).getByRole('link', { name: 'फोटो डाउनलोड करें' })).toBeInTheDocument();
    expect(within(viewer).getByRole('button', { name: 'बंद करें' })).toBeInTheDocument();
    expect(screen.getByTestId('favourites-count')).toHaveTextContent('20 में से 3 पसंदीदा');
    expect(screen.getByRole('button', { name: 'सभी डाउनलोड करें (ज़िप)' })).toBeInTheDocument();
    expect(screen.getByTestId('gallery-shown')).toHaveTextContent('40 में से 30 फोटो दिख रही हैं');
    // the order number is the order's own name
    expect(strayOnScreen(document.body, [pages.page(1, 30).order.orderNumber])).toEqual([]);
  });

  it('says the favourites limit in Hindi, with the number the API gave', async () => {
    hindi(
      {
        [THUMBNAILS]: gallery(3, { favouriteLimit: 2, favourites: 2 }).route,
        [FAVOURITE]: failure(409, 'You can choose up to 2 favourites for editing.'),
      },
      <GalleryView orderId={ORDER_ID} />,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'फोटो 3 / 3' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'पसंदीदा' }));
    expect(await screen.findByTestId('favourites-message')).toHaveTextContent('एडिटिंग के लिए आप ज़्यादा से ज़्यादा 2 पसंदीदा चुन सकते हैं।');
  });

  it('shows a guest’s read-only gallery in Hindi', async () => {
    hindi({ [THUMBNAILS]: gallery(2, { readOnly: true }).route }, <GalleryView orderId={ORDER_ID} share={SHARE_TOKEN} />);
    expect(await screen.findByRole('heading', { name: '5 मार्च 2026 के इवेंट की फोटो' })).toBeInTheDocument();
    expect(strayOnScreen(document.body)).toEqual([]);
  });

  it('says in Hindi when there are no galleries yet', async () => {
    hindi({ [GALLERIES]: { data: [] } }, <GalleryList />);
    expect(await screen.findByTestId('galleries-empty')).toHaveTextContent('आपके इवेंट के 24 घंटे के अंदर आपकी फोटो यहां दिखेंगी।');
    expect(strayOnScreen(document.body)).toEqual([]);
  });
});
