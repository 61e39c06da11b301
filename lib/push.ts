/**
 * Push messaging after login (issue 4): when NEXT_PUBLIC_FIREBASE_* is configured, asks for
 * notification permission through Firebase Cloud Messaging and stores the token with
 * `POST /api/user/push-token`. Firebase is imported lazily, never in a first-load bundle.
 * Does nothing when unconfigured or unsupported; failures are logged, never shown.
 */
const firebaseConfig = {
  apiKey: process.env.NEXT_PUBLIC_FIREBASE_API_KEY || '',
  projectId: process.env.NEXT_PUBLIC_FIREBASE_PROJECT_ID || '',
  messagingSenderId: process.env.NEXT_PUBLIC_FIREBASE_MESSAGING_SENDER_ID || '',
  appId: process.env.NEXT_PUBLIC_FIREBASE_APP_ID || '',
};
const vapidKey = process.env.NEXT_PUBLIC_FIREBASE_VAPID_KEY || '';

/** True when every Firebase setting push messaging needs is present. */
export const isPushConfigured = Object.values(firebaseConfig).every(Boolean) && Boolean(vapidKey);

/** Starts push messaging for the logged-in customer. @returns whether a token was stored. */
export async function startPushMessaging(): Promise<boolean> {
  if (!isPushConfigured || typeof window === 'undefined' || !('Notification' in window)) return false;
  try {
    const [{ initializeApp, getApps }, messaging, { apiPost }] = await Promise.all([
      import('firebase/app'),
      import('firebase/messaging'),
      import('../services/apiClient'),
    ]);
    if (!(await messaging.isSupported())) return false;
    if ((await Notification.requestPermission()) !== 'granted') return false;
    const app = getApps()[0] ?? initializeApp(firebaseConfig);
    const token = await messaging.getToken(messaging.getMessaging(app), { vapidKey });
    if (!token) return false;
    await apiPost('/api/user/push-token', { token });
    return true;
  } catch (error) {
    console.warn('push messaging unavailable', error);
    return false;
  }
}
