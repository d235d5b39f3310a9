import type { TaskDetail, Todo } from '@sp/shared/api/tasks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { taskQuery } from './task';

/**
 * PUT /api/company-tasks/todo-sort-order-updater/{task id}/ with every to-do in the new order. The list shows the
 * new order at once and goes back to the old one if the server refuses.
 */
export function useSortTodos() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ taskId, ids }: { taskId: number; ids: number[] }) =>
      http.put<Todo[]>(`/api/company-tasks/todo-sort-order-updater/${taskId}/`, { ids }),
    onMutate: async ({ taskId, ids }) => {
      const key = taskQuery(taskId).queryKey;
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<TaskDetail>(key);
      if (before) {
        const byId = new Map(before.todos.map((todo) => [todo.id, todo]));
        const todos = ids.flatMap((id, index) => {
          const todo = byId.get(id);
          return todo ? [{ ...todo, sort_order: index }] : [];
        });
        client.setQueryData<TaskDetail>(key, { ...before, todos });
      }
      return { before };
    },
    onError: (_error, { taskId }, context) => {
      if (context?.before) client.setQueryData(taskQuery(taskId).queryKey, context.before);
    },
    // the server's order only: a to-do ticked while the order was on its way keeps its tick
    onSuccess: (todos, { taskId }) => {
      const key = taskQuery(taskId).queryKey;
      const current = client.getQueryData<TaskDetail>(key);
      if (!current) return;
      const byId = new Map(current.todos.map((todo) => [todo.id, todo]));
      const ordered = todos.map((todo) => {
        const shown = byId.get(todo.id);
        return shown ? { ...shown, sort_order: todo.sort_order } : todo;
      });
      client.setQueryData<TaskDetail>(key, { ...current, todos: ordered });
    },
  });
}
