import { placeholderMessages } from '../messages';
import { ComingSoonPage } from './coming-soon-page';

/** Default pages of the role areas, until the areas are built. Loaded lazily with the areas. */
export const AdminPracticesPage = () => <ComingSoonPage title={placeholderMessages.adminPractices} />;
export const CompanyCoursesPage = () => <ComingSoonPage title={placeholderMessages.companyCourses} />;
export const TeacherCoursesPage = () => <ComingSoonPage title={placeholderMessages.teacherCourses} />;
