/** Types of inlineScripts.js (CommonJS, shared with next.config.js). */

/** Id of the `<script type="application/json">` that carries Turbopack's chunk bootstrap (data, not code). */
export declare const BOOTSTRAP_DATA_ID: string;
/** The inline loader `_document.tsx` renders at the end of `<body>`; its sha256 is in the CSP's script-src. */
export declare const LOAD_AFTER_FIRST_PAINT: string;
/** Longest wait (ms) of LOAD_AFTER_FIRST_PAINT for the first paint and the hero image. */
export declare const LOAD_AFTER_FIRST_PAINT_CAP_MS: number;
