import { emptyApplication } from './application';
import { createDraft } from './drafts';

export const contactDraft = createDraft('contact', { name: '', email: '', company: '', message: '' });

export const applicationDraft = createDraft('application', { ...emptyApplication });
