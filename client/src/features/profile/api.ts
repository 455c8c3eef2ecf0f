import type { GeoDto, ImageDto, Lang, ProfileDto, StudentProfileDto, TeacherProfileDto } from '@app/shared';
import type { ApiClient } from '../../lib/api-client';

export interface BasicProfilePayload {
  first_name: string;
  last_name: string;
  timezone: string;
  lang: Lang;
  avatar_image_id?: number;
}

export const profileApi = (api: ApiClient) => ({
  mine: () => api.get<ProfileDto>('profile'),
  updateBasic: (p: BasicProfilePayload) => api.patch<ProfileDto>('basic/profile', p),
  updateStudent: (p: Partial<StudentProfileDto>) => api.patch<ProfileDto>('student/profile', p),
  updateTeacher: (p: Partial<TeacherProfileDto>) => api.patch<ProfileDto>('teacher/profile', p),
  uploadImage: (file: File) => {
    const body = new FormData();
    body.append('image', file);
    return api.post<ImageDto>('image', body);
  },
  geo: () => api.get<GeoDto>('ip-geo', { background: true }),
  requestSetPasswordLink: () => api.post<{ message: string }>('set-url', {}),
});
