-- Emails to a visitor go out in the language of the form they used; emails to the team stay in
-- English. The browser sends `language` with each contact message and application, and the
-- `subscribe` function passes it to request_subscription; the default keeps older clients (and
-- rows stored before this migration) in English. Every outbox row records the language its email
-- is written in, which the `send-email` function's templates read
-- (supabase/functions/_shared/email-words.ts, EMAIL_LANGUAGES: the same list as these checks and
-- as src/i18n/languages.ts; a unit test keeps the three equal).

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

-- queue_email (20261126090000_outbox.sql) with the email's language: the one it is given, else the
-- subscriber's for an email to a subscriber, else English. So the status notices, newsletters and
-- weekly reports that 20261126090000_outbox.sql queues are each written in their subscriber's
-- language without those functions changing. Replaced rather than overloaded, so every caller
-- reaches the one function.
drop function private.queue_email(text, jsonb, text, text, uuid, text);

create function private.queue_email(
  template text,
  data jsonb,
  to_address text default null,
  to_team text default null,
  subscription_id uuid default null,
  once_key text default null,
  language text default null
) returns boolean
language sql
volatile
set search_path = ''
as $$
  with queued as (
    insert into private.outbox (template, data, to_address, to_team, subscription_id, once_key, language)
    values (
      template, data, to_address, to_team, subscription_id, once_key,
      coalesce(
        queue_email.language,
        (select s.language from public.subscriptions s where s.id = queue_email.subscription_id),
        'en'
      )
    )
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
-- subscription, where queue_email finds it for the confirmation. A pending subscription requested
-- again takes the language of the new request, as it takes its choices; a confirmed one is left
-- exactly as it is.
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
    subscription_id => saved.id
  );
  send_to := saved.email;
  confirm_link_token := new_confirm_token;
  unsubscribe_link_token := saved.unsubscribe_token;
  return next;
end;
$$;

revoke all on function public.request_subscription(text, text, jsonb, text, text, inet, boolean, text) from public, anon, authenticated;
grant execute on function public.request_subscription(text, text, jsonb, text, text, inet, boolean, text) to service_role;
