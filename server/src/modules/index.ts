/**
 * Every module of the server, one line each. The app mounts their routers in this order, and the OpenAPI
 * document, the job handlers and schedules, and the TypeORM entity list are all built from this list.
 */
import type { AppModule } from '../core/app-module';
import { collectJobHandlers, type JobHandlerDeps } from '../jobs/handlers';
import type { JobHandlers } from '../jobs/queue';
import { activityLogModule } from './activity-log';
import { adminUsersModule } from './admin-users';
import { analyticsModule } from './analytics';
import { attemptsModule } from './attempts';
import { authModule } from './auth';
import { bindingModule } from './binding';
import { catalogModule } from './catalog';
import { classesModule } from './classes';
import { companiesModule } from './companies';
import { coursesModule } from './courses';
import { enrollmentModule } from './enrollment';
import { flashcardsModule } from './flashcards';
import { geoModule } from './geo';
import { gradingModule } from './grading';
import { healthModule } from './health';
import { imagesModule } from './images';
import { labelsModule } from './labels';
import { notificationsModule } from './notifications';
import { passagesModule } from './passages';
import { paymentsModule } from './payments';
import { payrollModule } from './payroll';
import { practiceSetsModule } from './practice-sets';
import { practicesModule } from './practices';
import { profilesModule } from './profiles';
import { qtiModule } from './qti';
import { questionsModule } from './questions';
import { questionImportsModule } from './question-imports';
import { referralsModule } from './referrals';
import { reportsModule } from './reports';
import { resultAnalysisModule } from './result-analysis';
import { resultsModule } from './results';
import { scoreTablesModule } from './score-tables';
import { siteModule } from './site';
import { tuitionModule } from './tuition';
import { subjectsModule } from './subjects';
import { teacherGradingModule } from './teacher-grading';
import { tenantsModule } from './tenants';
import { usersModule } from './users';
import { videoClassesModule } from './video-classes';
import { walletModule } from './wallet';

export const MODULES: readonly AppModule[] = [
  // The test runner first: its autosaves and submits are most of the API's traffic (a whole class at
  // once), and Express tries a request against the routers in mount order, so mounted behind the other
  // modules every one of them walked their routes first (~13% of the server's CPU in one class-finish
  // run, within noise in others). No other module's route matches a path of this one: the order changes
  // no answer.
  attemptsModule,
  healthModule,
  tenantsModule,
  geoModule,
  authModule,
  usersModule,
  profilesModule,
  bindingModule,
  imagesModule,
  questionsModule,
  passagesModule,
  labelsModule,
  practicesModule,
  practiceSetsModule,
  scoreTablesModule,
  catalogModule,
  adminUsersModule,
  activityLogModule,
  analyticsModule,
  walletModule,
  reportsModule,
  referralsModule,
  paymentsModule,
  resultAnalysisModule,
  teacherGradingModule,
  resultsModule,
  gradingModule,
  notificationsModule,
  classesModule,
  coursesModule,
  companiesModule,
  enrollmentModule,
  flashcardsModule,
  videoClassesModule,
  qtiModule,
  siteModule,
  questionImportsModule,
  tuitionModule,
  payrollModule,
  subjectsModule,
];

// What the layers beneath the modules (db, jobs) take from the list, made here where the list is known.

/** The entities of the tables modules read through the ORM (tables reached only by SQL have none). */
export const ENTITIES = MODULES.flatMap((m) => m.entities ?? []);

/** The e-mail job and every module's jobs. */
export const createJobHandlers = (deps: JobHandlerDeps): JobHandlers => collectJobHandlers(deps, MODULES);

/** The repeating jobs the API process schedules. */
export const SCHEDULES = MODULES.flatMap((m) => m.schedules ?? []);
