import type { NotificationDto } from '@app/shared';
import type { ApiClient } from '../../lib/api-client';

export const notificationsApi = (api: ApiClient) => ({
  active: () => api.get<NotificationDto[]>('notifications', { background: true }),
});
