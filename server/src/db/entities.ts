import { Captcha } from '../modules/auth/captcha.entity';
import { PasswordToken } from '../modules/auth/password-token.entity';
import { Session } from '../modules/auth/session.entity';
import { InstructorCode } from '../modules/binding/instructor-code.entity';
import { Image } from '../modules/images/image.entity';
import { Label } from '../modules/labels/label.entity';
import { Notification } from '../modules/notifications/notification.entity';
import { Passage } from '../modules/passages/passage.entity';
import { ParentChild } from '../modules/profiles/parent-child.entity';
import { ParentProfile } from '../modules/profiles/parent-profile.entity';
import { StudentProfile } from '../modules/profiles/student-profile.entity';
import { TeacherProfile } from '../modules/profiles/teacher-profile.entity';
import { QuestionLabel } from '../modules/questions/question-label.entity';
import { Question } from '../modules/questions/question.entity';
import { User } from '../modules/users/user.entity';

export const entities = [
  User,
  Session,
  Captcha,
  PasswordToken,
  StudentProfile,
  TeacherProfile,
  ParentProfile,
  ParentChild,
  Image,
  InstructorCode,
  Notification,
  Passage,
  Label,
  Question,
  QuestionLabel,
];
