import { describe, expect, it } from 'vitest';
import {
  headerStyleFor,
  isCityPage,
  payResultPath,
  sharePayPath,
  shareResultPath,
  receiptPath,
  sandboxPayPath,
  serviceNameForPath,
  showsWhatsAppButton,
  titleFromPath,
  usesBottomNav,
} from '../../../lib/routes';

describe('header style per route (spec 2 Header)', () => {
  it.each([
    ['/', 'home'],
    ['/[city]', 'home'],
    ['/[city]/[locality]', 'home'],
    ['/[city]/chef-near-me', 'home'],
    ['/[city]/photography-page', 'home'],
    ['/photography-page', 'home'],
    ['/photography-page/product/[productName]', 'home'],
    ['/party-food-delivery-live-catering-buffet/party-food-delivery', 'home'],
    ['/wonderland', 'home'],
    ['/wonderland/create-invite-template', 'home'],
    ['/chat', 'home'],
    ['/accounts', 'home'],
    ['/templates', 'home'],
    ['/smartinvite/share/[code]', 'home'],
    ['/services', 'hidden'],
    ['/book-chef-cook-for-party', 'inner'],
    ['/balloon-decoration/[catValue]', 'inner'],
    ['/[city]/balloon-decoration', 'inner'],
    ['/[city]/[locality]/balloon-decoration/[catValue]', 'inner'],
    ['/aboutus', 'inner'],
    ['/orderlist', 'inner'],
    ['/404', 'inner'],
  ])('%s -> %s', (pathname, style) => {
    expect(headerStyleFor(pathname)).toBe(style);
  });

  it('recognises only city and locality landing pages as city pages', () => {
    expect(isCityPage('/[city]')).toBe(true);
    expect(isCityPage('/[city]/balloon-decoration')).toBe(false);
    expect(isCityPage('/delhi')).toBe(false);
  });
});

describe('footer or bottom navigation (spec 2 Footer)', () => {
  it.each(['/wonderland', '/wonderland/create-invite-template', '/templates', '/chat', '/accounts', '/services'])(
    '%s uses the bottom nav',
    (p) => {
      expect(usesBottomNav(p)).toBe(true);
    },
  );
  it.each(['/', '/[city]', '/aboutus', '/lucky-draw', '/orderlist', '/smartinvite/share/[code]'])('%s keeps the footer', (p) => {
    expect(usesBottomNav(p)).toBe(false);
  });
});

describe('floating WhatsApp button (spec 2 Other shell elements)', () => {
  it.each([
    '/wonderland',
    '/templates',
    '/chat',
    '/accounts',
    '/services',
    '/orderlist',
    '/photo-gallery',
    '/order-details',
    '/book-chef-cook-for-party/order-details',
    '/smartinvite/share/[code]',
    '/wonderland/event',
  ])('hidden on %s', (p) => {
    expect(showsWhatsAppButton(p)).toBe(false);
  });
  it.each(['/', '/[city]', '/book-chef-cook-for-party', '/balloon-decoration', '/aboutus', '/checkout'])('shown on %s', (p) => {
    expect(showsWhatsAppButton(p)).toBe(true);
  });
});

describe('mobile title from the path', () => {
  it.each([
    ['/book-chef-cook-for-party', 'Book Chef Cook For Party'],
    ['/balloon-decoration/kids-birthday', 'Kids Birthday'],
    ['/balloon-decoration/birthday/product/jungle-theme-decor?x=1', 'Jungle Theme Decor'],
    ['/termsCondition', 'Terms & Conditions'],
    ['/orderlist', 'My Orders'],
    ['/order-details?id=abc', 'Order Details'],
    ['/pay/result?order=11111111-1111-4111-8111-111111111111', 'Payment'],
    ['/pay/sandbox/44444444-4444-4444-8444-444444444444', 'Test Payment'],
    ['/pay/receipt/22222222-2222-4222-8222-222222222222', 'Receipt'],
    ['/pay/share/Zm9vYmFyYmF6cXV4cXV1eGZvb2JhcmJheg', 'Your Share'],
    ['/pay/share/result?attempt=44444444-4444-4444-8444-444444444444', 'Payment'],
    ['/', 'Home'],
  ])('%s -> %s', (path, title) => {
    expect(titleFromPath(path)).toBe(title);
  });
});

describe('service named in the WhatsApp message', () => {
  it.each([
    ['/book-chef-cook-for-party', 'Chef for Party'],
    ['/[city]/chef-near-me', 'Chef for Party'],
    ['/[city]/balloon-decoration/[catValue]', 'Balloon Decoration'],
    ['/balloon-decoration-youtube/[catValue]', 'Balloon Decoration'],
    ['/photography-page', 'Photography'],
    ['/party-food-delivery-live-catering-buffet/party-live-buffet-catering', 'Live Buffet Catering'],
    ['/party-food-delivery-live-catering-buffet/party-food-delivery', 'Party Food Delivery'],
    ['/aboutus', 'party services'],
  ])('%s -> %s', (path, name) => {
    expect(serviceNameForPath(path)).toBe(name);
  });
});

describe('payment routes', () => {
  const ORDER = '11111111-1111-4111-8111-111111111111';

  it('builds the result page URL with the order and only the proof the gateway gave', () => {
    expect(payResultPath(ORDER)).toBe(`/pay/result?order=${ORDER}`);
    expect(payResultPath(ORDER, { providerOrderId: 'order_1', providerPaymentId: 'pay_2', signature: 'a+b/c=' })).toBe(
      `/pay/result?order=${ORDER}&providerOrderId=order_1&providerPaymentId=pay_2&signature=a%2Bb%2Fc%3D`,
    );
    expect(payResultPath(ORDER, { providerPaymentId: 'pay_2' })).toBe(`/pay/result?order=${ORDER}&providerPaymentId=pay_2`);
  });

  it('builds the sandbox and receipt page paths', () => {
    expect(sandboxPayPath('44444444-4444-4444-8444-444444444444')).toBe('/pay/sandbox/44444444-4444-4444-8444-444444444444');
    expect(receiptPath('22222222-2222-4222-8222-222222222222')).toBe('/pay/receipt/22222222-2222-4222-8222-222222222222');
    expect(sharePayPath('abc_DEF-123')).toBe('/pay/share/abc_DEF-123');
    expect(shareResultPath(ORDER, { providerOrderId: 'order_1', signature: 'a+b' })).toBe(
      `/pay/share/result?attempt=${ORDER}&providerOrderId=order_1&signature=a%2Bb`,
    );
  });

  it('gives the pay pages the inner header and no floating WhatsApp button', () => {
    for (const pattern of ['/pay/result', '/pay/sandbox/[attemptId]', '/pay/receipt/[paymentId]']) {
      expect(headerStyleFor(pattern)).toBe('inner');
      expect(showsWhatsAppButton(pattern)).toBe(false);
    }
  });
});
