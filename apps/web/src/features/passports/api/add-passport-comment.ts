import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { type PassportComment, passportCommentsKey } from './passport-comments';
import { type PassportSide, passportsBase } from './passport-side';

/** POST …/comments/ {request_id, text}: answers the whole thread (201). */
export function addPassportComment(
  side: PassportSide,
  body: { request_id: number; text: string },
): Promise<PassportComment[]> {
  return http.post<PassportComment[]>(`${passportsBase(side)}comments/`, body);
}

export function useAddPassportComment(side: PassportSide) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { request_id: number; text: string }) => addPassportComment(side, body),
    onSuccess: (thread, body) => client.setQueryData(passportCommentsKey(side, body.request_id), thread),
  });
}
