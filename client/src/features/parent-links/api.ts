import type { ParentLinkRequestDto } from '@app/shared';
import type { ApiClient } from '../../lib/api-client';

export type ParentLinkAction = 'confirm' | 'decline';

/** What the mailed link carries (`/parent-link?parent=&student=&expires=&signature=`). */
export interface SignedParentLink {
  parent_id: number;
  student_id: number;
  expires: number;
  signature: string;
}

/** The student's answers to parents asking to follow them (server module profiles). */
export const parentLinksApi = (api: ApiClient) => ({
  pending: () => api.get<{ data: ParentLinkRequestDto[] }>('parent-links', { background: true }),
  answer: (parentId: number, action: ParentLinkAction) => api.post<void>(`parent-links/${parentId}/${action}`),
  answerSigned: (link: SignedParentLink, accept: boolean) => api.post<void>('parent-links/answer', { ...link, accept }),
});

/** The signed link's fields from the page's query, or null when one is missing or malformed. */
export function signedLinkFrom(params: URLSearchParams): SignedParentLink | null {
  const num = (name: string) => (/^\d{1,10}$/.test(params.get(name) ?? '') ? Number(params.get(name)) : NaN);
  const link = { parent_id: num('parent'), student_id: num('student'), expires: num('expires'), signature: params.get('signature') ?? '' };
  const ok = [link.parent_id, link.student_id, link.expires].every(Number.isFinite) && /^[a-f0-9]{64}$/.test(link.signature);
  return ok ? link : null;
}
