import { errorPageMessages } from '../messages';
import { StatusPage } from '../status-page';

export function NotFoundPage() {
  return <StatusPage code="404" title={errorPageMessages.notFoundTitle} body={errorPageMessages.notFoundBody} testId="not-found-page" />;
}
