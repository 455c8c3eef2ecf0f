/**
 * What the start-up seeding has created, by stable slug (table seed_registry): a seed runs once per slug,
 * and whatever an admin later edits, renames or empties is never overwritten or created again.
 */
import type { EntityManager } from 'typeorm';

export type SeedKind = 'user' | 'passage' | 'question' | 'practice' | 'adaptive-set' | 'score-table' | 'company' | 'flash-deck';

/** The registry as read at the start of a seeding transaction; `put` records a new entity. */
export async function openRegistry(tx: EntityManager) {
  const rows: { slug: string; entity_id: number }[] = await tx.query(`SELECT slug, entity_id FROM seed_registry`);
  const known = new Map(rows.map((r) => [r.slug, r.entity_id]));
  return {
    get: (slug: string) => known.get(slug),
    async put(slug: string, kind: SeedKind, id: number) {
      await tx.query(`INSERT INTO seed_registry (slug, kind, entity_id) VALUES ($1, $2, $3)`, [slug, kind, id]);
      known.set(slug, id);
      return id;
    },
  };
}
export type SeedRegistry = Awaited<ReturnType<typeof openRegistry>>;
