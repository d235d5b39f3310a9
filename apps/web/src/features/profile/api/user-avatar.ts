import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { sessionStore } from '../../../lib/session-store';
import { type UserProfile, userProfileQuery } from './user-profile';

/** POST multipart `avatar`; DELETE the same path removes it. */
export function useAvatarMutations() {
  const client = useQueryClient();
  const apply = (data: Partial<UserProfile> | undefined) => {
    const avatar = data?.avatar ?? null;
    void client.invalidateQueries({ queryKey: userProfileQuery.queryKey });
    sessionStore.updateProfile({ avatar });
  };
  const upload = useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('avatar', file);
      return http.post<UserProfile>('/api/profile/user/avatar/', body);
    },
    onSuccess: apply,
  });
  const remove = useMutation({
    mutationFn: () => http.del<UserProfile | undefined>('/api/profile/user/avatar/'),
    onSuccess: () => apply({ avatar: null }),
  });
  return { upload, remove };
}
