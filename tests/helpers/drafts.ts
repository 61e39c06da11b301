/** Booking drafts as tests write them (types only: a test may load the drafts module afresh). */
import type { PhotographyDraft } from '../../store/drafts';

/** A photography draft of a 3-hour package with nothing chosen yet, with `change` applied; no idempotency key. */
export function photographyDraft(change: Partial<PhotographyDraft> = {}): Omit<PhotographyDraft, 'idempotencyKey'> {
  return {
    package: {
      _id: 'p',
      slug: 'birthday-basic',
      name: 'Basic',
      price: 4999,
      hours: 3,
      editedPhotos: 50,
      image: null,
      path: '/photography-page/birthday-basic',
    },
    addons: [],
    extraHours: 0,
    eventDate: '',
    slotId: '',
    address: { name: '', line1: '', landmark: '', pincode: '' },
    area: null,
    note: '',
    citySlug: null,
    attribution: { source: 'organic', utm: {} },
    ...change,
  };
}
