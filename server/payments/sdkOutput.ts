/**
 * Keeps what a gateway SDK prints away from every output. PhonePe's SDK has no logger
 * setting: on a failed token fetch it `console.warn`s the whole request error, whose form body holds
 * `client_secret` (and any customer can cause a fetch). Our SDK calls run inside `withSdkOutputWithheld`;
 * while code runs in that asynchronous context (the SDK's own continuations included, even after we stopped
 * waiting for it), console output is dropped and one fixed line without the SDK's arguments is logged
 * instead. Output from anything else in the process goes through untouched.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { logger } from '../logger';

const CONSOLE_METHODS = ['log', 'info', 'warn', 'error', 'debug', 'trace'] as const;
type ConsoleMethod = (typeof CONSOLE_METHODS)[number];

/** The SDK whose call is running in the current asynchronous context, if any. */
const insideSdk = new AsyncLocalStorage<string>();
let installed = false;

/**
 * Wraps each console method once: inside an SDK call it withholds the arguments; elsewhere it calls the
 * method it replaced. Installed on first use (not at import) so that whatever set up the console first
 * (Next.js, a test's spies) stays underneath.
 */
function install(): void {
  if (installed) return;
  installed = true;
  for (const method of CONSOLE_METHODS) {
    const original = console[method] as (...args: unknown[]) => void;
    console[method] = function withheldInsideSdk(this: Console, ...args: unknown[]): void {
      const sdk = insideSdk.getStore();
      if (sdk === undefined) {
        original.apply(this, args);
        return;
      }
      // only the fact, never the arguments: they hold request bodies, headers and tokens
      insideSdk.exit(() => logger.warn({ sdk, consoleMethod: method satisfies ConsoleMethod }, 'gateway SDK output withheld'));
    };
  }
}

/**
 * Runs `call` (one SDK call, with everything it sets off) with its console output withheld.
 * @param sdk a name for the log line, e.g. `phonepe`.
 */
export function withSdkOutputWithheld<T>(sdk: string, call: () => Promise<T>): Promise<T> {
  install();
  return insideSdk.run(sdk, call);
}
