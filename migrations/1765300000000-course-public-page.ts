import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 15's seam: a course of the back office may supply a public course page (/others/{slug}) with its next
 * session's dates, fee and seats. public_page is one of the site's course slugs (@app/shared COURSE_SLUGS,
 * checked by the API: the list lives in code, so no CHECK to migrate when a course is added). At most one
 * active course per page, so the page never has to choose: a partial unique index (the API answers 422).
 */
export class CoursePublicPage1765300000000 implements MigrationInterface {
  name = 'CoursePublicPage1765300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE courses ADD COLUMN public_page text CHECK (public_page IS NULL OR length(public_page) BETWEEN 1 AND 40)`);
    await q.query(`CREATE UNIQUE INDEX courses_public_page_active ON courses (public_page) WHERE active AND public_page IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX courses_public_page_active`);
    await q.query(`ALTER TABLE courses DROP COLUMN public_page`);
  }
}
