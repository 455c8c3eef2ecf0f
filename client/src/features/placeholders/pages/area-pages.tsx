import { placeholderMessages } from '../messages';
import { ComingSoonPage } from './coming-soon-page';

/** Default pages of the company and teacher areas, until those areas are built. Loaded lazily with the areas. */
export const CompanyCoursesPage = () => <ComingSoonPage title={placeholderMessages.companyCourses} />;
export const TeacherCoursesPage = () => <ComingSoonPage title={placeholderMessages.teacherCourses} />;
