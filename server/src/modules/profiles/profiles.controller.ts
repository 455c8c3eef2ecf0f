import type { RequestHandler } from 'express';
import type { Lang, PagedDto, PublicUserDto } from '@app/shared';
import { currentUser } from '../../auth/require-auth';
import { input } from '../../lib/validate';
import { toPublicUserDto, toUserDto, type PublicUser } from '../users';
import { inputWithNulls } from '../../lib/explicit-nulls';
import type { BasicInput, ChildInput, StudentInput, TeacherInput } from './profile-inputs';
import { BASIC_CLEARABLE, STUDENT_CLEARABLE, TEACHER_ADMIN_CLEARABLE, TEACHER_CLEARABLE } from './profile-rules';
import { toProfileDto } from './profile.mapper';
import type { ParentsService } from './parents.service';
import { toPage, type PageInput } from '../../lib/pagination';
import type { ProfilesService } from './profiles.service';

const id = (req: object) => input<{ id: number }>(req).id;
const paged = ({ rows, total }: { rows: PublicUser[]; total: number }, q: PageInput): PagedDto<PublicUserDto> => ({
  data: rows.map(toPublicUserDto),
  current_page: toPage(q).page,
  total,
});

export function profilesController(deps: { profiles: ProfilesService; parents: ParentsService }) {
  const { profiles, parents } = deps;
  return {
    mine: (async (req, res) => {
      res.json(toProfileDto(await profiles.load(currentUser(req).id)));
    }) as RequestHandler,

    show: (async (req, res) => {
      res.json(toProfileDto(await profiles.view(currentUser(req), id(req))));
    }) as RequestHandler,

    byUsername: (async (req, res) => {
      res.json(toPublicUserDto(await profiles.publicByUsername(input<{ name: string }>(req).name)));
    }) as RequestHandler,

    updateBasic: (async (req, res) => {
      const caller = currentUser(req);
      res.json(toProfileDto(await profiles.updateBasic(caller, caller.id, inputWithNulls<BasicInput>(req, BASIC_CLEARABLE))));
    }) as RequestHandler,

    updateBasicOf: (async (req, res) => {
      res.json(toProfileDto(await profiles.updateBasic(currentUser(req), id(req), inputWithNulls<BasicInput>(req, BASIC_CLEARABLE))));
    }) as RequestHandler,

    updateStudent: (async (req, res) => {
      res.json(toProfileDto(await profiles.updateStudent(currentUser(req).id, inputWithNulls<StudentInput>(req, STUDENT_CLEARABLE))));
    }) as RequestHandler,

    updateStudentOf: (async (req, res) => {
      res.json(toProfileDto(await profiles.updateStudent(id(req), inputWithNulls<StudentInput>(req, STUDENT_CLEARABLE))));
    }) as RequestHandler,

    updateTeacher: (async (req, res) => {
      res.json(toProfileDto(await profiles.updateTeacher(currentUser(req).id, inputWithNulls<TeacherInput>(req, TEACHER_CLEARABLE))));
    }) as RequestHandler,

    updateTeacherOf: (async (req, res) => {
      res.json(toProfileDto(await profiles.updateTeacher(id(req), inputWithNulls<TeacherInput>(req, TEACHER_ADMIN_CLEARABLE))));
    }) as RequestHandler,

    child: (async (req, res) => {
      res.json(toProfileDto(await profiles.child(currentUser(req), id(req))));
    }) as RequestHandler,

    updateChild: (async (req, res) => {
      const { id: studentId, ...fields } = inputWithNulls<ChildInput & { id: number }>(req, STUDENT_CLEARABLE);
      res.json(toProfileDto(await profiles.updateChild(currentUser(req), studentId, fields)));
    }) as RequestHandler,

    teachers: (async (req, res) => {
      const q = input<PageInput>(req);
      res.json(paged(await profiles.teachers(toPage(q)), q));
    }) as RequestHandler,

    setLang: (async (req, res) => {
      res.json({ user: toUserDto(await profiles.setLang(currentUser(req).id, input<{ lang: Lang }>(req).lang)) });
    }) as RequestHandler,

    students: (async (req, res) => {
      const q = input<PageInput & { q?: string }>(req);
      res.json(paged(await parents.students(currentUser(req), toPage(q), q.q || undefined), q));
    }) as RequestHandler,

    searchStudent: (async (req, res) => {
      const s = await parents.searchStudent(input<{ email: string }>(req).email);
      res.json({ id: s.id, username: s.username, first_name: s.firstName, last_name: s.lastName, email_verified: s.emailVerified });
    }) as RequestHandler,

    children: (async (req, res) => {
      res.json((await parents.childrenOf(currentUser(req), id(req))).map(toPublicUserDto));
    }) as RequestHandler,
  };
}
export type ProfilesController = ReturnType<typeof profilesController>;
