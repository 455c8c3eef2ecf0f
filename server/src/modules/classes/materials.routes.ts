/** The materials and meetings rows of the route table. */
import type { Request } from 'express';
import { CLASS_LIMITS as L, MATERIAL_MAX_BYTES, Role, type CreateMaterialRequest, type MeetingInput } from '@app/shared';
import { currentUser } from '../../auth/require-auth';
import { arr, int, obj, ref, str } from '../../lib/openapi';
import { input } from '../../lib/validate';
import { handle } from './classes.controller';
import type { MaterialsService, UploadedFile } from './materials.service';
import type { MeetingsService } from './meetings.service';
import { materialUpload } from './material-upload';
import * as rules from './classes.validators';
import type { RouteRow } from './route-table';

const T = [Role.Teacher];
const id = (req: Request, name: string) => input<Record<string, number>>(req)[name];
const named = obj({ name: str() }, ['name']);
const titled = obj({ title: str() }, ['title']);

export function materialsRoutes(s: MaterialsService, meetings: MeetingsService): RouteRow[] {
  return [
    {
      name: 'materials',
      method: 'get',
      roles: [],
      rules: [rules.classIdRules[0]],
      handler: handle((req) => s.list(currentUser(req), id(req, 'classId'))),
      doc: {
        summary: "The class's categories, units with lessons, and materials (its members)",
        ok: { schema: obj({ categories: arr(obj({ id: int(), name: str() })), units: arr({ type: 'object' }), materials: arr(ref('Material')) }) },
      },
    },
    {
      name: 'materials',
      method: 'post',
      roles: T,
      before: [materialUpload()],
      rules: rules.createMaterialRules,
      handler: handle((req) => {
        const { classId, ...body } = input<CreateMaterialRequest & { classId: number }>(req);
        return s.create(currentUser(req), classId, body, (req as Request & { file?: UploadedFile }).file);
      }, 201),
      doc: {
        summary: `Adds a material: JSON with a link, or multipart with \`file\` (at most ${MATERIAL_MAX_BYTES} bytes; PDF, image, Office, audio or video by its content)`,
        body: obj({ title: str(), category_id: int(), lesson_id: int(), link: str({ format: 'uri' }) }, ['title']),
        ok: { status: 201, schema: ref('Material') },
        errors: [409, 413],
      },
    },
    {
      name: 'material',
      method: 'delete',
      roles: T,
      rules: [rules.idOf('materialId')],
      handler: handle((req) => s.remove(currentUser(req), id(req, 'materialId'))),
      doc: { summary: 'Deletes a material and its file', errors: [409] },
    },
    {
      name: 'materialFile',
      method: 'get',
      roles: [],
      rules: [rules.idOf('materialId')],
      handler: async (req, res) => {
        const f = await s.file(currentUser(req), id(req, 'materialId'));
        res.type(f.mime).attachment(f.name).send(f.data);
      },
      doc: { summary: "A material's file, for members of its class", ok: { schema: str({ format: 'binary' }) } },
    },
    {
      name: 'categories',
      method: 'post',
      roles: T,
      rules: rules.nameRules('classId', L.categoryNameMax),
      handler: handle((req) => s.addCategory(currentUser(req), id(req, 'classId'), input<{ name: string }>(req).name), 201),
      doc: { summary: 'Adds a material category', body: named, ok: { status: 201, schema: obj({ id: int(), name: str() }) }, errors: [409] },
    },
    {
      name: 'category',
      method: 'delete',
      roles: T,
      rules: [rules.idOf('categoryId')],
      handler: handle((req) => s.removeCategory(currentUser(req), id(req, 'categoryId'))),
      doc: { summary: 'Deletes a category (its materials stay, uncategorized)', errors: [409] },
    },
    {
      name: 'units',
      method: 'post',
      roles: T,
      rules: rules.titleRules('classId', L.unitTitleMax),
      handler: handle((req) => s.addUnit(currentUser(req), id(req, 'classId'), input<{ title: string }>(req).title), 201),
      doc: { summary: 'Adds a unit at the end', body: titled, ok: { status: 201, schema: { type: 'object' } }, errors: [409] },
    },
    {
      name: 'unit',
      method: 'delete',
      roles: T,
      rules: [rules.idOf('unitId')],
      handler: handle((req) => s.removeUnit(currentUser(req), id(req, 'unitId'))),
      doc: { summary: 'Deletes a unit and its lessons', errors: [409] },
    },
    {
      name: 'lessons',
      method: 'post',
      roles: T,
      rules: rules.titleRules('unitId', L.lessonTitleMax),
      handler: handle((req) => s.addLesson(currentUser(req), id(req, 'unitId'), input<{ title: string }>(req).title), 201),
      doc: { summary: 'Adds a lesson at the end of the unit', body: titled, ok: { status: 201, schema: { type: 'object' } }, errors: [409] },
    },
    {
      name: 'lesson',
      method: 'delete',
      roles: T,
      rules: [rules.idOf('lessonId')],
      handler: handle((req) => s.removeLesson(currentUser(req), id(req, 'lessonId'))),
      doc: { summary: 'Deletes a lesson', errors: [409] },
    },
    {
      name: 'meetings',
      method: 'get',
      roles: [Role.Teacher, Role.CompanyAdmin],
      rules: [rules.idOf('classId')],
      handler: handle((req) => meetings.list(currentUser(req), id(req, 'classId'))),
      doc: { summary: "The class's meetings with their lesson logs and attendance, newest first", ok: { schema: arr(ref('Meeting')) } },
    },
    {
      name: 'meetings',
      method: 'post',
      roles: T,
      rules: rules.meetingRules('classId'),
      handler: handle((req) => meetings.create(currentUser(req), id(req, 'classId'), input<MeetingInput>(req)), 201),
      doc: {
        summary: 'Logs a meeting: date, minutes, topic, homework, notes, and each student present, late, absent or excused',
        body: ref('MeetingInput'),
        ok: { status: 201, schema: ref('Meeting') },
        errors: [409],
      },
    },
    {
      name: 'meeting',
      method: 'put',
      roles: T,
      rules: rules.meetingRules('meetingId'),
      handler: handle((req) => meetings.update(currentUser(req), id(req, 'meetingId'), input<MeetingInput>(req))),
      doc: { summary: 'Replaces a meeting log and its attendance', body: ref('MeetingInput'), ok: { schema: ref('Meeting') }, errors: [409] },
    },
    {
      name: 'meeting',
      method: 'delete',
      roles: T,
      rules: [rules.idOf('meetingId')],
      handler: handle((req) => meetings.remove(currentUser(req), id(req, 'meetingId'))),
      doc: { summary: 'Deletes a meeting and its attendance', errors: [409] },
    },
  ];
}
