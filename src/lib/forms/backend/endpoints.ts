// Where this build's Supabase project answers Edge Function calls. A module of its own, so the
// confirm and unsubscribe pages reach the subscribe function without loading the forms' code.
import { PUBLIC_SUPABASE_URL } from 'astro:env/client';

export const FUNCTIONS_URL = `${PUBLIC_SUPABASE_URL.replace(/\/$/, '')}/functions/v1`;
