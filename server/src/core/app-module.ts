/**
 * What a module gives the app. Each module's index.ts exports one AppModule; server/src/modules/index.ts
 * lists them, and the app (routers, app-level middleware), the OpenAPI document, the job handlers and
 * schedules, and the TypeORM entity list are all built by going through that one list.
 */
import type { Request, RequestHandler, Router } from 'express';
import type { DataSource, EntityManager, EntitySchema } from 'typeorm';
import type { AppConfig } from '../config/env';
import type { AppContext } from '../context';
import type { JobHandlers, RepeatingJobName } from '../jobs/queue';
import type { Clock } from '../lib/clock';
import type { SendMail } from '../lib/mail';
import type { Logger } from '../lib/logger';
import type { OpenApiPart } from '../lib/openapi';
import type { RateLimit } from '../lib/rate-limits';

/** What routers are built with besides the context: the session check and the rate limiters, made once per app. */
export interface RouteDeps {
  requireAuth: RequestHandler;
  limit: RateLimit;
  /** The classes module's admission of a restarted class-test attempt (see ClassRestartAdmission). */
  admitClassRestart?: ClassRestartAdmission;
}

/**
 * A start admitted by another rule than the catalog's and the plan's (a class test: the class lets the
 * student take its test, the class owner pays). `admit` runs under the taker's lock, only when a new
 * attempt is about to be created, in the same transaction: what it charges is charged exactly once per
 * attempt, and a start answered with the running attempt charges nothing.
 */
export interface Admission {
  /** The class test it is taken for, or none. */
  classExamId?: number | null;
  /** The placement invitation it is taken for (tuition module), or none: such an attempt is taken once and never restarted. */
  placementInvitationId?: number | null;
  /** A total limit over the whole attempt (the placement test's 4.5 hours), stretched by the taker's extra time; every module and break ends by then. */
  totalSeconds?: number | null;
  admit: (m: EntityManager) => Promise<void>;
}

/**
 * How the runner restarts an attempt that was started for a class test: the classes module admits the new
 * attempt (the student still has the test, its window is open) and charges it like a start, so the
 * restart stays a class attempt. The runner cannot import the classes module (which builds on it), so the
 * app hands this over from the module list.
 */
export type ClassRestartAdmission = (m: EntityManager, studentId: number, classExamId: number, now: Date) => Promise<Admission>;

/** What a module's jobs run with: the database is at hand (the API process, or a worker given DATABASE_URL). */
export interface JobDeps {
  ds: DataSource;
  clock: Clock;
  logger?: Logger;
  /** Outgoing mail, for jobs that write to people themselves (the parents' weekly summary). */
  sendMail?: SendMail;
  /** The settings, for jobs that call out (the question import's AI analysis) or read stored files. */
  config?: Readonly<AppConfig>;
}

/** A job that runs every `everyMs` wherever the API runs (one scheduler for all replicas with BullMQ). */
export interface Schedule {
  job: RepeatingJobName;
  everyMs: number;
}

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- TypeORM takes entity classes as plain constructors
type EntityClass = Function | EntitySchema;

export interface AppModule {
  name: string;
  /** Its routes, mounted on the API router in the list's order. */
  router?(ctx: AppContext, deps: RouteDeps): Router;
  /** Paths whose request body must reach the route as the raw bytes (a signed webhook), ahead of the JSON parser. */
  rawBodyPaths?: readonly string[];
  /** The module that admits restarts of class-test attempts (one: classes). */
  admitClassRestart?: ClassRestartAdmission;
  /** Middleware every request passes after the body parsers (the tenant of the Host header). */
  requestMiddleware?(ctx: AppContext): RequestHandler;
  openapi?: OpenApiPart;
  /**
   * Server-rendered HTML for some of the client's pages (the public site): given the built index.html, the
   * page to send, or null to send index.html as is. Only when the app serves the built client.
   */
  pages?(ctx: AppContext): (req: Request, indexHtml: string) => Promise<string | null>;
  /** Handlers of the jobs it owns (see jobs/queue.ts for the names and payloads). */
  jobs?(deps: JobDeps): Partial<JobHandlers>;
  schedules?: readonly Schedule[];
  /** Entities of the tables it reads through the ORM. */
  entities?: readonly EntityClass[];
}
