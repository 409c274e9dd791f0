-- One outbox for every email the backend sends (the transactional-outbox pattern). What causes an
-- email (a contact message, an application, a subscription request, a published notice or post)
-- writes its row here in the same transaction, so a stored message always has its emails queued,
-- and a mail server that is down loses nothing. The `send-email` Edge Function delivers due rows
-- over SMTP: pg_cron calls it every minute on hosted Supabase, the local backend on a timer.
-- A row holds the facts of its email, never its wording: the templates live with the sender
-- (supabase/functions/_shared/templates.ts), which also knows the team inboxes and the site's
-- address from its secrets.

create schema if not exists private;
revoke all on schema private from public;

create table private.outbox (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  template text not null,
  -- A visitor's or subscriber's address, or a team inbox the sender looks up in its settings.
  to_address text,
  to_team text,
  -- Emails to a subscriber carry its unsubscribe link, and go with it when it unsubscribes.
  subscription_id uuid references public.subscriptions (id) on delete cascade,
  data jsonb not null default '{}',
  -- Makes "at most one" rules race-free: a second row with the same key is never written.
  once_key text unique,
  status text not null default 'queued',
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  last_error text,
  sent_at timestamptz,

  constraint outbox_template_known check (template in (
    'subscription_confirmation', 'contact_notification', 'contact_acknowledgement', 'application_notification',
    'application_acknowledgement', 'status_notice', 'weekly_report', 'newsletter'
  )),
  constraint outbox_one_recipient check (num_nonnulls(to_address, to_team) = 1),
  constraint outbox_team_known check (to_team in ('sales', 'hiring')),
  constraint outbox_status_known check (status in ('queued', 'sent', 'failed'))
);

create index outbox_due on private.outbox (next_attempt_at) where status = 'queued';
alter table private.outbox enable row level security;
revoke all on table private.outbox from public, anon, authenticated;

comment on table private.outbox is 'Every email the backend sends: queued with its cause, delivered by the send-email function.';

-- How long a failed try waits before the next: a mail server that is down for a few minutes, an
-- hour or half a day still gets every email. After the last delay's try, the row is failed.
create function private.outbox_retry_delays() returns interval[]
language sql
immutable
set search_path = ''
return array[interval '1 minute', interval '5 minutes', interval '30 minutes', interval '2 hours', interval '12 hours'];

-- Tells a listening local backend to send at once; on hosted Supabase nobody listens and pg_cron
-- picks the rows up within the minute.
create function private.announce_outbox() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  perform pg_notify('outbox', '');
  return null;
end;
$$;

create trigger outbox_announce
  after insert on private.outbox
  for each statement execute function private.announce_outbox();

-- Queues one email; with a once_key, only if no email with that key was ever queued. True when
-- it was queued.
create function private.queue_email(
  template text,
  data jsonb,
  to_address text default null,
  to_team text default null,
  subscription_id uuid default null,
  once_key text default null
) returns boolean
language sql
volatile
set search_path = ''
as $$
  with queued as (
    insert into private.outbox (template, data, to_address, to_team, subscription_id, once_key)
    values (template, data, to_address, to_team, subscription_id, once_key)
    on conflict (once_key) do nothing
    returning 1
  )
  select exists (select from queued);
$$;

-- The sender's side (the `send-email` function, as the service role) -----------------------------

-- Takes up to `batch` due rows for one try. Two senders at once never take the same row: each
-- skips the rows another has locked, and a taken row is not due again until `lease` has passed,
-- which is longer than a sender may run. A sender that dies mid-batch leaves its rows to be
-- tried again then, under the same Message-ID.
create function public.take_due_emails(batch integer default 10, lease interval default interval '5 minutes')
returns table (
  id uuid,
  template text,
  to_address text,
  to_team text,
  data jsonb,
  attempt integer,
  unsubscribe_token text
)
language sql
volatile
security definer
set search_path = ''
as $$
  with due as (
    select o.id
      from private.outbox o
     where o.status = 'queued' and o.next_attempt_at <= now()
     order by o.next_attempt_at
     limit batch
       for update skip locked
  ), taken as (
    update private.outbox o
       set attempts = o.attempts + 1, next_attempt_at = now() + lease
      from due
     where o.id = due.id
    returning o.*
  )
  select t.id, t.template, t.to_address, t.to_team, t.data, t.attempts, s.unsubscribe_token
    from taken t
    left join public.subscriptions s on s.id = t.subscription_id;
