/**
 * Materials of a class: categories, units and their lessons, and materials (a link, or a file of at most
 * 20 MB whose bytes are checked) that the class's students open. Files go through the storage port.
 */
import crypto from 'node:crypto';
import path from 'node:path';
import type { CreateMaterialRequest, LessonDto, MaterialCategoryDto, MaterialDto, MaterialsDto, UnitDto } from '@app/shared';
import type { AppContext } from '../../context';
import { fieldError, notFound } from '../../lib/errors';
import { queryRows } from '../../lib/sql';
import type { FileStorage } from '../../lib/storage';
import type { Caller } from '../../core/access';
import { loadClass, MEMBERS, TEACHING, type ClassRecord } from './class-access';
import type { UserRefRow } from './classes.repository';
import { toUserRef } from './classes.mapper';
import { detectMaterialFile } from './material-file';

export interface UploadedFile {
  originalname: string;
  buffer: Buffer;
}

interface MaterialRow {
  id: number;
  classId: number;
  title: string;
  categoryId: number | null;
  lessonId: number | null;
  kind: MaterialDto['kind'];
  url: string | null;
  storageKey: string | null;
  fileName: string | null;
  fileSize: number | null;
  fileKind: MaterialDto['file_kind'];
  mimeType: string | null;
  uploadedAt: Date;
  uploader: UserRefRow;
}

const MATERIAL_COLUMNS = `m.id, m.class_id AS "classId", m.title, m.category_id AS "categoryId", m.lesson_id AS "lessonId", m.kind, m.url,
  m.storage_key AS "storageKey", m.file_name AS "fileName", m.file_size AS "fileSize", m.file_kind AS "fileKind", m.mime_type AS "mimeType",
  m.uploaded_at AS "uploadedAt", json_build_object('id', u.id, 'username', u.username, 'firstName', COALESCE(u.first_name, ''),
  'lastName', COALESCE(u.last_name, '')) AS uploader`;

const toMaterial = (m: MaterialRow): MaterialDto => ({
  id: m.id,
  title: m.title,
  category_id: m.categoryId,
  lesson_id: m.lessonId,
  kind: m.kind,
  url: m.url,
  file_name: m.fileName,
  file_size: m.fileSize,
  file_kind: m.fileKind,
  uploaded_at: new Date(m.uploadedAt).toISOString(),
  uploaded_by: toUserRef(m.uploader),
});

/** A file name safe for a Content-Disposition header and a listing: its base name, printable, at most 200 characters. */
const safeName = (name: string) =>
  path
    .basename(name)
    .replace(/[^\p{L}\p{N} ._()-]/gu, '_')
    .slice(-200) || 'file';

