import { IconChevronEnd, IconChevronStart } from '../Icon';

/** Two chevrons: to the first or the last page. Mirrored with the direction like any chevron. */
export const Double = ({ toEnd }: { toEnd: boolean }) => (
  <>
    {toEnd ? <IconChevronEnd /> : <IconChevronStart />}
    {toEnd ? <IconChevronEnd /> : <IconChevronStart />}
  </>
);