$$;

-- The outcome of one try. `failure` null: sent. A permanent refusal (SMTP 5xx) fails the row at
-- once; a temporary one (no connection, a timeout, 4xx) waits for the next delay, and fails the
-- row after the last. Answers the row's new status.
create function public.record_email_result(email_id uuid, failure text default null, permanent boolean default false)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  delays interval[] := private.outbox_retry_delays();
  email private.outbox;
begin
  select * into email from private.outbox o where o.id = email_id for update;
  if not found or email.status <> 'queued' then
    return email.status;
  end if;
  if failure is null then
    update private.outbox set status = 'sent', sent_at = now(), last_error = null where id = email_id;
    return 'sent';
  end if;
  if permanent then
    update private.outbox set status = 'failed', last_error = failure where id = email_id;
    return 'failed';
  end if;
  if email.attempts > cardinality(delays) then
    update private.outbox
       set status = 'failed', last_error = format('Gave up after %s tries: %s', email.attempts, failure)
     where id = email_id;
    return 'failed';
  end if;
  update private.outbox
     set last_error = failure, next_attempt_at = now() + delays[greatest(email.attempts, 1)]
   where id = email_id;
  return 'queued';
end;
$$;

-- The owner's view of the outbox (`npm run outbox`): newest first, without the emails' contents.
create function public.outbox_report(max_rows integer default 50)
returns table (
  id uuid,
  created_at timestamptz,
  template text,
  recipient text,
  status text,
  attempts integer,
  next_attempt_at timestamptz,
  last_error text,
  sent_at timestamptz
)
language sql
stable
security definer
set search_path = ''
as $$
  select o.id, o.created_at, o.template, coalesce(o.to_address, 'team: ' || o.to_team), o.status, o.attempts,
         o.next_attempt_at, o.last_error, o.sent_at
    from private.outbox o
   order by o.created_at desc
   limit max_rows;
$$;

revoke all on function public.outbox_report(integer) from public, anon, authenticated;
grant execute on function public.outbox_report(integer) to service_role;
revoke all on function public.take_due_emails(integer, interval) from public, anon, authenticated;
revoke all on function public.record_email_result(uuid, text, boolean) from public, anon, authenticated;
grant execute on function public.take_due_emails(integer, interval) to service_role;
grant execute on function public.record_email_result(uuid, text, boolean) to service_role;

-- The team is told, senders are answered ------------------------------------------------------

