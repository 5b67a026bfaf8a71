-- Search by what people mean (ADR 061): an event's vector also holds words for when it is and what
-- it costs, so that "morning yoga", "saturday baking" or "free spanish" find events whose text never
-- says so. The time of day of a live event's start in its own zone (morning before 12:00, afternoon
-- before 17:00, evening after), its weekday and "weekend" on Saturday and Sunday, and "free" for a
-- free event, weighted C like the host's name. The events trigger adds them to the one rule for the
-- rest (event_search_vector, 0016), and fires when they change.
CREATE FUNCTION event_search_facets(event_date date, event_time time, event_free boolean) RETURNS tsvector
LANGUAGE sql IMMUTABLE AS $$
  select setweight(to_tsvector('english', concat_ws(' ',
    case when event_time is null then null when event_time < time '12:00' then 'morning' when event_time < time '17:00' then 'afternoon' else 'evening' end,
    case when event_date is not null then to_char(event_date, 'FMday') end,
    case when extract(isodow from event_date) in (6, 7) then 'weekend' end,
    case when event_free then 'free' end
  )), 'C')
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION events_search_vector_write() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector := event_search_vector(NEW.title, NEW.description, NEW.category_id, NEW.user_id)
    || event_search_facets(NEW.event_date, NEW.event_time, NEW.is_free);
  RETURN NEW;
END
$$;--> statement-breakpoint
DROP TRIGGER events_search_vector ON events;--> statement-breakpoint
-- search_vector is in the list so that no writer can set it to anything else.
CREATE TRIGGER events_search_vector BEFORE INSERT OR UPDATE OF title, description, category_id, user_id, event_date, event_time, is_free, search_vector ON events
FOR EACH ROW EXECUTE FUNCTION events_search_vector_write();--> statement-breakpoint
-- Existing rows.
UPDATE events SET search_vector = event_search_vector(title, description, category_id, user_id) || event_search_facets(event_date, event_time, is_free);
