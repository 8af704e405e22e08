// RigRest service worker: shows Web Push notifications (text only) and opens their link when tapped.
/* global self */
self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = {};
  }
  const title = typeof data.title === 'string' && data.title ? data.title : 'RigRest';
  const body = typeof data.body === 'string' ? data.body : '';
  const link = typeof data.link === 'string' ? data.link : null;
  event.waitUntil(self.registration.showNotification(title, { body, icon: '/favicon.svg', data: { link } }));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const link = event.notification.data && event.notification.data.link;
  // Only http(s) addresses; anything else opens the home page.
  const target = typeof link === 'string' && /^https?:\/\//i.test(link) ? link : '/';
  event.waitUntil(self.clients.openWindow(target));
});
