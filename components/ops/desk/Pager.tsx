import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Link from '../../common/Link';

/** The query string of `path` with `params` (empty values left out). */
export function hrefWith(path: string, params: Record<string, string | number | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== null && value !== undefined && value !== '') search.set(key, String(value));
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/**
 * Previous / next links of a list paged on the server , keeping the page's filters.
 * `page` is 1-based; nothing is shown when everything fits on one page.
 */
export default function Pager({
  path,
  params,
  page,
  pageSize,
  total,
}: {
  path: string;
  params: Record<string, string | number | null | undefined>;
  page: number;
  pageSize: number;
  total: number;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <Stack direction="row" spacing={2} component="nav" aria-label="Pages" sx={{ alignItems: 'center' }}>
      {page > 1 && <Link href={hrefWith(path, { ...params, page: page - 1 })}>Previous</Link>}
      <Typography variant="body2">
        Page {page} of {pages}
      </Typography>
      {page < pages && <Link href={hrefWith(path, { ...params, page: page + 1 })}>Next</Link>}
    </Stack>
  );
}
