import type { MemoryPage, MemoryPagePhoto } from '@sp/shared/api/memory-pages';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** Every gallery call answers the whole gallery: it replaces the page's photos in the cache. */
function putGallery(client: QueryClient, id: number, photos: MemoryPagePhoto[]) {
  client.setQueryData<MemoryPage>(['memory-pages', 'page', id], (page) =>
    page ? { ...page, photos } : page,
  );
  void client.invalidateQueries({ queryKey: ['memory-pages', 'list'] });
}

/** POST /api/memory_page/page/{id}/photos/: multipart `image` and `caption`. */
export function useAddPhoto(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ file, caption }: { file: File; caption: string }) => {
      const body = new FormData();
      body.append('caption', caption);
      body.append('image', file, file.name);
      return http.post<MemoryPagePhoto[]>(`/api/memory_page/page/${id}/photos/`, body);
    },
    onSuccess: (photos) => putGallery(client, id, photos),
  });
}

/** PUT /api/memory_page/page/{id}/photos/{photo}/: the caption. */
export function useCaptionPhoto(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ photoId, caption }: { photoId: number; caption: string }) =>
      http.put<MemoryPagePhoto[]>(`/api/memory_page/page/${id}/photos/${photoId}/`, { caption }),
    onSuccess: (photos) => putGallery(client, id, photos),
  });
}

/** PUT /api/memory_page/page/{id}/photos/order/: every photo's id in the new order. */
export function useOrderPhotos(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) =>
      http.put<MemoryPagePhoto[]>(`/api/memory_page/page/${id}/photos/order/`, { ids }),
    onSuccess: (photos) => putGallery(client, id, photos),
  });
}

/** DELETE /api/memory_page/page/{id}/photos/{photo}/: off the gallery, and the file unless an avatar shows it. */
export function useDeletePhoto(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (photoId: number) =>
      http.del<MemoryPagePhoto[]>(`/api/memory_page/page/${id}/photos/${photoId}/`),
    onSuccess: (photos) => putGallery(client, id, photos),
  });
}
