import { createDraft } from './drafts';

/** The contact form's draft; the Quick Start links beside the form write into it too. */
export const contactDraft = createDraft('contact', { name: '', email: '', company: '', message: '' });
