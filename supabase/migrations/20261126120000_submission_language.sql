-- Emails to a visitor go out in the language of the form they used; emails to the team stay in
-- English. The browser sends `language` with each contact message and application, and the
-- `subscribe` function passes it to request_subscription; the default keeps older clients (and
-- rows stored before this migration) in English. Every outbox row records the language its email
-- is written in, which the `send-email` function's templates read
-- (supabase/functions/_shared/templates.ts, EMAIL_LANGUAGES: the same list as these checks and as
-- src/i18n/languages.ts; a unit test keeps the three equal).

alter table public.contact_submissions
  add column language text not null default 'en',
  add constraint contact_submissions_language_known check (language in ('en', 'bg'));

comment on column public.contact_submissions.language is
  'The language of the form the visitor used; their acknowledgement is written in it.';

-- Visitors send it with the rest of the form (20260301090000_contact_submissions.sql gave them the
-- other columns); they still read nothing.
grant insert (language) on table public.contact_submissions to anon;

-- Subscriptions are written by request_subscription only (no grant to visitors at all).
alter table public.subscriptions
  add column language text not null default 'en',
  add constraint subscriptions_language_known check (language in ('en', 'bg'));

comment on column public.subscriptions.language is
  'The language of the form the subscriber used: their confirmation, notices and newsletters are written in it.';

alter table private.outbox
  add column language text not null default 'en',
  add constraint outbox_language_known check (language in ('en', 'bg'));

comment on column private.outbox.language is
  'The language the email is written in: the recipient''s for a visitor or subscriber, English for the team.';

-- queue_email (20261126090000_outbox.sql) with the email's language. Replaced rather than
-- overloaded, so every call below reaches the one function.
drop function private.queue_email(text, jsonb, text, text, uuid, text);

create function private.queue_email(
  template text,
  data jsonb,
  to_address text default null,
  to_team text default null,
  subscription_id uuid default null,
  once_key text default null,
  language text default 'en'
) returns boolean
language sql
volatile
set search_path = ''
as $$
  with queued as (
    insert into private.outbox (template, data, to_address, to_team, subscription_id, once_key, language)
    values (template, data, to_address, to_team, subscription_id, once_key, coalesce(language, 'en'))
    on conflict (once_key) do nothing
    returning 1
  )
  select exists (select from queued);
$$;

revoke all on function private.queue_email(text, jsonb, text, text, uuid, text, text) from public;

-- The sender takes each row with its language. The answer's columns change, so the function is
-- dropped and made again (PostgREST serves no overloads), with its grants.
drop function public.take_due_emails(integer, interval);

create function public.take_due_emails(batch integer default 10, lease interval default interval '5 minutes')
returns table (
  id uuid,
  template text,
  to_address text,
  to_team text,
  data jsonb,
  attempt integer,
  unsubscribe_token text,
  language text
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
  select t.id, t.template, t.to_address, t.to_team, t.data, t.attempts, s.unsubscribe_token, t.language
    from taken t
    left join public.subscriptions s on s.id = t.subscription_id;
$$;

revoke all on function public.take_due_emails(integer, interval) from public, anon, authenticated;
grant execute on function public.take_due_emails(integer, interval) to service_role;

-- queue_submission_emails (20261126090000_outbox.sql) as before, with the language: the team's
-- notification is English and names the visitor's language in its data; the acknowledgement is
-- written in it.
create or replace function private.queue_submission_emails() returns trigger
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
      'suspected_bot', new.suspected_bot,
      'language', new.language
    ),
    to_team => case new.kind when 'contact' then 'sales' else 'hiring' end
  );
  if not new.suspected_bot then
    perform private.queue_email(
      acknowledgement,
      case new.kind when 'application' then jsonb_build_object('position', new.company) else '{}' end,
      to_address => new.email,
      once_key => format('%s:%s:%s', acknowledgement, lower(new.email), sofia_day),
      language => new.language
    );
  end if;
  return null;
end;
$$;