-- Each stored contact message or application queues the team's notification and the sender's
-- acknowledgement. The acknowledgement quotes nothing the sender typed (an application's names
-- its position, which the form offers as a choice); there is at most one per address and kind a day (Sofia's day), so
-- the forms cannot be used to send mail to chosen addresses. A suspected bot gets none: the team
-- sees the flag and can still reply.
create function private.queue_submission_emails() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  notification text := new.kind || '_notification';
  acknowledgement text := new.kind || '_acknowledgement';
  sofia_day text := to_char(new.created_at at time zone 'Europe/Sofia', 'YYYY-MM-DD');
begin
  perform private.queue_email(
    notification,
    jsonb_build_object(
      'submitted_at', new.created_at,
      'name', new.name,
      'email', new.email,
      'company', new.company,
      'message', new.message,
      'resume_path', new.resume_path,
      'suspected_bot', new.suspected_bot
    ),
    to_team => case new.kind when 'contact' then 'sales' else 'hiring' end
  );
  if not new.suspected_bot then
    perform private.queue_email(
      acknowledgement,
      case new.kind when 'application' then jsonb_build_object('position', new.company) else '{}' end,
      to_address => new.email,
      once_key => format('%s:%s:%s', acknowledgement, lower(new.email), sofia_day)
    );
  end if;
  return null;
end;
$$;

revoke all on function private.queue_submission_emails() from public;

create trigger contact_submissions_queue_emails
  after insert on public.contact_submissions
  for each row execute function private.queue_submission_emails();

-- request_subscription (20261124105000) as before, but the confirmation email it makes due is
-- queued in the same transaction instead of being sent by the function after its answer.
create or replace function public.request_subscription(
  list text,
  email text,
  choices jsonb,
  consent_form text,
  consent_wording text,
  client inet,
  suspected_bot boolean default false
) returns table (send_to text, confirm_link_token text, unsubscribe_link_token text, link_expires_at timestamptz)
language plpgsql
volatile
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  address text := lower(btrim(request_subscription.email));
  chosen jsonb := request_subscription.choices;
  new_confirm_token text := private.new_link_token();
  timing record;
  saved public.subscriptions;
begin
  perform private.enforce_request_limit('subscription', request_subscription.client);
  select * into timing from private.subscription_timing();
  if request_subscription.list = 'status' then
    chosen := jsonb_build_object('incidents', true, 'maintenance', true, 'resolutions', true, 'performance', false)
      || coalesce(chosen, '{}');
  elsif chosen is not null then
    raise exception 'Only status subscriptions have choices' using errcode = '22023';
  end if;

  insert into public.subscriptions as s (
    list, email, incidents, maintenance, resolutions, performance,
    consented_at, consent_form, consent_wording,
    confirm_token_hash, confirmation_sent_at, unsubscribe_token, suspected_bot
  ) values (
    request_subscription.list, address,
    (chosen ->> 'incidents')::boolean, (chosen ->> 'maintenance')::boolean,
    (chosen ->> 'resolutions')::boolean, (chosen ->> 'performance')::boolean,
    now(), request_subscription.consent_form, request_subscription.consent_wording,
    private.link_token_hash(new_confirm_token), now(), private.new_link_token(),
    coalesce(request_subscription.suspected_bot, false)
  )
  on conflict on constraint subscriptions_list_email_key do update
    set incidents = excluded.incidents,
        maintenance = excluded.maintenance,
        resolutions = excluded.resolutions,
        performance = excluded.performance,
        consented_at = excluded.consented_at,
        consent_form = excluded.consent_form,
        consent_wording = excluded.consent_wording,
        confirm_token_hash = excluded.confirm_token_hash,
        confirmation_sent_at = excluded.confirmation_sent_at,
        suspected_bot = excluded.suspected_bot
    where s.confirmed_at is null
      and coalesce(s.confirmation_sent_at, '-infinity') <= now() - timing.resend_after
  returning s.* into saved;
  if saved.id is null then
    return;
  end if;

  link_expires_at := saved.confirmation_sent_at + timing.link_lifetime;
  -- An earlier confirmation not yet sent carries a link that no longer works.
  delete from private.outbox o
   where o.subscription_id = saved.id and o.template = 'subscription_confirmation' and o.status = 'queued';
  perform private.queue_email(
    'subscription_confirmation',
    jsonb_build_object(
      'list', saved.list,
      -- The link itself: the table keeps only its hash. The outbox is private to the sender.
      'confirm_token', new_confirm_token,
      'expires_at', link_expires_at,
      'choices', case saved.list when 'status' then jsonb_build_object(
        'incidents', saved.incidents, 'maintenance', saved.maintenance,
        'resolutions', saved.resolutions, 'performance', saved.performance) end
    ),
    to_address => saved.email,
    subscription_id => saved.id
  );
  send_to := saved.email;
  confirm_link_token := new_confirm_token;
  unsubscribe_link_token := saved.unsubscribe_token;
  return next;
end;
$$;

-- Subscribers get what they chose ---------------------------------------------------------------

-- What has been announced to subscribers, per feed ('status' notices, blog 'posts'), by the id
-- the site's build gives it, so announcing again after every deploy sends nothing twice.
create table private.announcements (
  feed text not null check (feed in ('status', 'posts')),
  item_id text not null check (length(item_id) between 1 and 300),
  first_seen_at timestamptz not null default now(),
  -- False for what was already published when the feed was first announced: the archive is
  -- recorded, not mailed.
  emailed boolean not null,
  primary key (feed, item_id)
);
alter table private.announcements enable row level security;
revoke all on table private.announcements from public, anon, authenticated;

-- The feeds announced at least once, even when they had nothing in them then: a first notice
-- published after that is news.
create table private.announced_feeds (
  feed text primary key check (feed in ('status', 'posts')),
  first_announced_at timestamptz not null default now()
);
alter table private.announced_feeds enable row level security;
revoke all on table private.announced_feeds from public, anon, authenticated;

-- The status page's latest figures, for the weekly performance report.
create table private.status_figures (
  id boolean primary key default true check (id),
  figures jsonb not null,
  published_at timestamptz not null default now()
);
alter table private.status_figures enable row level security;
revoke all on table private.status_figures from public, anon, authenticated;

-- Records the items of a feed; answers those new since the last call, each once however often
-- the feed lists it. The very first call for a feed records everything and answers nothing.
create function private.record_announcements(feed text, items jsonb)
returns setof jsonb
language plpgsql
volatile
set search_path = ''
as $$
declare
  first_time boolean;
begin
  -- Two announcing runs at once: the second waits, then finds everything recorded.
  perform pg_advisory_xact_lock(hashtextextended('announcements ' || feed, 0));
  insert into private.announced_feeds (feed) values (record_announcements.feed) on conflict do nothing;
  first_time := found;
  return query
  with listed as (
    select distinct on (item ->> 'id') item from jsonb_array_elements(items) item
  ), added as (
    insert into private.announcements (feed, item_id, emailed)
    select record_announcements.feed, item ->> 'id', not first_time from listed
    on conflict do nothing
    returning item_id, emailed
  )
  select listed.item
    from listed
    join added on added.item_id = listed.item ->> 'id' and added.emailed;
end;
$$;

-- After a deploy (`npm run notify`): the status notices the build published, and its figures.
-- Each new notice goes once to every confirmed status subscriber who chose its kind.
create function public.announce_status(notices jsonb, figures jsonb)
returns table (notice_id text, emails integer)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  notice jsonb;
  choice text;
  queued integer;
begin
  if jsonb_typeof(notices) <> 'array' then
    raise exception 'notices: a JSON array' using errcode = '22023';
  end if;
  if exists (select from jsonb_array_elements(notices) n where n ->> 'kind' not in ('incident', 'maintenance', 'resolution')) then
    raise exception 'Every notice''s kind is incident, maintenance or resolution' using errcode = '22023';
  end if;
  if figures is not null then
    insert into private.status_figures (figures) values (figures)
    on conflict (id) do update set figures = excluded.figures, published_at = now();
  end if;
  for notice in select * from private.record_announcements('status', notices) loop
    choice := case notice ->> 'kind'
      when 'incident' then 'incidents' when 'maintenance' then 'maintenance' when 'resolution' then 'resolutions' end;
    with wanted as (
      select private.queue_email('status_notice', jsonb_build_object('notice', notice), to_address => s.email,
               subscription_id => s.id, once_key => format('status_notice:%s:%s', notice ->> 'id', s.id)) as queued
        from public.subscriptions s
       where s.list = 'status' and s.confirmed_at is not null and (to_jsonb(s) ->> choice)::boolean
    )
    select count(*) filter (where wanted.queued) into queued from wanted;
    notice_id := notice ->> 'id';
    emails := queued;
    return next;
  end loop;
end;
$$;

-- After a deploy: the blog posts the build published. New posts go to every confirmed newsletter
-- subscriber, in one email however many there are.
create function public.announce_posts(posts jsonb)
returns table (post_id text, emails integer)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  new_posts jsonb;
  queued integer;
begin
  if jsonb_typeof(posts) <> 'array' then
    raise exception 'posts: a JSON array' using errcode = '22023';
  end if;
  select coalesce(jsonb_agg(post), '[]') into new_posts from private.record_announcements('posts', posts) post;
  if jsonb_array_length(new_posts) = 0 then
    return;
  end if;
  with wanted as (
    select private.queue_email('newsletter', jsonb_build_object('posts', new_posts), to_address => s.email,
             subscription_id => s.id) as queued
      from public.subscriptions s
     where s.list = 'newsletter' and s.confirmed_at is not null
  )
  select count(*) filter (where wanted.queued) into queued from wanted;
  return query select post ->> 'id', queued from jsonb_array_elements(new_posts) post;
end;
$$;

-- Every Monday at 08:00 in Sofia: the week's report to each confirmed status subscriber who
-- chose performance reports, once per week whoever calls (pg_cron at 05:00 and 06:00 UTC,
-- one of which is 08:00 in Sofia in summer and winter; the local backend every minute).
create function private.queue_weekly_reports(moment timestamptz default now())
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  sofia timestamp := moment at time zone 'Europe/Sofia';
  latest private.status_figures;
  queued integer;
begin
  if extract(isodow from sofia) <> 1 or extract(hour from sofia) <> 8 then
    return 0;
  end if;
  select * into latest from private.status_figures;
  if not found then
    return 0;
  end if;
  with wanted as (
    select private.queue_email(
             'weekly_report',
             jsonb_build_object('week_from', (sofia::date - 7), 'week_to', (sofia::date - 1), 'figures', latest.figures),
             to_address => s.email, subscription_id => s.id,
             once_key => format('weekly_report:%s:%s', sofia::date, s.id)) as queued
      from public.subscriptions s
     where s.list = 'status' and s.confirmed_at is not null and s.performance
  )
  select count(*) filter (where wanted.queued) into queued from wanted;
  return queued;
end;
$$;

revoke all on function private.record_announcements(text, jsonb), private.queue_weekly_reports(timestamptz),
  private.queue_email(text, jsonb, text, text, uuid, text), private.outbox_retry_delays() from public;
revoke all on function public.announce_status(jsonb, jsonb), public.announce_posts(jsonb) from public, anon, authenticated;
grant execute on function public.announce_status(jsonb, jsonb), public.announce_posts(jsonb) to service_role;

-- Hosted Supabase: pg_cron calls the sender every minute through pg_net, with the project's URL
-- and service-role key from Vault (docs/backend.md, "Email on a hosted project"), and queues the weekly
-- report. The embedded local backend has neither extension and does both on its own timer.
do $$
begin
  if exists (select from pg_available_extensions where name = 'pg_cron')
     and exists (select from pg_available_extensions where name = 'pg_net') then
    create extension if not exists pg_cron;
    create extension if not exists pg_net;
    perform cron.schedule('send-email', '* * * * *', $job$
      select net.http_post(
        url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url') || '/functions/v1/send-email',
        headers := jsonb_build_object(
          'Content-Type', 'application/json',
          'Authorization', 'Bearer ' || (select decrypted_secret from vault.decrypted_secrets where name = 'service_role_key')
        ),
        body := '{}'::jsonb,
        timeout_milliseconds := 5000
      )
      where exists (select from private.outbox where status = 'queued' and next_attempt_at <= now())
    $job$);
    perform cron.schedule('weekly-performance-reports', '0 5,6 * * 1', 'select private.queue_weekly_reports()');
  end if;
end;
$$;
