-- Status-update and newsletter subscriptions. One row per address: subscribing again is not an
-- error for the visitor, the site sends it with "ignore duplicates".

create function public.normalize_subscription_email() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.email := lower(btrim(new.email));
  return new;
end;
$$;

create table public.status_subscriptions (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  email text not null unique,
  incidents boolean not null default true,
  maintenance boolean not null default true,
  resolutions boolean not null default true,
  performance boolean not null default false,

  constraint status_subscriptions_email_shape check (
    length(email) <= 254 and email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'
  )
);

alter table public.status_subscriptions enable row level security;

create trigger status_subscriptions_normalize_email
  before insert on public.status_subscriptions
  for each row execute function public.normalize_subscription_email();

revoke all on table public.status_subscriptions from anon, authenticated;
grant insert (email, incidents, maintenance, resolutions, performance) on table public.status_subscriptions to anon;

create policy "Visitors can subscribe to status updates"
  on public.status_subscriptions for insert to anon
  with check (true);

create table public.newsletter_subscribers (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  email text not null unique,

  constraint newsletter_subscribers_email_shape check (
    length(email) <= 254 and email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'
  )
);

alter table public.newsletter_subscribers enable row level security;

create trigger newsletter_subscribers_normalize_email
  before insert on public.newsletter_subscribers
  for each row execute function public.normalize_subscription_email();

revoke all on table public.newsletter_subscribers from anon, authenticated;
grant insert (email) on table public.newsletter_subscribers to anon;

create policy "Visitors can subscribe to the newsletter"
  on public.newsletter_subscribers for insert to anon
  with check (true);
