/** Live headcount of an event: Going + their +1s + half of Maybe, rounded up. */
export function liveHeadcount({ going, plusOnes, maybe }: { going: number; plusOnes: number; maybe: number }): number {
  return going + plusOnes + Math.ceil(maybe / 2);
}
