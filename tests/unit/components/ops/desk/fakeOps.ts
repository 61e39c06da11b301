import { consoleApiServer, type SentRequest, type StubAnswer } from '../../console/consoleApiServer';

export type { SentRequest };

/**
 * The console's API as a stub server for this test file (../../console/consoleApiServer); its answers are checked
 * against the routes' contracts like any other.
 */
const server = consoleApiServer();

/**
 * Sets how the stub console API answers: `answer(request)` gives the status, message and data of each call; every
 * request of the test is kept in `sent`.
 */
export function fakeOpsApi(answer: (request: SentRequest) => StubAnswer = () => ({})) {
  return server.answer(answer);
}

/** Renders a console screen inside a console store that calls the stub API. */
export const renderOps = server.render;
