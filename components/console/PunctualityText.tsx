import type { ProviderPunctuality } from '../../lib/contracts/punctuality';

/** "12 on time · 1 late · 0 no-show": a provider's jobs of the last 90 days ("No jobs yet" without any). */
export default function PunctualityText({ counts }: { counts: ProviderPunctuality | undefined }) {
  if (!counts || counts.onTime + counts.late + counts.noShow === 0) return <>No jobs yet</>;
  return (
    <>
      {counts.onTime} on time · {counts.late} late · {counts.noShow} no-show
    </>
  );
}
