import { atom, type WritableAtom } from 'nanostores';

/**
 * What a visitor has typed into a form, kept in the tab's session storage so a reload or a slip
 * of the back button loses nothing, and cleared after a successful send. Only text fields are
 * kept: files cannot be stored, and nothing leaves the browser until the visitor sends.
 */
export interface Draft<T extends Record<string, string>> {
  $values: WritableAtom<T>;
  /** Called once the island has hydrated, so the first render matches the server's HTML. */
  restore(): void;
  update(changes: Partial<T>): void;
  clear(): void;
}

export function createDraft<T extends Record<string, string>>(name: string, empty: T): Draft<T> {
  const storageKey = `draft:${name}`;
  const $values = atom<T>(empty);

  const save = (values: T) => {
    try {
      sessionStorage.setItem(storageKey, JSON.stringify(values));
    } catch {
      // Storage full or disabled: the form still works, the draft just is not kept.
    }
  };

  return {
    $values,
    restore() {
      try {
        const saved: unknown = JSON.parse(sessionStorage.getItem(storageKey) ?? 'null');
        if (!saved || typeof saved !== 'object') return;
        const restored = { ...empty };
        for (const key of Object.keys(empty) as (keyof T)[]) {
          const value = (saved as Record<keyof T, unknown>)[key];
          if (typeof value === 'string') restored[key] = value as T[keyof T];
        }
        $values.set(restored);
      } catch {
        // A damaged draft is dropped rather than breaking the form.
      }
    },
    update(changes) {
      const next = { ...$values.get(), ...changes };
      $values.set(next);
      save(next);
    },
    clear() {
      $values.set(empty);
      try {
        sessionStorage.removeItem(storageKey);
      } catch {
        // Storage refused (private mode, a full quota): there is no draft to forget.
      }
    },
  };
}
