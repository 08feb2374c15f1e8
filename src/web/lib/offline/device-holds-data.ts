// A flag in local storage, set while the device holds a member's offline copies:
// a signed-out page checks it to know whether there is anything to clear,
// without loading the database code for every visitor.
import { LOCAL_STORAGE_PREFIX } from '#shared/constants.ts';

const HOLDS_DATA_KEY = `${LOCAL_STORAGE_PREFIX}offline_data`;

export function markHoldsData(holds: boolean): void {
  try {
    if (holds) localStorage.setItem(HOLDS_DATA_KEY, '1');
    else localStorage.removeItem(HOLDS_DATA_KEY);
  } catch {
    // Storage refused: the next signed-out page opens the database to check.
  }
}

export function deviceHoldsOfflineData(): boolean {
  try {
    return localStorage.getItem(HOLDS_DATA_KEY) !== null;
  } catch {
    return true;
  }
}
