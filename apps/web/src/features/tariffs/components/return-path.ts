/** The page's path and query to come back to after paying, without an earlier payment's `payment` mark. */
export function returnPathOf(location: { pathname: string; search: string }): string {
  const params = new URLSearchParams(location.search);
  params.delete('payment');
  const search = params.toString();
  return `${location.pathname}${search ? `?${search}` : ''}`;
}
