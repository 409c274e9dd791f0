-- Confirmed subscriptions (double opt-in) without an oracle.
--
-- Before: visitors inserted into status_subscriptions and newsletter_subscribers directly, and a
-- trigger dropped repeats. Hosted PostgREST then answered `Content-Range: */0` for an address
-- already on a list and `*/1` for a new one, and anyone could subscribe anyone.
-- Now: one table of subscriptions, each pending until the emailed link confirms it, with the
-- consent it was given under. Visitors have no access to it at all; the `subscribe` Edge Function
-- (service role) calls the functions below and answers every visitor the same way. Only
-- confirmed rows count: the two old names become views of the confirmed subscribers.

create table public.subscriptions (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  list text not null,
  email text not null,
  -- Status updates only: what the subscriber wants to hear about (null for the newsletter).
  incidents boolean,
  maintenance boolean,
  resolutions boolean,
  performance boolean,
  -- The consent record: when, on which form, under which version of its wording. A repeated
  -- request for a pending subscription replaces it, since the link then confirms that request.
  consented_at timestamptz not null default now(),
  consent_form text not null,
  consent_wording text not null,
  -- The confirmation link's token is kept only as its SHA-256: whoever reads this table cannot
  -- confirm for someone else. The unsubscribe token is kept as is, because every later email
  -- must carry it; all it can do is end the subscription.
  confirm_token_hash bytea unique,
  confirmation_sent_at timestamptz,
  unsubscribe_token text not null unique,
  confirmed_at timestamptz,
  -- The form's hidden honeypot field was filled: a bot, or a browser's autofill. The request is
  -- kept (and confirmed only by its link, like any other), marked for the owner to judge.
  suspected_bot boolean not null default false,

  unique (list, email),
  constraint subscriptions_list_known check (list in ('newsletter', 'status')),
  constraint subscriptions_email_shape check (
    length(email) <= 254 and email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'
  ),
  constraint subscriptions_choices_for_status_only check (
    case list
      when 'status' then num_nonnulls(incidents, maintenance, resolutions, performance) = 4
      else num_nulls(incidents, maintenance, resolutions, performance) = 4
    end
  ),
  constraint subscriptions_consent_present check (
    length(consent_form) between 1 and 100 and length(consent_wording) between 1 and 100
  )
);

alter table public.subscriptions enable row level security;
revoke all on table public.subscriptions from anon, authenticated;

comment on table public.subscriptions is
  'Newsletter and status-update subscriptions; pending until confirmed_at is set by the emailed link.';

-- What was stored before confirmation existed: kept, but pending and without a link, so nobody
-- is emailed who did not confirm. Subscribing again sends them a confirmation link.
insert into public.subscriptions (created_at, list, email, incidents, maintenance, resolutions, performance,
                                  consented_at, consent_form, consent_wording, unsubscribe_token)
select created_at, 'status', email, incidents, maintenance, resolutions, performance,
       created_at, 'status-updates', 'before double opt-in', replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')
  from public.status_subscriptions
union all
select created_at, 'newsletter', email, null, null, null, null,
       created_at, 'blog-newsletter', 'before double opt-in', replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')
  from public.newsletter_subscribers;

drop table public.status_subscriptions;
drop table public.newsletter_subscribers;
drop function public.skip_existing_subscription();
drop function public.normalize_subscription_email();

-- The subscribers who count, under the names the owner already knows. security_invoker: the
-- views check the reader's own rights on the table, so visitors get nothing from them either.
create view public.status_subscriptions with (security_invoker = true) as
  select id, created_at, email, incidents, maintenance, resolutions, performance, confirmed_at
    from public.subscriptions
   where list = 'status' and confirmed_at is not null;

create view public.newsletter_subscribers with (security_invoker = true) as
  select id, created_at, email, confirmed_at
    from public.subscriptions
   where list = 'newsletter' and confirmed_at is not null;

