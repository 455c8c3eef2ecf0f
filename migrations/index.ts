/** Every migration, in order. Listed explicitly so compiled builds, tsx and jest all load the same set. */
import { Accounts1763700000000 } from './1763700000000-accounts';
import { QuestionBank1763800000000 } from './1763800000000-question-bank';
import { Practices1763900000000 } from './1763900000000-practices';
import { SeedRegistry1764000000000 } from './1764000000000-seed-registry';
import { Attempts1764100000000 } from './1764100000000-attempts';
import { Wallet1764200000000 } from './1764200000000-wallet';
import { ActivityLog1764300000000 } from './1764300000000-activity-log';
import { Results1764400000000 } from './1764400000000-results';
import { ReportFiles1764500000000 } from './1764500000000-report-files';
import { CombinedResults1764600000000 } from './1764600000000-combined-results';
import { TeacherGrading1764700000000 } from './1764700000000-teacher-grading';
import { SeedRegistryCompanies1764800000000 } from './1764800000000-seed-registry-companies';
import { Graders1764910000000 } from './1764910000000-graders';
import { ParentLinkConfirmation1764910000001 } from './1764910000001-parent-link-confirmation';
import { AttemptAway1764920000000 } from './1764920000000-attempt-away';
import { Classes1764950000000 } from './1764950000000-classes';
import { GradingReview1764960000000 } from './1764960000000-grading-review';
import { ClassResultsReads1764970000000 } from './1764970000000-class-results-reads';
import { Courses1765000000000 } from './1765000000000-courses';
import { Flashcards1765100000000 } from './1765100000000-flashcards';
import { PublicSite1765200000000 } from './1765200000000-public-site';
import { CoursePublicPage1765300000000 } from './1765300000000-course-public-page';
import { Enrollments1765400000000 } from './1765400000000-enrollments';
import { PersonalNotices1765410000000 } from './1765410000000-personal-notices';
import { Tuition1765410000001 } from './1765410000001-tuition';
import { Payroll1765420000000 } from './1765420000000-payroll';
import { CompanyArea1765430000000 } from './1765430000000-company-area';
import { CourseTemplates1765430000001 } from './1765430000001-course-templates';
import { QuestionImports1765460000000 } from './1765460000000-question-imports';
import { VideoClasses1765470000000 } from './1765470000000-video-classes';
import { Subjects1765480000000 } from './1765480000000-subjects';
import { PlacementTests1765490000000 } from './1765490000000-placement-tests';

export const migrations = [
  Accounts1763700000000,
  QuestionBank1763800000000,
  Practices1763900000000,
  SeedRegistry1764000000000,
  Attempts1764100000000,
  Wallet1764200000000,
  ActivityLog1764300000000,
  Results1764400000000,
  ReportFiles1764500000000,
  CombinedResults1764600000000,
  TeacherGrading1764700000000,
  SeedRegistryCompanies1764800000000,
  Graders1764910000000,
  ParentLinkConfirmation1764910000001,
  AttemptAway1764920000000,
  Classes1764950000000,
  GradingReview1764960000000,
  ClassResultsReads1764970000000,
  Courses1765000000000,
  Flashcards1765100000000,
  PublicSite1765200000000,
  CoursePublicPage1765300000000,
  Enrollments1765400000000,
  PersonalNotices1765410000000,
  Tuition1765410000001,
  Payroll1765420000000,
  CompanyArea1765430000000,
  CourseTemplates1765430000001,
  QuestionImports1765460000000,
  VideoClasses1765470000000,
  Subjects1765480000000,
  PlacementTests1765490000000,
];
