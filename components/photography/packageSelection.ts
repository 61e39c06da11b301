import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { PHOTOGRAPHY_ADDON_MAX_QUANTITY, PHOTOGRAPHY_MAX_EXTRA_HOURS } from '../../lib/pricing';

/**
 * What the customer set on a package's product page (issue 14): add-on quantities (0-5 by slug) and extra
 * hours (0-4). Kept in this tab's sessionStorage per package, so a reload or the way back from checkout
 * shows the same choices; Book Now copies them into the photography draft.
 */
export interface PackageSelection {
  addons: Record<string, number>;
  extraHours: number;
}

export const EMPTY_SELECTION: PackageSelection = { addons: {}, extraHours: 0 };

const keyOf = (slug: string) => `photography:selection:${slug}`;
const listeners = new Set<() => void>();
/** This page's choices, also when sessionStorage is full or disabled (then they last as long as the page). */
const memory = new Map<string, string>();

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

const clamp = (value: unknown, max: number) =>
  typeof value === 'number' && Number.isInteger(value) ? Math.min(max, Math.max(0, value)) : 0;

/** A stored selection, read defensively (anything unreadable counts as nothing chosen). */
export function parseSelection(raw: string | null): PackageSelection {
  if (!raw) return EMPTY_SELECTION;
  try {
    const saved = JSON.parse(raw) as Partial<PackageSelection>;
    const addons = Object.fromEntries(
      Object.entries(saved.addons ?? {})
        .map(([slug, quantity]) => [slug, clamp(quantity, PHOTOGRAPHY_ADDON_MAX_QUANTITY)] as const)
        .filter(([, quantity]) => quantity > 0),
    );
    return { addons, extraHours: clamp(saved.extraHours, PHOTOGRAPHY_MAX_EXTRA_HOURS) };
  } catch {
    return EMPTY_SELECTION;
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The package's selection (nothing chosen while server-rendering and hydrating) and a setter. */
export function usePackageSelection(slug: string): [PackageSelection, (next: PackageSelection) => void] {
  const raw = useSyncExternalStore(
    subscribe,
    () => memory.get(keyOf(slug)) ?? storage()?.getItem(keyOf(slug)) ?? null,
    () => null,
  );
  const selection = useMemo(() => parseSelection(raw), [raw]);
  const save = useCallback(
    (next: PackageSelection) => {
      memory.set(keyOf(slug), JSON.stringify(next));
      try {
        storage()?.setItem(keyOf(slug), JSON.stringify(next));
      } catch {
        // storage full or disabled: the choice still works on this page
      }
      for (const listener of listeners) listener();
    },
    [slug],
  );
  return [selection, save];
}
