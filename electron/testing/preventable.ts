/** An event as Electron hands it to a listener, which tells whether the listener prevented its default. */
export function preventable() {
  let prevented = false;
  return { preventDefault: () => (prevented = true), wasPrevented: () => prevented };
}
