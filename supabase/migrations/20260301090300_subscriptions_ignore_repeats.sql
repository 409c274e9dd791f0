-- Subscribing again with the same address must not be an error for the visitor. The site used
-- "insert ... on conflict (email) do nothing", but Postgres needs SELECT on a conflict target's
-- columns for that, and visitors must never read the subscriber lists. So the site sends a plain
-- insert, and this trigger quietly drops a row whose address is already subscribed. It runs as
-- its owner (security definer) to look, and tells the visitor nothing either way.
-- Triggers fire in name order: "..._normalize_email" lower-cases the address before "..._skip_existing".

create function public.skip_existing_subscription() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  already_subscribed boolean;
begin
  execute format('select exists (select from %I.%I where email = $1)', tg_table_schema, tg_table_name)
    into already_subscribed
    using new.email;
  if already_subscribed then
    return null;
  end if;
  return new;
end;
$$;

revoke all on function public.skip_existing_subscription() from public, anon, authenticated;

create trigger newsletter_subscribers_skip_existing
  before insert on public.newsletter_subscribers
  for each row execute function public.skip_existing_subscription();

create trigger status_subscriptions_skip_existing
  before insert on public.status_subscriptions
  for each row execute function public.skip_existing_subscription();
