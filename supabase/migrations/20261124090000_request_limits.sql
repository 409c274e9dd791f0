-- Abuse limits that hold whoever calls the API: the browser's checks stop nobody who posts to
-- the REST or Storage API directly with the public key. Everything here lives in the `private`
-- schema, which PostgREST does not expose (config.toml: schemas = ["public"]), so visitors can
-- neither read the counters nor call the functions; the triggers call them as their owner.

create schema if not exists private;
revoke all on schema private from public;

-- How many requests of each kind one client address may make per window: the one place these
-- numbers live (the site reads none of them). Each is far above what a real visitor does.
create table private.request_limits (
  action text primary key,
  max_requests integer not null check (max_requests > 0),
  per_window interval not null check (per_window > interval '0'),
  why text not null
);

insert into private.request_limits (action, max_requests, per_window, why) values
  ('contact', 5, interval '10 minutes',
   'A visitor sends one message, perhaps a correction or two; five covers a small office behind one address.'),
  ('application', 5, interval '1 hour',
   'A candidate applies to one role, rarely to a few; five an hour also covers a retry after a failed upload.'),
  ('resume_upload', 10, interval '1 hour',
   'One upload per application, twice the application limit so a failed send can be retried with a new file.'),
  ('subscription', 5, interval '10 minutes',
   'The newsletter and status updates are two forms; five leaves room for a typo corrected and sent again.')
on conflict (action) do update set
  max_requests = excluded.max_requests,
  per_window = excluded.per_window,
  why = excluded.why;

-- Recent requests per action and client; rows older than their window are removed by
-- private.remove_expired() (pg_cron hosted, a timer in the local backend).
create table private.recent_requests (
  action text not null references private.request_limits (action),
  client inet not null,
  requested_at timestamptz not null default now()
);
create index recent_requests_lookup on private.recent_requests (action, client, requested_at);

-- Supabase's documented way to know the caller in SQL: PostgREST (and Storage) put the request's
-- headers in `request.headers`; the first entry of X-Forwarded-For is the client as the platform's
-- gateway saw it. Null when there is no request (SQL editor, migrations) or the entry is not an
-- address.
create function private.client_address() returns inet
language plpgsql
stable
set search_path = ''
as $$
declare
  forwarded text := current_setting('request.headers', true)::json ->> 'x-forwarded-for';
begin
  return nullif(btrim(split_part(forwarded, ',', 1)), '')::inet;
exception
  when invalid_text_representation or invalid_parameter_value then
    return null;
end;
$$;

-- Records one request of `action` from `client` and refuses it with HTTP 429 (PostgREST answers
-- SQLSTATE PTxxx with status xxx) when that client already made the action's maximum in the
-- window. Requests without a known address share one bucket, so sending a malformed
-- X-Forwarded-For cannot escape the limit. A refused request rolls back, so it is not counted.
create function private.enforce_request_limit(action text, client inet default private.client_address())
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  limit_row private.request_limits;
  counted inet := coalesce(client, '0.0.0.0'::inet);
  recent integer;
begin
  select * into limit_row from private.request_limits l where l.action = enforce_request_limit.action;
  if not found then
    raise exception 'No request limit is defined for %', enforce_request_limit.action;
  end if;
  -- Two requests of one client at once must not both see room for one more.
  perform pg_advisory_xact_lock(hashtextextended(enforce_request_limit.action || ' ' || host(counted), 0));
  select count(*) into recent
    from private.recent_requests r
   where r.action = enforce_request_limit.action
     and r.client = counted
     and r.requested_at > now() - limit_row.per_window;
  if recent >= limit_row.max_requests then
    raise sqlstate 'PT429' using
      message = 'Too many requests from your address',
      detail = format('At most %s %s requests per %s from one address.', limit_row.max_requests,
                      enforce_request_limit.action, limit_row.per_window),
      hint = 'Try again in a few minutes.';
  end if;
  insert into private.recent_requests (action, client) values (enforce_request_limit.action, counted);
end;
$$;

revoke all on function private.client_address() from public;
revoke all on function private.enforce_request_limit(text, inet) from public;

-- Values as the database stores them, measured as stored: no trimming, so padding counts.
-- "Present" means at least one character that is not whitespace, with JavaScript's trim() set
-- of whitespace (what the forms strip before sending), so the browser and the database agree.
create function private.has_text(value text) returns boolean
language sql
immutable
set search_path = ''
return value ~ '[^\s\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]';

-- Control characters: none in a one-line value, and only tab and line breaks in a message.
create function private.is_one_line(value text) returns boolean
language sql
immutable
set search_path = ''
return value !~ '[\u0001-\u001f\u007f-\u009f\u2028\u2029]';

