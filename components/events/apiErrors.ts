import { failedWith, isApiFailure } from '../../services/errors';

/** The API's field errors of a 400 answer by path (`title`, `hostNames.0`, ...), or null for any other failure. */
export function fieldErrorsOf(error: unknown): Record<string, string> | null {
  if (!failedWith(error, 400) || !isApiFailure(error) || error.errors.length === 0) return null;
  return Object.fromEntries(error.errors.map((e) => [e.path, e.message]));
}
