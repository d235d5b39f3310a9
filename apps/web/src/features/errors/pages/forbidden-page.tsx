import { ErrorPage } from './error-page';

export function ForbiddenPage() {
  return <ErrorPage status={403} />;
}
