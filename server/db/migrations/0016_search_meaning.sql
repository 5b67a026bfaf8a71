-- Search by what people mean (ADR 037). The event's search vector also holds its category's and
-- parent category's names and its host's name, which a generated column cannot read (it sees only
-- its own row), so it becomes a plain column that triggers keep: the events trigger on every insert
-- and on each change of what it is made of, and the categories and users triggers when a name changes.
-- pg_trgm gives "Did you mean" for a query that finds nothing.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "events" ALTER COLUMN "search_vector" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "events" ALTER COLUMN "search_vector" SET DEFAULT ''::tsvector;--> statement-breakpoint
ALTER TABLE "events" ALTER COLUMN "search_vector" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "events_title_trgm_idx" ON "events" USING gist ("title" gist_trgm_ops) WHERE "events"."is_published" and not "events"."is_cancelled" and "events"."active" and "events"."channel_id" is null;--> statement-breakpoint
-- One rule for what an event's vector holds: title A, category and parent category B, host name C,
-- description D (ts_rank weighs them 1.0, 0.4, 0.2 and 0.1).
CREATE FUNCTION event_search_vector(event_title text, event_description text, event_category_id integer, event_user_id integer) RETURNS tsvector
LANGUAGE sql STABLE AS $$
  select setweight(to_tsvector('english', coalesce(event_title, '')), 'A')
    || setweight(to_tsvector('english', coalesce((
         select concat_ws(' ', c.name, p.name) from categories c left join categories p on p.id = c.parent_id where c.id = event_category_id
       ), '')), 'B')
    || setweight(to_tsvector('english', coalesce((select concat_ws(' ', u.first_name, u.last_name) from users u where u.id = event_user_id), '')), 'C')
    || setweight(to_tsvector('english', coalesce(event_description, '')), 'D')
$$;--> statement-breakpoint
CREATE FUNCTION events_search_vector_write() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector := event_search_vector(NEW.title, NEW.description, NEW.category_id, NEW.user_id);
  RETURN NEW;
END
$$;--> statement-breakpoint
-- search_vector is in the list so that no writer can set it to anything else.
CREATE TRIGGER events_search_vector BEFORE INSERT OR UPDATE OF title, description, category_id, user_id, search_vector ON events
FOR EACH ROW EXECUTE FUNCTION events_search_vector_write();--> statement-breakpoint
-- A renamed or moved category: its events and its sub-categories' events (their vectors hold the
-- parent's name). Writing category_id to itself fires the events trigger, the one place that computes.
CREATE FUNCTION categories_search_vector_refresh() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE events SET category_id = category_id
  WHERE category_id = NEW.id OR category_id IN (SELECT id FROM categories WHERE parent_id = NEW.id);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER categories_search_vector AFTER UPDATE OF name, parent_id ON categories
FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.parent_id IS DISTINCT FROM NEW.parent_id)
EXECUTE FUNCTION categories_search_vector_refresh();--> statement-breakpoint
-- A host's new name: their events.
CREATE FUNCTION users_search_vector_refresh() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE events SET user_id = user_id WHERE user_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER users_search_vector AFTER UPDATE OF first_name, last_name ON users
FOR EACH ROW WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name)
EXECUTE FUNCTION users_search_vector_refresh();--> statement-breakpoint
-- Existing rows.
UPDATE events SET search_vector = event_search_vector(title, description, category_id, user_id);
