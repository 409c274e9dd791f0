// A function's settings (`supabase secrets set NAME=value`; locally, what the local backend passes).

/** Reads secrets with `get` (Deno.env.get in a function); a missing one stops the function with its name. */
export function secretReader(get: (name: string) => string | undefined) {
  return (name: string, fallback?: string): string => {
    const value = get(name) ?? fallback;
    if (value === undefined || value === '') throw new Error(`This function needs the secret ${name}`);
    return value;
  };
}
