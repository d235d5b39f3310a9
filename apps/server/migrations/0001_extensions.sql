-- Extensions used by search (trigram indexes on names); both PGlite and PostgreSQL ship pg_trgm.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
