// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import Layout from '../../../../components/layout/Layout';
import { headerTitleOf } from '../../../../lib/pageTypes';
import { StoreHost } from '../../../../store/StoreHost';

const PATH = '/balloon-decoration/birthday/product/pink-gold-balloon-arch-birthday-decoration';
vi.mock('next/router', () => ({
  useRouter: () => ({
    pathname: '/balloon-decoration/[catValue]/product/[productName]',
    asPath: PATH,
    query: {},
    push: vi.fn(),
    events: { on: vi.fn(), off: vi.fn() },
  }),
}));

describe('the mobile header title of a product page', () => {
  it('is the product name from the page props, "&" included, and the path-derived title without one', () => {
    const name = 'Pink & Gold Balloon Arch Birthday Decoration';
    const { unmount } = render(
      <StoreHost>
        <Layout headerTitle={headerTitleOf({ shape: 'product', headerTitle: name })}>
          <p>page</p>
        </Layout>
      </StoreHost>,
    );
    expect(screen.getByTestId('header-title')).toHaveTextContent(name);
    unmount();
    render(
      <StoreHost>
        <Layout headerTitle={headerTitleOf({})}>
          <p>page</p>
        </Layout>
      </StoreHost>,
    );
    expect(screen.getByTestId('header-title')).toHaveTextContent('Pink Gold Balloon Arch Birthday Decoration');
  });
});