create function private.is_multiline_text(value text) returns boolean
language sql
immutable
set search_path = ''
return value !~ '[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]';

-- The object path the application form builds (src/lib/forms/sending/send-application.ts):
-- applications/<random UUID>/<file name of letters, digits, _ . -> ending in .pdf, .doc or .docx.
create function private.is_resume_path(path text) returns boolean
language sql
immutable
set search_path = ''
return path ~* '^applications/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/[A-Za-z0-9_.-]{0,115}\.(pdf|docx?)$';

-- Check constraints and policies run these as the caller.
grant execute on function private.has_text(text), private.is_one_line(text), private.is_multiline_text(text),
  private.is_resume_path(text) to anon, authenticated, service_role;

-- The email rule, the same text as the forms' pattern (src/lib/forms/checks/field-limits.ts).
alter table public.contact_submissions
  drop constraint contact_submissions_name_present,
  drop constraint contact_submissions_email_shape,
  drop constraint contact_submissions_company_present,
  drop constraint contact_submissions_message_present,
  drop constraint contact_submissions_resume_only_for_applications,
  add constraint contact_submissions_name_valid check (
    length(name) <= 200 and private.has_text(name) and private.is_one_line(name)
  ),
  add constraint contact_submissions_email_valid check (
    length(email) <= 254 and email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' and private.is_one_line(email)
  ),
  add constraint contact_submissions_company_valid check (
    company is null or (length(company) <= 200 and private.has_text(company) and private.is_one_line(company))
  ),
  add constraint contact_submissions_message_valid check (
    length(message) <= 10000 and private.has_text(message) and private.is_multiline_text(message)
  ),
  add constraint contact_submissions_resume_valid check (
    resume_path is null or (kind = 'application' and private.is_resume_path(resume_path))
  ),
  -- A honeypot filled in (by a bot, or by a browser's autofill): stored for the owner to judge,
  -- never dropped.
  add column suspected_bot boolean not null default false;

grant insert (suspected_bot) on table public.contact_submissions to anon;

-- One row per request, then the client's limit for its kind. A statement trigger sees the whole
-- insert at once, so a JSON array of a thousand rows is refused instead of counted as one.
create function private.limit_contact_submissions() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  rows_sent integer;
  sent_kind public.submission_kind;
begin
  select count(*), min(kind) into rows_sent, sent_kind from inserted;
  if rows_sent > 1 then
    raise exception 'One submission per request' using errcode = 'PT400';
  end if;
  if rows_sent = 1 then
    perform private.enforce_request_limit(sent_kind::text);
  end if;
  return null;
end;
$$;

revoke all on function private.limit_contact_submissions() from public;

create trigger contact_submissions_request_limit
  after insert on public.contact_submissions
  referencing new table as inserted
  for each statement execute function private.limit_contact_submissions();

-- Résumé uploads: only where the application form puts them, and a bounded number per client.
drop policy "Visitors can upload a resume" on storage.objects;
create policy "Visitors can upload a resume where the application form puts it"
  on storage.objects for insert to anon
  with check (bucket_id = 'resumes' and private.is_resume_path(name));

create function private.limit_resume_uploads() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.enforce_request_limit('resume_upload');
  return new;
end;
$$;

revoke all on function private.limit_resume_uploads() from public;

create trigger resume_uploads_request_limit
  before insert on storage.objects
  for each row when (new.bucket_id = 'resumes')
  execute function private.limit_resume_uploads();

-- Housekeeping, run every ten minutes: forget requests older than their window, and remove
-- résumés that no application refers to a day after their upload (the visitor gave up, or a
-- script uploads without applying). Returns the removed objects so the local backend can delete
-- their files. Hosted Storage refuses SQL deletes unless `storage.allow_delete_query` is
-- set (supabase/storage#817); the file bytes then stay in its object store (docs/backend.md).
create function private.remove_expired() returns table (bucket_id text, id uuid)
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from private.recent_requests r
   using private.request_limits l
   where l.action = r.action and r.requested_at < now() - l.per_window;
  perform set_config('storage.allow_delete_query', 'true', true);
  return query
    delete from storage.objects o
     where o.bucket_id = 'resumes'
       and o.created_at < now() - interval '1 day'
       and not exists (select from public.contact_submissions s where s.resume_path = o.name)
    returning o.bucket_id, o.id;
end;
$$;

revoke all on function private.remove_expired() from public;

-- pg_cron exists on hosted Supabase (enable it under Database → Extensions); the embedded local
-- backend has no pg_cron and runs the same function on a timer instead.
do $$
begin
  if exists (select from pg_extension where extname = 'pg_cron') then
    perform cron.schedule('remove-expired-requests-and-uploads', '*/10 * * * *', 'select private.remove_expired()');
  end if;
end;
$$;
