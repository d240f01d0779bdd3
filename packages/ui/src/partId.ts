import { useId } from 'react';

/**
 * An id for a server part's `aria-labelledby` or `aria-describedby`: React's `useId`, after the
 * part's name. React numbers ids within one server render. On a client navigation the page's parts
 * come from a new render while the layout's (the footer, the newsletter) stay from the first, so a
 * page's heading could get the footer's id and name the footer's landmarks; with the part's name
 * in front, two different parts' ids cannot meet. Client modules keep `useId`: the browser numbers
 * them in one tree.
 */
export function usePartId(part: string): string {
  return `${part}${useId()}`;
}
