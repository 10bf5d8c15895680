/**
 * T with every nested object, array and tuple readonly. Request-body parameters use it so callers
 * may pass readonly data (e.g. the readonly tuples of @carte/forms); bodies are validated anyway.
 * spec: style "Every operation is a pure function over readonly values"
 */
export type DeepReadonly<T> = T extends (...args: never[]) => unknown
  ? T
  : T extends object
    ? { readonly [K in keyof T]: DeepReadonly<T[K]> }
    : T
