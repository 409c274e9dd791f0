// Where the forms send what visitors type, decided once for the build, the CSP and the forms.
// A build for the public site (SITE_URL set to a public origin) must name a hosted Supabase
// project: without one the forms would post to this machine's local backend with its demo key,
// and every visitor's message would be lost. Development, CI and the tests set no SITE_URL and
// keep the local backend.

export interface BackendSettings {
  supabaseUrl: string;
  anonKey: string;
  /** A build meant for the public site: SITE_URL is set to a public origin. */
  deployment: boolean;
}

type Env = Record<string, string | undefined>;

const LOCAL_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]', '0.0.0.0']);

/** True for an address on this machine: localhost (and *.localhost), 127.0.0.1, ::1. */
export function isLocalAddress(url: string): boolean {
  const { hostname } = new URL(url);
  return LOCAL_HOSTNAMES.has(hostname) || hostname.endsWith('.localhost');
}

/**
 * The backend the forms use, from the environment (`.env` files included). Throws, naming the
 * variables to set, when a deployment build would otherwise point at the local backend.
 */
export function backendSettings(env: Env, local: { url: string; anonKey: string }): BackendSettings {
  const siteUrl = env.SITE_URL?.trim();
  const deployment = Boolean(siteUrl) && !isLocalAddress(siteUrl!);
  const supabaseUrl = env.PUBLIC_SUPABASE_URL?.trim() || undefined;
  const anonKey = env.PUBLIC_SUPABASE_ANON_KEY?.trim() || undefined;
  if (!deployment) return { supabaseUrl: supabaseUrl ?? local.url, anonKey: anonKey ?? local.anonKey, deployment };

  const missing = [!supabaseUrl && 'PUBLIC_SUPABASE_URL', !anonKey && 'PUBLIC_SUPABASE_ANON_KEY'].filter(Boolean);
  if (missing.length > 0) {
    throw new Error(
      `SITE_URL is ${siteUrl}, so this build is for the public site, but ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not set. ` +
        "Without them the forms would send visitors' messages to a backend on this machine. Set both to your Supabase project's URL and anon key (Project Settings → API), or unset SITE_URL for a local build.",
    );
  }
  if (isLocalAddress(supabaseUrl!)) {
    throw new Error(
      `SITE_URL is ${siteUrl}, so this build is for the public site, but PUBLIC_SUPABASE_URL is ${supabaseUrl}, a backend on this machine. ` +
        'Set PUBLIC_SUPABASE_URL and PUBLIC_SUPABASE_ANON_KEY to your hosted Supabase project, or unset SITE_URL for a local build.',
    );
  }
  return { supabaseUrl: supabaseUrl!, anonKey: anonKey!, deployment };
}