revoke all on function private.queue_submission_emails() from public;

-- request_subscription (20261126090000_outbox.sql) with the subscriber's language, stored with the
-- subscription and used for its confirmation. A pending subscription requested again takes the
-- language of the new request, as it takes its choices; a confirmed one is left exactly as it is.
drop function public.request_subscription(text, text, jsonb, text, text, inet, boolean);

create function public.request_subscription(
  list text,
  email text,
  choices jsonb,
  consent_form text,
  consent_wording text,
  client inet,
  suspected_bot boolean default false,
  language text default 'en'
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
    confirm_token_hash, confirmation_sent_at, unsubscribe_token, suspected_bot, language
  ) values (
    request_subscription.list, address,
    (chosen ->> 'incidents')::boolean, (chosen ->> 'maintenance')::boolean,
    (chosen ->> 'resolutions')::boolean, (chosen ->> 'performance')::boolean,
    now(), request_subscription.consent_form, request_subscription.consent_wording,
    private.link_token_hash(new_confirm_token), now(), private.new_link_token(),
    coalesce(request_subscription.suspected_bot, false), coalesce(request_subscription.language, 'en')
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
        suspected_bot = excluded.suspected_bot,
        language = excluded.language
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
    subscription_id => saved.id,
    language => saved.language
  );
  send_to := saved.email;
  confirm_link_token := new_confirm_token;
  unsubscribe_link_token := saved.unsubscribe_token;
  return next;
end;
$$;

revoke all on function public.request_subscription(text, text, jsonb, text, text, inet, boolean, text) from public, anon, authenticated;
grant execute on function public.request_subscription(text, text, jsonb, text, text, inet, boolean, text) to service_role;

-- announce_status (20261126090000_outbox.sql) as before; each notice is written in its
-- subscriber's language.
create or replace function public.announce_status(notices jsonb, figures jsonb)
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
               subscription_id => s.id, once_key => format('status_notice:%s:%s', notice ->> 'id', s.id),
               language => s.language) as queued
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

-- announce_posts (20261126090000_outbox.sql) as before; each newsletter in its subscriber's
-- language (a post published in English only says so to a Bulgarian reader).
create or replace function public.announce_posts(posts jsonb)
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
             subscription_id => s.id, language => s.language) as queued
      from public.subscriptions s
     where s.list = 'newsletter' and s.confirmed_at is not null
  )
  select count(*) filter (where wanted.queued) into queued from wanted;
  return query select post ->> 'id', queued from jsonb_array_elements(new_posts) post;
end;
$$;

-- queue_weekly_reports (20261126090000_outbox.sql) as before; each report in its subscriber's
-- language.
create or replace function private.queue_weekly_reports(moment timestamptz default now())
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
             once_key => format('weekly_report:%s:%s', sofia::date, s.id),
             language => s.language) as queued
      from public.subscriptions s
     where s.list = 'status' and s.confirmed_at is not null and s.performance
  )
  select count(*) filter (where wanted.queued) into queued from wanted;
  return queued;
end;
$$;

-- create or replace keeps a function's grants; restated so this file reads whole.
revoke all on function private.queue_weekly_reports(timestamptz) from public;
revoke all on function public.announce_status(jsonb, jsonb), public.announce_posts(jsonb) from public, anon, authenticated;
grant execute on function public.announce_status(jsonb, jsonb), public.announce_posts(jsonb) to service_role;

-- The owner's views of the confirmed subscribers (20261124105000_confirmed_subscriptions.sql)
-- show each one's language too.
create or replace view public.status_subscriptions with (security_invoker = true) as
  select id, created_at, email, incidents, maintenance, resolutions, performance, confirmed_at, language
    from public.subscriptions
   where list = 'status' and confirmed_at is not null;

create or replace view public.newsletter_subscribers with (security_invoker = true) as
  select id, created_at, email, confirmed_at, language
    from public.subscriptions
   where list = 'newsletter' and confirmed_at is not null;
