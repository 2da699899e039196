/**
 * A text the page keeps between visits (the last server address that worked, the name last played under), in local
 * storage. Where storage is refused (a private window, a full disk) nothing is kept, and the page offers its default.
 */
export function keptValue(key: string): { readonly read: () => string | null; readonly keep: (value: string) => void } {
  return {
    read: () => {
      try {
        return localStorage.getItem(key);
      } catch {
        return null;
      }
    },
    keep: (value) => {
      try {
        localStorage.setItem(key, value);
      } catch {
        // Not kept: the default is offered again next time.
      }
    },
  };
}
