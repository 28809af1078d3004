/** Slot for issue 8: the admin dialog (Ctrl+L anywhere in the app). Filled by its owner. */
export function AdminDialog() {
  return null;
}
