import { API_ENDPOINTS } from '../../../../lib/contracts/endpoints';
import type * as Transport from '../../../../services/consoleBaseQuery';

/** One answer of a stubbed call, as the console API's envelope has it: the HTTP status, message and data. */
export interface StubbedAnswer {
  ok?: boolean;
  status: number;
  message: string;
  data?: unknown;
}

/**
 * The console transport (services/consoleBaseQuery) with its network call replaced by `respond`, for screen tests that
 * run on fake timers (a socket would not answer under them): the real store, endpoints and URLs, only the wire
 * stubbed. It imports nothing that imports the transport (a mock factory must not wait on itself). Use as a `vi.mock` factory: `vi.mock(path, async (real) => withStubTransport(await real(), respond))`.
 * `respond` gets the method (undefined for GET), the path with its query string and the JSON body (for an upload
 * `{ [field]: fileName }`), and the call itself (an upload's progress callback).
 */
export function withStubTransport(
  real: typeof Transport,
  respond: (
    request: { method?: string; path: string; body?: unknown },
    call: Transport.ConsoleCall,
  ) => StubbedAnswer | Promise<StubbedAnswer>,
): typeof Transport {
  const callConsole = async (call: Transport.ConsoleCall): Promise<Transport.ConsoleResult> => {
    const { method } = API_ENDPOINTS[call.endpoint];
    const body = call.file ? { [call.file.field]: call.file.file.name } : call.body;
    const answer = await respond({ method: method === 'GET' ? undefined : method, path: real.consoleUrl(call), body }, call);
    return answer.status >= 200 && answer.status < 300
      ? { data: { status: answer.status, message: answer.message, data: answer.data } }
      : { error: { status: answer.status, message: answer.message } };
  };
  return { ...real, callConsole, consoleBaseQuery: (call) => callConsole(call) };
}
