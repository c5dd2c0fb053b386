import type { Migration } from '../Migration.ts'

/**
 * Version 11: every change to `projects` (insert, update, delete, truncate; by the service or by
 * hand) notifies the channel `portico_projects` when it commits, so that each process drops the
 * projects' origins it keeps in memory (`projectOrigins`). One line per body: migrate splits at `;`
 * before a line's end.
 */
export const projectsNotifyMigration: Migration = {
  version: 11,
  name: 'notify project changes',
  sql: `CREATE FUNCTION portico_projects_changed() RETURNS trigger LANGUAGE plpgsql AS $$BEGIN PERFORM pg_notify('portico_projects', ''); RETURN NULL; END$$;
CREATE TRIGGER projects_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON projects FOR EACH STATEMENT EXECUTE FUNCTION portico_projects_changed()`,
}
