// The `subscribe` Edge Function (Deno, Supabase's convention): handler.ts decides, this file
// connects it to Deno's server and environment. Secrets (`supabase secrets set`): SITE_URL;
// SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are provided by Supabase itself.
import { databaseCaller } from '../_shared/rpc.ts';
import { secretReader } from '../_shared/secrets.ts';
import { handleRequest, type SubscribeDependencies } from './handler.ts';

const secret = secretReader((name) => Deno.env.get(name));
const deps: SubscribeDependencies = {
  siteUrl: secret('SITE_URL'),
  callDatabase: databaseCaller(secret('SUPABASE_URL').replace(/\/$/, ''), secret('SUPABASE_SERVICE_ROLE_KEY')),
  log: (line) => console.error(line),
};

// The local backend picks a port and names it; on Supabase the runtime decides.
const localPort = Deno.env.get('LOCAL_FUNCTION_PORT');
Deno.serve(localPort ? { port: Number(localPort), hostname: '127.0.0.1' } : {}, (request) => handleRequest(request, deps));
