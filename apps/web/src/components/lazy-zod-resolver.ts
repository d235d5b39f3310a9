import type { FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';

/**
 * A react-hook-form resolver that loads zod, the shared schema and the zod resolver on first use, so
 * the public pages (/auth) do not ship the validation library before anyone types.
 */
export function lazyZodResolver<T extends FieldValues>(load: () => Promise<ZodType>): Resolver<T> {
  let ready: Promise<Resolver<T>> | null = null;
  return async (values, context, options) => {
    ready ??= Promise.all([load(), import('@hookform/resolvers/zod')]).then(
      ([schema, { zodResolver }]) => zodResolver(schema as never) as unknown as Resolver<T>,
    );
    return (await ready)(values, context, options);
  };
}
