import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubServer } from '../../../test/stub-server';
import { availableCompaniesQuery } from '../../profile/api/available-companies';
import { useSaveBranch } from './save-branch';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useSaveBranch', () => {
  it('forgets the switch list read before: a new branch is one more company to switch to', async () => {
    stubServer((call) =>
      call.url === '/api/company/branch/'
        ? { body: { id: 9, name: 'Филиал', address: '', phone: '' } }
        : undefined,
    );
    const client = new QueryClient();
    const list = availableCompaniesQuery(1);
    client.setQueryData(list.queryKey, { count: 1, results: [] });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useSaveBranch(), { wrapper });
    await act(() =>
      result.current.mutateAsync({ id: null, body: { name: 'Филиал', address: '', phone: '' } }),
    );
    expect(client.getQueryData(list.queryKey)).toBeUndefined();
  });
});
