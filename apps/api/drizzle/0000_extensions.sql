-- pg_trgm powers search autocorrect and fuzzy matching (trusted extension: the database owner may create it).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
