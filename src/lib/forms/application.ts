import type { Lang } from '@/i18n/languages';
import type { SubmissionRow } from './checks/field-limits';

/** What the application form holds (spec: job application form state). */
export interface ApplicationValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  location: string;
  position: string;
  experience: string;
  coverLetter: string;
  linkedIn: string;
  portfolio: string;
}

export const emptyApplication: ApplicationValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  location: '',
  position: '',
  experience: '',
  coverLetter: '',
  linkedIn: '',
  portfolio: '',
};

export const EXPERIENCE_OPTIONS = ['0-1', '2-3', '4-5', '6-10', '10+'] as const;

export const RESUME_ACCEPT = '.pdf,.doc,.docx';
export const RESUME_MIME_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** The position a careers link asks for, if it is one of the form's options (in the page's language). */
export function positionFromQuery(search: string, options: readonly string[]): string {
  const requested = new URLSearchParams(search).get('position')?.trim() ?? '';
  return options.find((option) => option.toLowerCase() === requested.toLowerCase()) ?? '';
}

/** Why a chosen resume cannot be sent; the form says it in the page's language. */
export type ResumeProblem = { kind: 'type' } | { kind: 'tooLarge'; sizeMb: number } | { kind: 'empty' };

/** Why a chosen resume cannot be sent, or null when it can. */
export function resumeProblem(file: { name: string; size: number }, maxMb: number): ResumeProblem | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!(extension in RESUME_MIME_TYPES)) return { kind: 'type' };
  if (file.size > maxMb * 1024 * 1024) return { kind: 'tooLarge', sizeMb: file.size / 1024 / 1024 };
  if (file.size === 0) return { kind: 'empty' };
  return null;
}

/** The content type to store a resume with, from its extension (browsers disagree on .doc). */
export function resumeContentType(fileName: string): string {
  return RESUME_MIME_TYPES[fileName.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream';
}

/**
 * The contact_submissions record for an application, as the spec composes it: name is first and
 * last name joined, company falls back to the position, and the message carries the rest. The
 * message is for the hiring team, so its labels stay English whatever `language` the visitor used.
 */
export function composeApplicationRecord(values: ApplicationValues, language: Lang): SubmissionRow & { kind: 'application' } {
  const lines = [
    `Position: ${values.position}`,
    `Experience: ${values.experience || 'Not specified'}`,
    `Location: ${values.location || 'Not specified'}`,
    `Phone: ${values.phone || 'Not specified'}`,
    `LinkedIn: ${values.linkedIn || 'Not specified'}`,
    `Portfolio: ${values.portfolio || 'Not specified'}`,
    '',
    'Cover Letter:',
    values.coverLetter.trim() || 'Not provided',
  ];
  return {
    kind: 'application' as const,
    name: `${values.firstName.trim()} ${values.lastName.trim()}`,
    email: values.email.trim(),
    company: values.position || null,
    message: lines.join('\n'),
    language,
  };
}
