-- The private bucket for resumes sent with applications. The same limits stand in config.toml
-- for `supabase start`; a test keeps the two alike.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values (
  'resumes',
  'resumes',
  false,
  10485760,
  array[
    'application/pdf',
    'application/msword',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
  ]
)
on conflict (id) do update set
  public = excluded.public,
  file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;

-- Visitors may upload a resume and do nothing else with the bucket: no listing, reading,
-- replacing or deleting, so one applicant can never see another's file.
create policy "Visitors can upload a resume"
  on storage.objects for insert to anon
  with check (bucket_id = 'resumes');
