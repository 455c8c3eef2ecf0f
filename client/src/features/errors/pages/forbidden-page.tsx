import { errorPageMessages } from '../messages';
import { StatusPage } from '../status-page';

export function ForbiddenPage() {
  return <StatusPage code="403" title={errorPageMessages.forbiddenTitle} body={errorPageMessages.forbiddenBody} testId="forbidden-page" />;
}
