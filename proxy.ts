import { NextResponse, type NextRequest } from 'next/server';
import { envelope } from './server/http/envelope';

const MESSAGE = 'The address has malformed percent-encoding.';

/**
 * Answers a URL whose path is not valid percent-encoding (`/%`, `/delhi/%ZZ`) with a 400, in the JSON
 * envelope under `/api/`, instead of Next's plain-text 500. Next runs it only for paths
 * containing `%` (see `config.matcher`), so ordinary requests never pay for it.
 */
export function proxy(request: NextRequest): NextResponse {
  const { pathname } = new URL(request.url);
  try {
    decodeURIComponent(pathname);
    return NextResponse.next();
  } catch {
    const headers = { 'Cache-Control': 'no-store' };
    if (pathname.startsWith('/api/')) return NextResponse.json(envelope(400, MESSAGE), { status: 400, headers });
    return new NextResponse(`400 Bad Request: ${MESSAGE}`, {
      status: 400,
      headers: { ...headers, 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
}

export const config = {
  // Only paths with a percent sign can be malformed (matched against the raw path).
  matcher: '/:path(.*%.*)',
};
