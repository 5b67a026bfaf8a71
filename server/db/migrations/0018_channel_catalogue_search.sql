-- The channels catalogue searched by what people mean (GET channels, as ADR 037 does for events):
-- the channel's search vector holds its title, its category's and parent category's names, its
-- description and its host's name, kept by triggers (a generated column sees only its own row); a
-- GIN index for the text, a GiST trigram index on listed titles for "Did you mean", and a partial
-- index for the catalogue without text (newest first).
ALTER TABLE "channels" ADD COLUMN "search_vector" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
CREATE INDEX "channels_search_idx" ON "channels" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "channels_title_trgm_idx" ON "channels" USING gist ("title" gist_trgm_ops) WHERE "channels"."is_published" and not "channels"."is_rejected" and "channels"."active";--> statement-breakpoint
CREATE INDEX "channels_public_idx" ON "channels" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "channels"."is_published" and not "channels"."is_rejected" and "channels"."active";--> statement-breakpoint
-- One rule for what a channel's vector holds: title A, category and parent category B, description
-- C, host name D (ts_rank weighs them 1.0, 0.4, 0.2 and 0.1).
CREATE FUNCTION channel_search_vector(channel_title text, channel_description text, channel_category_id integer, channel_user_id integer) RETURNS tsvector
LANGUAGE sql STABLE AS $$
  select setweight(to_tsvector('english', coalesce(channel_title, '')), 'A')
    || setweight(to_tsvector('english', coalesce((
         select concat_ws(' ', c.name, p.name) from categories c left join categories p on p.id = c.parent_id where c.id = channel_category_id
       ), '')), 'B')
    || setweight(to_tsvector('english', coalesce(channel_description, '')), 'C')
    || setweight(to_tsvector('english', coalesce((select concat_ws(' ', u.first_name, u.last_name) from users u where u.id = channel_user_id), '')), 'D')
$$;--> statement-breakpoint
CREATE FUNCTION channels_search_vector_write() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector := channel_search_vector(NEW.title, NEW.description, NEW.category_id, NEW.user_id);
  RETURN NEW;
END
$$;--> statement-breakpoint
-- search_vector is in the list so that no writer can set it to anything else.
CREATE TRIGGER channels_search_vector BEFORE INSERT OR UPDATE OF title, description, category_id, user_id, search_vector ON channels
FOR EACH ROW EXECUTE FUNCTION channels_search_vector_write();--> statement-breakpoint
-- A renamed or moved category, and a host's new name, now also rewrite the channels' vectors (the
-- triggers of 0016 call these functions).
CREATE OR REPLACE FUNCTION categories_search_vector_refresh() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE events SET category_id = category_id
  WHERE category_id = NEW.id OR category_id IN (SELECT id FROM categories WHERE parent_id = NEW.id);
  UPDATE channels SET category_id = category_id
  WHERE category_id = NEW.id OR category_id IN (SELECT id FROM categories WHERE parent_id = NEW.id);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION users_search_vector_refresh() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE events SET user_id = user_id WHERE user_id = NEW.id;
  UPDATE channels SET user_id = user_id WHERE user_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Existing rows.
UPDATE channels SET search_vector = channel_search_vector(title, description, category_id, user_id);
