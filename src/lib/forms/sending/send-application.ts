// Kept apart from submissions.ts so pages with only the contact form do not load the
// application rules.
import { pageLanguage } from '../page-language';
import { composeApplicationRecord, resumeContentType, type ApplicationValues } from '../application';
import { failure, type SendFlags, type SendResult } from './send-result';
import { withSender } from './submissions';

export const RESUMES_BUCKET = 'resumes';

/** The object path of a resume: the one shape the database lets visitors upload to. */
export function resumePath(fileName: string, id = crypto.randomUUID()): string {
  const safeName = fileName.replace(/[^\w.-]+/g, '-').slice(-120);
  return `applications/${id}/${safeName}`;
}

/**
 * Uploads the resume to the private bucket, then stores the application pointing to it, marked
 * with the language of the page it was filled in on.
 */
export async function sendApplication(
  values: ApplicationValues,
  resume: File,
  { suspectedBot }: SendFlags = { suspectedBot: false },
): Promise<SendResult> {
  return withSender(async ({ getSupabase, insertRow, isOverLimit, rowProblem }) => {
    const record = composeApplicationRecord(values, pageLanguage());
    // Checked before the upload, so a refused application leaves no file behind.
    const problem = rowProblem(record);
    if (problem) return failure(`Refused before sending: ${problem}`, problem);
    const path = resumePath(resume.name);
    // supabase-js sends a File as multipart form data with the browser's own type, which is
    // empty for .doc on some systems; restate it from the extension so the bucket accepts it.
    const typed = new File([resume], resume.name, {
      type: resumeContentType(resume.name),
    });
    const upload = await getSupabase().storage.from(RESUMES_BUCKET).upload(path, typed, { upsert: false });
    if (upload.error) return failure(upload.error.message, isOverLimit(upload.error) ? 'overLimit' : 'failed');
    return insertRow('contact_submissions', {
      ...record,
      resume_path: path,
      suspected_bot: suspectedBot,
    });
  });
}
