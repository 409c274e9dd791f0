// Where the forms send: the Supabase project of this build. Only this module reads the settings,
// so they sit in one small script chunk that the forms and the email-link pages share, without
// the database client's loader.
import { PUBLIC_SUPABASE_ANON_KEY, PUBLIC_SUPABASE_URL } from 'astro:env/client';

export const SUPABASE_URL = PUBLIC_SUPABASE_URL;
export const SUPABASE_ANON_KEY = PUBLIC_SUPABASE_ANON_KEY;
export const FUNCTIONS_URL = `${PUBLIC_SUPABASE_URL.replace(/\/$/, '')}/functions/v1`;
