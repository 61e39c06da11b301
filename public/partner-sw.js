/*
 * The partner app's service worker (installable as a PWA), registered by the partner
 * pages with scope /partner. It makes the app installable and nothing more: it caches no API answer and no
 * personal data. Page navigations go to the network; offline, a small built-in page says so (no job, name or
 * address is ever stored on the phone by this worker).
 */
const OFFLINE_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">' +
  '<meta name="robots" content="noindex"><title>Offline | Partner</title></head><body style="font-family:system-ui,sans-serif;padding:24px">' +
  '<h1 style="font-size:1.4rem">You are offline</h1><p>Your jobs need a connection. Please check your internet and try again.</p>' +
  '<p><a href="/partner">Try again</a></p></body></html>';

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  // only page loads are looked at; API calls, scripts and images go to the network untouched (and uncached)
  if (request.mode !== 'navigate') return;
  event.respondWith(
    fetch(request).catch(
      () => new Response(OFFLINE_HTML, { status: 503, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } }),
    ),
  );
});
