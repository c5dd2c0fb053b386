import type { Migration } from '../Migration.ts'

/**
 * Version 12: every change to a chain's indexed head (a batch committed, a rollback, a chain added
 * or removed; by the service or by hand) notifies the channel `portico_index_heads` when it
 * commits, so that each process drops the heads it keeps in memory (`indexedHeadsOf`). An update
 * that leaves the head's hash as it was (the start block set again) notifies nothing. One line per
 * body: migrate splits at `;` before a line's end.
 */
export const indexHeadsNotifyMigration: Migration = {
  version: 12,
  name: 'notify index head changes',
  sql: `CREATE FUNCTION portico_index_heads_changed() RETURNS trigger LANGUAGE plpgsql AS $$BEGIN PERFORM pg_notify('portico_index_heads', ''); RETURN NULL; END$$;
CREATE TRIGGER index_heads_moved AFTER UPDATE ON index_heads FOR EACH ROW WHEN (OLD.hash IS DISTINCT FROM NEW.hash) EXECUTE FUNCTION portico_index_heads_changed();
CREATE TRIGGER index_heads_added_or_removed AFTER INSERT OR DELETE ON index_heads FOR EACH ROW EXECUTE FUNCTION portico_index_heads_changed();
CREATE TRIGGER index_heads_emptied AFTER TRUNCATE ON index_heads FOR EACH STATEMENT EXECUTE FUNCTION portico_index_heads_changed()`,
}
