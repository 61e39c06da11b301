/**
 * Push messaging after login: when NEXT_PUBLIC_FIREBASE_* is configured, asks for
 * notification permission through Firebase Cloud Messaging and hands the token to `saveToken`
 * (the login popup's `POST /api/user/push-token` mutation). Firebase is imported lazily, never in a
 * first-load bundle. Does nothing when unconfigured or unsupported; failures are logged, never shown.
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

/**
 * Starts push messaging for the logged-in customer.
 * @param saveToken stores the Firebase token on the server; its rejection is caught and logged.
 * @returns whether a token was stored.
 */
export async function startPushMessaging(saveToken: (token: string) => Promise<unknown>): Promise<boolean> {
  if (!isPushConfigured || typeof window === 'undefined' || !('Notification' in window)) return false;
  try {
    const [{ initializeApp, getApps }, messaging] = await Promise.all([import('firebase/app'), import('firebase/messaging')]);
    if (!(await messaging.isSupported())) return false;
    if ((await Notification.requestPermission()) !== 'granted') return false;
    const app = getApps()[0] ?? initializeApp(firebaseConfig);
    const token = await messaging.getToken(messaging.getMessaging(app), { vapidKey });
    if (!token) return false;
    await saveToken(token);
    return true;
  } catch (error) {
    console.warn('push messaging unavailable', error);
    return false;
  }
}
