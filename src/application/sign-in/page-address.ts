/** A page's address in the portal: its path, and its query without the leading "?". */
export interface PageAddress {
  readonly pathname: string;
  readonly search: string;
}

/** The address as a link or the browser writes it: no "?" without a query. */
export const hrefOf = ({ pathname, search }: PageAddress): string =>
  search === '' ? pathname : `${pathname}?${search}`;

/** The address without the named parameters, plus any given. */
export const addressWithout = (
  address: PageAddress,
  names: readonly string[],
  added: Readonly<Record<string, string>> = {},
): string => {
  const query = new URLSearchParams(address.search);
  for (const name of names) query.delete(name);
  for (const [name, value] of Object.entries(added)) query.set(name, value);
  return hrefOf({ pathname: address.pathname, search: query.toString() });
};
