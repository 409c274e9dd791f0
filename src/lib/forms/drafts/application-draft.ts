import { emptyApplication } from '../application';
import { createDraft } from './drafts';

export const applicationDraft = createDraft('application', { ...emptyApplication });
