// The Supabase CLI's well-known local development keys (JWTs signed with its public demo secret).
// They open only a backend on this machine: the embedded one, or `supabase start`.
export const LOCAL_SUPABASE_URL = 'http://127.0.0.1:54321';
/** The CLI's mail catcher port (`[inbucket] smtp_port` in supabase/config.toml), where local mail goes. */
export const LOCAL_SMTP_PORT = 54325;
/** The CLI's demo JWT secret, which signed the two keys below; Storage's signed URLs use it too. */
export const LOCAL_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';
export const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
export const LOCAL_SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';

/** The port of the site's dev and preview servers (astro.config.mjs `server.port`). */
export const SITE_PORT = 4321;