revoke all on public.status_subscriptions, public.newsletter_subscribers from anon, authenticated;

create schema if not exists private;
revoke all on schema private from public;

-- A token for a link: 256 bits from two v4 UUIDs (gen_random_uuid draws from the system's
-- strong random source), hashed to 64 hex characters so none of the UUIDs' fixed bits show.
create function private.new_link_token() returns text
language sql
volatile
set search_path = ''
as $$
  select encode(sha256(convert_to(gen_random_uuid()::text || gen_random_uuid()::text, 'UTF8')), 'hex');
$$;

create function private.link_token_hash(token text) returns bytea
language sql
immutable
set search_path = ''
as $$
  select sha256(convert_to(token, 'UTF8'));
$$;

-- The numbers of the flow, in one place: a confirmation link works for 7 days, and one address
-- gets at most one confirmation email per 10 minutes however often it is entered.
create function private.subscription_timing(out link_lifetime interval, out resend_after interval)
language sql
immutable
set search_path = ''
as $$
  select interval '7 days', interval '10 minutes';
$$;

-- One subscribe request. Answers one row (the address, the tokens and the link's expiry for the
-- confirmation email to send) or none (nothing to send: the address is confirmed already, or was sent a link moments ago).
-- The Edge Function answers the visitor identically either way and sends the email after
-- answering, so neither the answer nor its timing tells which case it was.
create function public.request_subscription(
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
begin
  -- Per client address, like every other write (20261124090000_request_limits.sql): over the
  -- limit this raises PT429, which the function answers as 429 whatever the address.
  perform private.enforce_request_limit('subscription', request_subscription.client);
  select * into timing from private.subscription_timing();
  if request_subscription.list = 'status' then
    chosen := jsonb_build_object('incidents', true, 'maintenance', true, 'resolutions', true, 'performance', false)
      || coalesce(chosen, '{}');
  elsif chosen is not null then
    raise exception 'Only status subscriptions have choices' using errcode = '22023';
  end if;

  -- One statement, so two requests at once cannot both send: a new address is inserted; a
  -- pending one gets a new link (and the choices of this request) unless it had one moments ago;
  -- a confirmed one is left exactly as it is.
  return query
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
  returning s.email, new_confirm_token, s.unsubscribe_token, s.confirmation_sent_at + timing.link_lifetime;
end;
$$;

-- The confirmation link. True when it confirmed a subscription; false when the token is
-- unknown, already used or older than the link lifetime.
create function public.confirm_subscription(token text) returns boolean
language sql volatile security definer set search_path = ''
as $$
  with confirmed as (
    update public.subscriptions
       set confirmed_at = now(), confirm_token_hash = null
     where confirm_token_hash = private.link_token_hash(token)
       and confirmation_sent_at > now() - (private.subscription_timing()).link_lifetime
    returning 1
  )
  select exists (select from confirmed);
$$;

-- The unsubscribe link (also the one-click `List-Unsubscribe-Post` target). Deletes the
-- subscription, pending or confirmed: the privacy policy keeps it "until you unsubscribe".
create function public.unsubscribe(token text) returns boolean
language sql volatile security definer set search_path = ''
as $$
  with removed as (delete from public.subscriptions where unsubscribe_token = token returning 1)
  select exists (select from removed);
$$;

-- Only the Edge Function (service role) may call them; visitors call the function.
revoke all on function public.request_subscription(text, text, jsonb, text, text, inet, boolean) from public, anon, authenticated;
revoke all on function public.confirm_subscription(text) from public, anon, authenticated;
revoke all on function public.unsubscribe(text) from public, anon, authenticated;
grant execute on function public.request_subscription(text, text, jsonb, text, text, inet, boolean) to service_role;
grant execute on function public.confirm_subscription(text) to service_role;
grant execute on function public.unsubscribe(text) to service_role;
revoke all on function private.new_link_token(), private.link_token_hash(text), private.subscription_timing() from public;
