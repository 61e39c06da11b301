// @ts-check
/**
 * The page's own inline scripts, as the exact strings the HTML carries. One module for both readers:
 * pages/_document.tsx renders them and next.config.js hashes them into the Content-Security-Policy
 * (lib/security/securityHeaders.js), so the `'sha256-...'` source can never drift from the script.
 * CommonJS because next.config.js is plain Node (see inlineScripts.d.ts for the types).
 */

/** Id of the `<script type="application/json">` that carries Turbopack's chunk bootstrap (data, not code). */
const BOOTSTRAP_DATA_ID = '__after_first_paint_bootstrap';

/** Longest wait (ms) for the first paint and the hero image before the scripts start anyway. */
const LOAD_AFTER_FIRST_PAINT_CAP_MS = 4000;

/**
 * Starts the page's JavaScript once the server HTML has been painted, so the first paint and the LCP
 * never depend on when the scripts run: first the Turbopack chunk bootstrap (the
 * `{global, params}` JSON of `#__after_first_paint_bootstrap`, pushed onto `window[global]` as Next's
 * inline bootstrap script would have done), then the held scripts (`script[data-after-first-paint]`,
 * inert `text/plain` placeholders) in their order (async = false keeps it), as Next would have run them
 * deferred.
 *
 * "Painted" is what the browser reports, not a guess: the `first-contentful-paint` entry (an animation
 * frame is not enough: under load the first frame was presented after the scripts had run), and when
 * the page has a hero image (`img[fetchpriority=high]`, the LCP element of the pages that have one) its
 * `largest-contentful-paint` entry, or once it has loaded, a painted candidate at least as large as its
 * visible area (it can no longer become the LCP), or its load error. Browsers without paint timing wait one frame as
 * before; a tab opened in the background (no frames) starts at once; nothing waits longer than
 * LOAD_AFTER_FIRST_PAINT_CAP_MS.
 */
const LOAD_AFTER_FIRST_PAINT = `(function(){
var started=false;
function l(){if(started)return;started=true;var b=document.getElementById('${BOOTSTRAP_DATA_ID}');if(b){var d=JSON.parse(b.textContent);var q=window[d.global]||(window[d.global]=[]);d.params.forEach(function(p){q.push(p)})}document.querySelectorAll('script[data-after-first-paint]').forEach(function(o){var s=document.createElement('script');s.src=o.getAttribute('data-src');if(o.hasAttribute('data-nomodule'))s.noModule=true;s.async=false;document.head.appendChild(s)})}
function start(){setTimeout(l,0)}
if(document.visibilityState==='hidden'){l();return}
var P=window.PerformanceObserver,types=(P&&P.supportedEntryTypes)||[];
if(types.indexOf('paint')<0){requestAnimationFrame(start);return}
setTimeout(l,${LOAD_AFTER_FIRST_PAINT_CAP_MS});
var hero=document.querySelector('img[fetchpriority="high"]');
var painted=false,heroShown=!hero||types.indexOf('largest-contentful-paint')<0,largest=0;
function check(){if(painted&&heroShown)start()}
function heroDone(){if(heroShown||!hero.complete)return;var r=hero.getBoundingClientRect(),w=Math.min(r.right,innerWidth)-Math.max(r.left,0),h=Math.min(r.bottom,innerHeight)-Math.max(r.top,0);if(w<=0||h<=0||largest>=w*h){heroShown=true;check()}}
new P(function(list,o){if(list.getEntries().some(function(e){return e.name==='first-contentful-paint'})){painted=true;o.disconnect();check()}}).observe({type:'paint',buffered:true});
if(!heroShown){
hero.addEventListener('load',heroDone);
hero.addEventListener('error',function(){heroShown=true;check()});
new P(function(list,o){list.getEntries().forEach(function(e){if(e.element===hero)heroShown=true;largest=Math.max(largest,e.size)});if(heroShown){o.disconnect();check()}else heroDone()}).observe({type:'largest-contentful-paint',buffered:true});
}
})();`;

module.exports = { BOOTSTRAP_DATA_ID, LOAD_AFTER_FIRST_PAINT, LOAD_AFTER_FIRST_PAINT_CAP_MS };
