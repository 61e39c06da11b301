/** sessionStorage key of the last full pincode typed in this tab's booking flows (like the drafts: the tab's, not the device's). */
const LAST_PINCODE_KEY = 'lastPincode';

/** The last 6-digit pincode typed in this tab, or '' (none, or storage refused). */
export function readLastPincode(): string {
  try {
    const pincode = window.sessionStorage.getItem(LAST_PINCODE_KEY) ?? '';
    return /^\d{6}$/.test(pincode) ? pincode : '';
  } catch {
    return '';
  }
}

/** Remembers a full pincode for the tab's next booking flow; anything else is ignored. */
export function rememberPincode(pincode: string): void {
  if (!/^\d{6}$/.test(pincode)) return;
  try {
    window.sessionStorage.setItem(LAST_PINCODE_KEY, pincode);
  } catch {
    // private mode or a full storage: the field simply starts empty next time
  }
}
