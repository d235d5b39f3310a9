import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '@sp/shared/api/common';
import { useState } from 'react';

export { PAGE_SIZE_OPTIONS };

/** SPEC §7: offset = (page - 1) * limit, pages counted from 1. */
export function pageToOffset(page: number, limit: number): number {
  return (Math.max(1, page) - 1) * limit;
}

export type Paging = {
  page: number;
  limit: number;
  offset: number;
  setPage: (page: number) => void;
  setLimit: (limit: number) => void;
};

export function usePaging(initialLimit: number = DEFAULT_PAGE_SIZE): Paging {
  const [page, setPage] = useState(1);
  const [limit, setLimitState] = useState(initialLimit);
  return {
    page,
    limit,
    offset: pageToOffset(page, limit),
    setPage,
    setLimit: (next) => {
      setLimitState(next);
      setPage(1);
    },
  };
}
