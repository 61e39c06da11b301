import { useRef, useState } from 'react';
import type { Availability, AvailabilityAnswer, JobOutsideAvailability } from '../../../lib/contracts/availability';
import { outcome } from '../../../store/console/api';
import { useAvailabilitySaveMutation, type AvailabilityOwner } from '../../../store/console/availabilityApi';
import { bodyOf, isComplete, placeErrors } from './availabilityDraft';
import { useAvailabilityTexts } from './availabilityTexts';

/** A part of the editor, where its save status shows. */
export type Section = 'weekly' | 'timeOff' | 'pincodes' | 'maxJobsPerDay';

/** What a part shows beside its heading: saving (ok undefined), saved, or not saved with why. */
export interface SaveStatus {
  ok?: boolean;
  text: string;
}

/** A change to save: the whole body and the part it came from. */
interface Pending {
  section: Section;
  draft: Availability;
}

/**
 * The availability editor's state: the draft (what was typed, kept whatever the server says), saved whole at each
 * change, one request at a time (changes made meanwhile are sent as one when it returns, so the last change is the
 * one kept). After each answer: `hasHours` and `jobsOutside` from a success (`onHasHoursChange` told when the first
 * changes); from a refusal, its problems at the fields they name (`errors`, see placeErrors) and "Not saved" or the
 * message beside the part.
 */
export function useAvailabilityDraft(
  owner: AvailabilityOwner,
  initial: AvailabilityAnswer,
  onHasHoursChange?: (hasHours: boolean) => void,
) {
  const [save] = useAvailabilitySaveMutation();
  const [draft, setDraft] = useState<Availability>(() => ({
    weekly: initial.weekly,
    timeOff: initial.timeOff,
    pincodes: initial.pincodes,
    maxJobsPerDay: initial.maxJobsPerDay,
  }));
  const words = useAvailabilityTexts();
  const [hasHours, setHasHours] = useState(initial.hasHours);
  const [jobsOutside, setJobsOutside] = useState<JobOutsideAvailability[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<Partial<Record<Section | 'other', SaveStatus>>>({});
  const hadHours = useRef(initial.hasHours);
  const sending = useRef(false);
  const queued = useRef<Pending | null>(null);
  // the body last saved (or being saved): leaving a reason unchanged sends nothing
  const lastSent = useRef(JSON.stringify(bodyOf(draft)));

  const send = async (first: Pending) => {
    queued.current = first;
    if (sending.current) return;
    sending.current = true;
    while (queued.current) {
      const { section, draft: sent } = queued.current;
      queued.current = null;
      setStatus({ [section]: { text: words.saving } });
      const result = await outcome(save({ owner, body: bodyOf(sent) }));
      // a later change is on its way: its answer is the one to show
      if (queued.current) continue;
      if (result.ok) {
        if (result.data.hasHours !== hadHours.current) onHasHoursChange?.(result.data.hasHours);
        hadHours.current = result.data.hasHours;
        setHasHours(result.data.hasHours);
        setJobsOutside(result.data.jobsOutside);
        setErrors({});
        setStatus({ [section]: { ok: true, text: words.saved } });
      } else {
        lastSent.current = '';
        const placed = placeErrors(result.errors ?? [], sent);
        setErrors(Object.fromEntries(Object.entries(placed.atField).map(([field, text]) => [field, words.server(text)])));
        const atFields = Object.keys(placed.atField).length > 0;
        const { [section]: own, ...elsewhere } = placed.atSection;
        const next: Partial<Record<Section | 'other', SaveStatus>> = {};
        for (const [part, text] of Object.entries(elsewhere)) next[part as Section | 'other'] = { ok: false, text: words.server(text) };
        next[section] = {
          ok: false,
          text:
            own !== undefined
              ? words.server(own)
              : atFields || Object.keys(elsewhere).length > 0
                ? words.notSaved
                : words.server(result.message),
        };
        setStatus(next);
      }
    }
    sending.current = false;
  };

  /** The draft after a change in `section`; saved at once unless `saveNow` is false (a reason being typed). */
  const change = (section: Section, next: Availability, saveNow = true) => {
    setDraft(next);
    if (!saveNow) return;
    // the problems named places in the body sent; the next answer names them again where they still are
    setErrors({});
    if (!isComplete(next)) {
      setStatus({ [section]: { ok: false, text: words.fillEveryTime } });
      return;
    }
    const body = JSON.stringify(bodyOf(next));
    if (body === lastSent.current) return;
    lastSent.current = body;
    void send({ section, draft: next });
  };

  return { draft, change, hasHours, jobsOutside, closeJobsOutside: () => setJobsOutside([]), errors, status };
}
