/** The class, join and roster rows of the route table. */
import { Role } from '@app/shared';
import { arr, obj, ref, str } from '../../lib/openapi';
import type { ClassesController } from './classes.controller';
import * as rules from './classes.validators';
import type { RouteRow } from './route-table';

const T = [Role.Teacher];
const ok = (schema: string, status = 200) => ({ status, schema: ref(schema) });
const list = (schema: string) => ({ schema: arr(ref(schema)) });

export function classesRoutes(c: ClassesController): RouteRow[] {
  return [
    {
      name: 'myClasses',
      method: 'get',
      roles: [],
      rules: rules.listRules,
      handler: c.mine,
      doc: {
        summary: 'Classes the caller teaches or belongs to (pending included); archived ones with ?archived=true',
        query: { archived: str({ enum: ['true', 'false'] }) },
        ok: list('ClassSummary'),
      },
    },
    {
      name: 'createdClasses',
      method: 'get',
      roles: T,
      rules: rules.listRules,
      handler: c.created,
      doc: {
        summary: 'Classes the teacher owns (/classes-i-created)',
        query: { archived: str({ enum: ['true', 'false'] }) },
        ok: list('ClassSummary'),
      },
    },
    {
      name: 'companyClasses',
      method: 'get',
      roles: [Role.CompanyAdmin],
      rules: rules.listRules,
      handler: c.company,
      doc: { summary: "The classes of the caller's companies", query: { archived: str({ enum: ['true', 'false'] }) }, ok: list('ClassSummary') },
    },
    {
      name: 'create',
      method: 'post',
      roles: T,
      rules: rules.classInputRules(false),
      handler: c.create,
      doc: {
        summary: "Creates a class owned by the caller (in the caller's company), with a class code and a teacher code",
        body: ref('ClassInput'),
        ok: ok('ClassDetail', 201),
      },
    },
    {
      name: 'join',
      method: 'post',
      roles: [Role.Student],
      rules: rules.joinRules,
      handler: c.join,
      doc: {
        summary: 'Joins by class code (or the invitation link: code and invitation token). 409 reasons class_full, class_archived, already_member',
        body: obj({ code: str(), invitation: str() }, ['code']),
        ok: ok('JoinResult', 201),
        errors: [409],
      },
    },
    {
      name: 'joinAsTeacher',
      method: 'post',
      roles: T,
      rules: rules.joinAsTeacherRules,
      handler: c.joinAsTeacher,
      doc: {
        summary: "Joins as co-teacher with the class's teacher code (the spec's instructor code)",
        body: obj({ code: str() }, ['code']),
        ok: ok('JoinResult', 201),
        errors: [409],
      },
    },
    {
      name: 'codePreview',
      method: 'get',
      roles: [],
      rules: rules.previewRules,
      handler: c.preview,
      doc: { summary: 'What a class code opens (the join dialog)', ok: ok('ClassPreview') },
    },
    {
      name: 'detail',
      method: 'get',
      roles: [],
      rules: rules.classIdRules,
      handler: c.detail,
      doc: { summary: 'One class: members and company-admins (codes and link for its teachers only)', ok: ok('ClassDetail') },
    },
    {
      name: 'detail',
      method: 'patch',
      roles: T,
      rules: [...rules.classIdRules, ...rules.classInputRules(true)],
      handler: c.update,
      doc: { summary: 'Edits a class (its teachers); 409 class_archived', body: ref('ClassInput'), ok: ok('ClassDetail'), errors: [409] },
    },
    {
      name: 'archive',
      method: 'post',
      roles: T,
      rules: rules.classIdRules,
      handler: c.archive,
      doc: { summary: 'Archives the class (owner): read-only from then on', ok: ok('ClassDetail') },
    },
    {
      name: 'unarchive',
      method: 'post',
      roles: T,
      rules: rules.classIdRules,
      handler: c.unarchive,
      doc: { summary: 'Brings an archived class back (owner)', ok: ok('ClassDetail') },
    },
    {
      name: 'classCode',
      method: 'post',
      roles: T,
      rules: rules.classIdRules,
      handler: c.classCode,
      doc: { summary: 'A new class code and invitation link; the old ones stop working', ok: ok('Code'), errors: [409] },
    },
    {
      name: 'teacherCode',
      method: 'post',
      roles: T,
      rules: rules.classIdRules,
      handler: c.teacherCode,
      doc: { summary: 'A new teacher code (owner)', ok: ok('Code'), errors: [409] },
    },
    {
      name: 'leave',
      method: 'post',
      roles: [],
      rules: rules.classIdRules,
      handler: c.leave,
      doc: { summary: 'A student or co-teacher leaves the class', ok: { status: 204 } },
    },
    {
      name: 'roster',
      method: 'get',
      roles: [Role.Teacher, Role.CompanyAdmin],
      rules: rules.classIdRules,
      handler: c.roster,
      doc: { summary: 'Students (active and pending), teachers, open invitations, seats left', ok: ok('Roster') },
    },
    {
      name: 'approveStudent',
      method: 'post',
      roles: T,
      rules: rules.classMemberRules,
      handler: c.approve,
      doc: { summary: 'Approves a pending student; 409 class_full', ok: { status: 204 }, errors: [409] },
    },
    {
      name: 'removeStudent',
      method: 'delete',
      roles: T,
      rules: rules.classMemberRules,
      handler: c.removeStudent,
      doc: { summary: 'Removes a student (or rejects a pending one): they lose the class, its tests and materials', errors: [409] },
    },
    {
      name: 'removeTeacher',
      method: 'delete',
      roles: T,
      rules: rules.classMemberRules,
      handler: c.removeTeacher,
      doc: { summary: 'Removes a co-teacher (owner)', errors: [409] },
    },
    {
      name: 'invite',
      method: 'post',
      roles: T,
      rules: rules.inviteRules,
      handler: c.invite,
      doc: {
        summary: 'Invites by e-mail: an account gets the join link in its language, an address without one a sign-up-then-join link',
        body: obj({ emails: arr(str({ format: 'email' })) }, ['emails']),
        ok: ok('InviteResult'),
        errors: [409],
      },
    },
  ];
}
