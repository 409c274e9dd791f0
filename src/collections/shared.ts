import { z } from 'astro/zod';

/** Listed data keeps the order an editor gives it, whatever the entry ids. */
export const order = z.number().int().positive().describe('Position in the list, from 1');