export function materialsService(ctx: AppContext, storage: FileStorage) {
  const { ds, clock } = ctx;

  /** The class owning a row of `table` (a category, unit, lesson's unit, material), for a caller of `allowed` standing. */
  async function classOf(caller: Caller, sql: string, id: number, allowed = TEACHING, writable = true): Promise<ClassRecord> {
    const [row] = await queryRows<{ classId: number }>(ds, sql, [id]);
    if (!row) throw notFound();
    return loadClass(ds, caller, row.classId, allowed, { writable });
  }

  async function checkPlacement(classId: number, categoryId: number | null | undefined, lessonId: number | null | undefined) {
    if (categoryId) {
      const ok = await queryRows(ds, `SELECT 1 FROM material_categories WHERE id = $1 AND class_id = $2`, [categoryId, classId]);
      if (!ok.length) throw fieldError({ category_id: 'classesApi.validation.category' });
    }
    if (lessonId) {
      const ok = await queryRows(ds, `SELECT 1 FROM class_lessons l JOIN class_units u ON u.id = l.unit_id WHERE l.id = $1 AND u.class_id = $2`, [
        lessonId,
        classId,
      ]);
      if (!ok.length) throw fieldError({ lesson_id: 'classesApi.validation.lesson' });
    }
  }

  return {
    async list(caller: Caller, classId: number): Promise<MaterialsDto> {
      const c = await loadClass(ds, caller, classId, [...MEMBERS, 'company']);
      const categories = await queryRows<MaterialCategoryDto>(ds, `SELECT id, name FROM material_categories WHERE class_id = $1 ORDER BY name, id`, [
        c.id,
      ]);
      const units = await queryRows<Omit<UnitDto, 'lessons'>>(
        ds,
        `SELECT id, title, position FROM class_units WHERE class_id = $1 ORDER BY position, id`,
        [c.id],
      );
      const lessons = await queryRows<{ id: number; unitId: number; title: string; position: number }>(
        ds,
        `SELECT l.id, l.unit_id AS "unitId", l.title, l.position FROM class_lessons l JOIN class_units u ON u.id = l.unit_id
          WHERE u.class_id = $1 ORDER BY l.position, l.id`,
        [c.id],
      );
      const materials = await queryRows<MaterialRow>(
        ds,
        `SELECT ${MATERIAL_COLUMNS} FROM class_materials m JOIN users u ON u.id = m.uploaded_by WHERE m.class_id = $1 ORDER BY m.uploaded_at DESC, m.id DESC`,
        [c.id],
      );
      return {
        categories,
        units: units.map((u) => ({
          ...u,
          lessons: lessons
            .filter((l) => l.unitId === u.id)
            .map((l): LessonDto => ({ id: l.id, unit_id: l.unitId, title: l.title, position: l.position })),
        })),
        materials: materials.map(toMaterial),
      };
    },

    async create(caller: Caller, classId: number, input: CreateMaterialRequest, file: UploadedFile | undefined): Promise<MaterialDto> {
      const c = await loadClass(ds, caller, classId, TEACHING, { writable: true });
      if (!file && !input.link) throw fieldError({ link: 'classesApi.validation.materialSource' });
      if (file && input.link) throw fieldError({ link: 'classesApi.validation.materialOneSource' });
      await checkPlacement(c.id, input.category_id, input.lesson_id);
      let stored: { key: string; name: string; size: number; kind: string; mime: string } | null = null;
      if (file) {
        const detected = detectMaterialFile(file.buffer);
        if (!detected) throw fieldError({ file: 'classesApi.validation.fileType' });
        const key = `materials/${c.id}/${crypto.randomUUID()}`;
        await storage.put(key, file.buffer);
        stored = { key, name: safeName(file.originalname), size: file.buffer.length, kind: detected.kind, mime: detected.mime };
      }
      const [row] = await queryRows<{ id: number }>(
        ds,
        `INSERT INTO class_materials (class_id, title, category_id, lesson_id, kind, url, storage_key, file_name, file_size, file_kind, mime_type,
                                      uploaded_by, uploaded_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING id`,
        [
          c.id,
          input.title,
          input.category_id ?? null,
          input.lesson_id ?? null,
          stored ? 'file' : 'link',
          stored ? null : input.link,
          stored?.key ?? null,
          stored?.name ?? null,
          stored?.size ?? null,
          stored?.kind ?? null,
          stored?.mime ?? null,
          caller.id,
          clock.now(),
        ],
      );
      const [m] = await queryRows<MaterialRow>(
        ds,
        `SELECT ${MATERIAL_COLUMNS} FROM class_materials m JOIN users u ON u.id = m.uploaded_by WHERE m.id = $1`,
        [row.id],
      );
      return toMaterial(m);
    },

    async remove(caller: Caller, materialId: number): Promise<void> {
      await classOf(caller, `SELECT class_id AS "classId" FROM class_materials WHERE id = $1`, materialId);
      const [row] = await queryRows<{ storageKey: string | null }>(
        ds,
        `DELETE FROM class_materials WHERE id = $1 RETURNING storage_key AS "storageKey"`,
        [materialId],
      );
      if (row?.storageKey) await storage.remove(row.storageKey);
    },

    /** The file for a member of the class (its students open materials). */
    async file(caller: Caller, materialId: number): Promise<{ name: string; mime: string; data: Buffer }> {
      await classOf(caller, `SELECT class_id AS "classId" FROM class_materials WHERE id = $1`, materialId, [...MEMBERS, 'company'], false);
      const [m] = await queryRows<MaterialRow>(
        ds,
        `SELECT ${MATERIAL_COLUMNS} FROM class_materials m JOIN users u ON u.id = m.uploaded_by WHERE m.id = $1`,
        [materialId],
      );
      if (m.kind !== 'file' || !m.storageKey) throw notFound();
      const data = await storage.get(m.storageKey);
      if (!data) throw notFound();
      return { name: m.fileName!, mime: m.mimeType!, data };
    },

    async addCategory(caller: Caller, classId: number, name: string): Promise<MaterialCategoryDto> {
      const c = await loadClass(ds, caller, classId, TEACHING, { writable: true });
      const [row] = await queryRows<MaterialCategoryDto>(
        ds,
        `INSERT INTO material_categories (class_id, name) VALUES ($1, $2) ON CONFLICT (class_id, name) DO NOTHING RETURNING id, name`,
        [c.id, name],
      );
      if (!row) throw fieldError({ name: 'classesApi.validation.categoryTaken' });
      return row;
    },

    async removeCategory(caller: Caller, id: number): Promise<void> {
      await classOf(caller, `SELECT class_id AS "classId" FROM material_categories WHERE id = $1`, id);
      await ds.query(`DELETE FROM material_categories WHERE id = $1`, [id]);
    },

    async addUnit(caller: Caller, classId: number, title: string): Promise<UnitDto> {
      const c = await loadClass(ds, caller, classId, TEACHING, { writable: true });
      const [row] = await queryRows<Omit<UnitDto, 'lessons'>>(
        ds,
        `INSERT INTO class_units (class_id, title, position)
         VALUES ($1, $2, (SELECT COALESCE(max(position), 0) + 1 FROM class_units WHERE class_id = $1)) RETURNING id, title, position`,
        [c.id, title],
      );
      return { ...row, lessons: [] };
    },

    async removeUnit(caller: Caller, id: number): Promise<void> {
      await classOf(caller, `SELECT class_id AS "classId" FROM class_units WHERE id = $1`, id);
      await ds.query(`DELETE FROM class_units WHERE id = $1`, [id]);
    },

    async addLesson(caller: Caller, unitId: number, title: string): Promise<LessonDto> {
      await classOf(caller, `SELECT class_id AS "classId" FROM class_units WHERE id = $1`, unitId);
      const [row] = await queryRows<{ id: number; title: string; position: number }>(
        ds,
        `INSERT INTO class_lessons (unit_id, title, position)
         VALUES ($1, $2, (SELECT COALESCE(max(position), 0) + 1 FROM class_lessons WHERE unit_id = $1)) RETURNING id, title, position`,
        [unitId, title],
      );
      return { id: row.id, unit_id: unitId, title: row.title, position: row.position };
    },

    async removeLesson(caller: Caller, id: number): Promise<void> {
      await classOf(caller, `SELECT u.class_id AS "classId" FROM class_lessons l JOIN class_units u ON u.id = l.unit_id WHERE l.id = $1`, id);
      await ds.query(`DELETE FROM class_lessons WHERE id = $1`, [id]);
    },
  };
}
export type MaterialsService = ReturnType<typeof materialsService>;
