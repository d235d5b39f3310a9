import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { sessionStore } from '../../../lib/session-store';

export type UserProfile = { first_name: string; last_name: string; avatar: string | null };

export const userProfileQuery = queryOptions({
  queryKey: ['profile', 'user'],
  queryFn: () => http.get<UserProfile>('/api/profile/user/'),
});

export function useUserProfile() {
  return useQuery(userProfileQuery);
}

export function useUpdateUserProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { first_name: string; last_name: string }) =>
      http.put<UserProfile>('/api/profile/user/', body),
    onSuccess: (data) => {
      client.setQueryData(userProfileQuery.queryKey, data);
      sessionStore.updateProfile({ first_name: data.first_name, last_name: data.last_name });
    },
  });
}
