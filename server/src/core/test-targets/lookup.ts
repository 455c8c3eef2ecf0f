import type { DataSource, EntityManager } from 'typeorm';
import type { AttemptTargetType, OwnerKind, PublishStatus, TestVersionId } from '@app/shared';
import { queryRows } from '../../lib/sql';
import { TEST_TARGETS, versionSql } from './registry';

/** A test as starting, regrading or analysing it needs it: who owns it, whether it is published, its title. */
export interface TargetRecord {
  id: number;
  ownerId: number;
  ownerKind: OwnerKind;
  status: PublishStatus;
  title: string;
  version: TestVersionId;
  firstTakenAt: Date | null;
}

/** The target of that kind and id, or null when it does not exist. */
export async function findTarget(db: DataSource | EntityManager, kind: AttemptTargetType, id: number): Promise<TargetRecord | null> {
  const t = TEST_TARGETS[kind];
  const rows = await queryRows<TargetRecord>(
    db,
    `SELECT t.id, t.title, ${versionSql(t, 't')} AS version, t.owner_id AS "ownerId", t.owner_kind AS "ownerKind", t.status,
            t.first_taken_at AS "firstTakenAt"
       FROM ${t.table} t WHERE t.id = $1`,
    [id],
  );
  return rows[0] ?? null;
}
