-- Issue 41 item 8: the seed used to derive each seeded project's share id from the public seed value
-- (sha256 of "{seed}:{storefront}:project:{n}", n from 0 to 299, written as a uuid), so anyone could
-- compute the links of the shared ones. Every project whose share id is such a value gets a random one;
-- share ids made at random (projects staff created or copied) are left alone.
WITH derived AS (
  SELECT f.id AS storefront_id,
         encode(sha256(convert_to(r.seed::text || ':' || f.id || ':project:' || n::text, 'UTF8')), 'hex') AS h
  FROM seed_runs r CROSS JOIN storefronts f CROSS JOIN generate_series(0, 299) AS n
)
UPDATE projects p
SET share_id = gen_random_uuid()
FROM derived d
WHERE p.storefront_id = d.storefront_id
  AND p.share_id = (substr(d.h, 1, 8) || '-' || substr(d.h, 9, 4) || '-4' || substr(d.h, 14, 3) || '-a' || substr(d.h, 18, 3) || '-' || substr(d.h, 21, 12))::uuid;
