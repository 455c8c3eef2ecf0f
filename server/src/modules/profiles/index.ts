/** Profiles: the role details of an account (student, teacher, parent), parents' children, student and teacher lists. */
import { Router } from 'express';
import type { EntityManager } from 'typeorm';
import type { AppModule } from '../../core/app-module';
import { ParentChild } from './parent-child.entity';
import { ParentProfile } from './parent-profile.entity';
import { parentsService } from './parents.service';
import { profilesController } from './profiles.controller';
import { profilesOpenApi } from './profiles.openapi';
import { profilesRepository } from './profiles.repository';
import { profilesRouter } from './profiles.routes';
import { parentLinksRouter } from './parent-links.routes';
import { parentLinksService } from './parent-links.service';
import { profilesService } from './profiles.service';
import { StudentProfile } from './student-profile.entity';
import { TeacherProfile } from './teacher-profile.entity';

export { profilesService, type ProfilesService } from './profiles.service';
export { profilesRepository, type BindState, type LinkCandidate, type ProfileRecord } from './profiles.repository';
export { studentPatch, teacherPatch, type StudentInput } from './profile-inputs';
export { toProfileDto } from './profile.mapper';
export { studentFields, teacherFields } from './profiles.openapi';

/** Deletes every detail and parent-child link of an account (its deletion). */
export const removeProfilesOf = (m: EntityManager, userId: number): Promise<void> => profilesRepository(m).removeAllOf(userId);

export { parentLinksService } from './parent-links.service';

export const profilesModule: AppModule = {
  name: 'profiles',
  router: (ctx, { requireAuth }) =>
    Router().use(
      profilesRouter(profilesController({ profiles: profilesService(ctx.ds), parents: parentsService(ctx.ds) }), requireAuth),
      parentLinksRouter(parentLinksService(ctx), requireAuth),
    ),
  openapi: profilesOpenApi,
  entities: [StudentProfile, TeacherProfile, ParentProfile, ParentChild],
};
