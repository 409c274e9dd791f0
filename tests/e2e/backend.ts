// The owner's reads are the ones `npm run submissions` makes, so both check the same thing.
export { ownerFile, ownerRows } from '../../scripts/local-backend/client';

/** An address no other test run uses, so a test finds its own row. */
export function uniqueEmail(label: string): string {
  return `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
}
