/** Types of securityHeaders.js (CommonJS, read by next.config.js). */

/** Options of the header builders. */
export interface SecurityHeaderOptions {
  /** `next build`/`npm start` (true) or `next dev` (false: 'unsafe-eval' for React's tooling, no HSTS). */
  production: boolean;
  /** NEXT_PUBLIC_GTM_ID; empty or absent: no tag manager sources at all. */
  gtmId?: string;
  /** Push messaging configured (NEXT_PUBLIC_FIREBASE_*): allow its endpoints. */
  firebase?: boolean;
  /** Origin of the S3-compatible bucket gallery photos come from (signed URLs); absent with the local disk. */
  mediaOrigin?: string;
}

/** The bucket origin of presigned gallery URLs from the MEDIA_S3_* settings; '' without a bucket. */
export declare function mediaOriginFrom(env: Record<string, string | undefined>): string;

/** Hosts firebase/messaging and firebase/installations fetch. */
export declare const FIREBASE_MESSAGING_ORIGINS: readonly string[];
/** Razorpay Checkout's hosts by directive: its script, its frames, and what its script calls. */
export declare const RAZORPAY_CHECKOUT: {
  readonly script: readonly string[];
  readonly frame: readonly string[];
  readonly connect: readonly string[];
};
/** The Permissions-Policy value: every powerful feature off. */
export declare const PERMISSIONS_POLICY: string;
/** A Permissions-Policy value with every feature off but `allowedOnSelf`, allowed for our own origin only. */
export declare function permissionsPolicy(allowedOnSelf?: string[]): string;
/** next.config.js `headers()` entries of the pages that need a browser feature (the partner app: geolocation). */
export declare const FEATURE_PAGES: readonly { source: string; headers: { key: string; value: string }[] }[];
/** The production Strict-Transport-Security value (1 year, includeSubDomains). */
export declare const STRICT_TRANSPORT_SECURITY: string;
/** Google Tag Manager's script host. */
export declare const TAG_MANAGER_ORIGIN: string;
/** The Content-Security-Policy header value. */
export declare function contentSecurityPolicy(options: SecurityHeaderOptions): string;
/** The CSP directives with their source lists. */
export declare function contentSecurityPolicyDirectives(options: SecurityHeaderOptions): Record<string, string[]>;
/** Every security header for next.config.js `headers()`. */
export declare function securityHeaders(options: SecurityHeaderOptions): { key: string; value: string }[];
/** `'sha256-<base64>'` of an inline script's exact text. */
export declare function sha256Source(text: string): string;
/** The inline script react-gtm-module inserts for `TagManager.initialize({ gtmId })`. */
export declare function tagManagerSnippet(gtmId: string): string;
