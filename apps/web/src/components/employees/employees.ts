import type { List } from '@sp/shared/api/common';
import type { Employee } from '@sp/shared/api/staff';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../lib/http';

export type EmployeesFilter = { query: string; offset: number; limit: number };

/** GET /api/company/managers/?query&offset&limit: the people of the current company, the owner first. */
export function employeesQuery(filter: EmployeesFilter) {
  return queryOptions({
    queryKey: ['staff', 'employees', filter],
    queryFn: () => http.get<List<Employee>>('/api/company/managers/', filter),
    placeholderData: keepPreviousData,
  });
}

export function useEmployees(filter: EmployeesFilter, enabled = true) {
  return useQuery({ ...employeesQuery(filter), enabled });
}
