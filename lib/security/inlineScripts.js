// @ts-check
/**
 * The page's own inline scripts, as the exact strings the HTML carries. One module for both readers:
 * pages/_document.tsx renders them and next.config.js hashes them into the Content-Security-Policy
 * (lib/security/securityHeaders.js), so the `'sha256-...'` source can never drift from the script.
 * CommonJS because next.config.js is plain Node (see inlineScripts.d.ts for the types).
 */

/** Id of the `<script type="application/json">` that carries Turbopack's chunk bootstrap (data, not code). */
const BOOTSTRAP_DATA_ID = '__after_first_paint_bootstrap';

/**
 * Starts the page's JavaScript once the server HTML has painted: one animation frame, then first the
 * Turbopack chunk bootstrap (the `{global, params}` JSON of `#__after_first_paint_bootstrap`, pushed
 * onto `window[global]` as Next's inline bootstrap script would have done), then the held scripts
 * (`script[data-after-first-paint]`, inert `text/plain` placeholders) in their order (async = false
 * keeps it), as Next would have run them deferred. A tab opened in the background (no frames) starts
 * them at once.
 */
const LOAD_AFTER_FIRST_PAINT = `(function(){function l(){var b=document.getElementById('${BOOTSTRAP_DATA_ID}');if(b){var d=JSON.parse(b.textContent);var q=window[d.global]||(window[d.global]=[]);d.params.forEach(function(p){q.push(p)})}document.querySelectorAll('script[data-after-first-paint]').forEach(function(o){var s=document.createElement('script');s.src=o.getAttribute('data-src');if(o.hasAttribute('data-nomodule'))s.noModule=true;s.async=false;document.head.appendChild(s)})}if(document.visibilityState==='hidden')l();else requestAnimationFrame(function(){setTimeout(l,0)})})();`;

module.exports = { BOOTSTRAP_DATA_ID, LOAD_AFTER_FIRST_PAINT };
