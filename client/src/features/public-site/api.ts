import type {
  AdminNotificationDto,
  ContactInput,
  ContactMessageDto,
  ContactStatus,
  NotificationInput,
  PagedDto,
  SiteOverridesDto,
  SiteTextRowDto,
} from '@app/shared';
import type { ApiClient } from '../../lib/api-client';

export const siteApi = (api: ApiClient) => ({
  overrides: () => api.get<SiteOverridesDto>('site/texts', { background: true }),
  contact: (body: ContactInput) => api.post<{ id: number; message: string }>('contact', body),
  // Admin
  inbox: (page: number, status?: ContactStatus) =>
    api.get<PagedDto<ContactMessageDto> & { unread: number }>('admin/contact-messages', { query: { page, status } }),
  setRead: (id: number, read: boolean) => api.patch<ContactMessageDto>(`admin/contact-messages/${id}`, { read }),
  reply: (id: number, body: string) => api.post<ContactMessageDto>(`admin/contact-messages/${id}/reply`, { body }),
  textRows: () => api.get<SiteTextRowDto[]>('admin/site/texts'),
  saveText: (key: string, texts: Record<string, string | null>) => api.request<void>('PUT', `admin/site/texts/${key}`, { body: { texts } }),
  notifications: (page: number) => api.get<PagedDto<AdminNotificationDto>>('admin/notifications', { query: { page } }),
  createNotification: (body: NotificationInput) => api.post<AdminNotificationDto>('admin/notifications', body),
  updateNotification: (id: number, body: NotificationInput) => api.request<AdminNotificationDto>('PUT', `admin/notifications/${id}`, { body }),
  retireNotification: (id: number) => api.post<void>(`admin/notifications/${id}/retire`),
});
