import { openDatabase, type Database } from '../../../scripts/local-backend/database.ts';

/**
 * The real migrations in PGlite, with the request limits raised so that one client can send as many
 * requests as a test file needs. The request limits have their own tests, which set real ones.
 */
export async function openDatabaseForManyRequests(): Promise<Database> {
  const db = await openDatabase();
  await db.query('update private.request_limits set max_requests = 1000');
  return db;
}
