import Typography from '@mui/material/Typography';

/** A calendar row's heading: the provider's name (on one line with `noWrap`), and "Deactivated" under it when they are. */
export default function DispatchProviderName({
  provider,
  noWrap = false,
}: {
  provider: { name: string; active: boolean };
  noWrap?: boolean;
}) {
  return (
    <>
      <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap={noWrap}>
        {provider.name}
      </Typography>
      {!provider.active && (
        <Typography variant="caption" color="text.secondary">
          Deactivated
        </Typography>
      )}
    </>
  );
}
