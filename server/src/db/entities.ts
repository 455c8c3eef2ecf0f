/**
 * Entities for the tables read through the ORM. Tables reached only by explicit SQL (sessions, captchas,
 * the question bank, practices) have no entity: migrations are the schema's only source.
 */
import { PasswordToken } from '../modules/auth/password-token.entity';
import { InstructorCode } from '../modules/binding/instructor-code.entity';
import { Image } from '../modules/images/image.entity';
import { Notification } from '../modules/notifications/notification.entity';
import { ParentChild } from '../modules/profiles/parent-child.entity';
import { ParentProfile } from '../modules/profiles/parent-profile.entity';
import { StudentProfile } from '../modules/profiles/student-profile.entity';
import { TeacherProfile } from '../modules/profiles/teacher-profile.entity';
import { User } from '../modules/users/user.entity';

export const entities = [User, PasswordToken, StudentProfile, TeacherProfile, ParentProfile, ParentChild, Image, InstructorCode, Notification];
