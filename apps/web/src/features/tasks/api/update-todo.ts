import type { TaskDetail, Todo, TodoUpdateBody } from '@sp/shared/api/tasks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { taskQuery } from './task';

type Change = { id: number; taskId: number; body: TodoUpdateBody };

/**
 * PUT /api/company-tasks/todo/{id}/: ticks, unticks or renames an item. The task's list shows the change at once
 * and goes back if the server refuses.
 */
export function useUpdateTodo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: Change) => http.put<Todo>(`/api/company-tasks/todo/${id}/`, body),
    onMutate: async ({ id, taskId, body }) => {
      const key = taskQuery(taskId).queryKey;
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<TaskDetail>(key);
      if (before) {
        client.setQueryData<TaskDetail>(key, {
          ...before,
          todos: before.todos.map((todo) =>
            todo.id === id
              ? {
                  ...todo,
                  ...(body.title !== undefined ? { title: body.title } : {}),
                  ...(body.is_done !== undefined ? { is_done: body.is_done } : {}),
                }
              : todo,
          ),
        });
      }
      return { before };
    },
    onError: (_error, { taskId }, context) => {
      if (context?.before) client.setQueryData(taskQuery(taskId).queryKey, context.before);
    },
    onSettled: () => client.invalidateQueries({ queryKey: ['tasks'] }),
  });
}
