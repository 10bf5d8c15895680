import type { MessageParams } from './messages'

/** One message about one field: its key and parameters (data, to translate) and the English text. */
export interface FormIssue<TKey extends string = string> {
  /** The field's name (dynamic forms) or checkout field key. */
  readonly field: string
  readonly key: TKey
  /** The English template, e.g. '{label} is a required field'. */
  readonly template: string
  readonly params: MessageParams
  /** The template filled in English. */
  readonly message: string
}

/** What every validator of this package returns; it never throws for user input. */
export type ValidationResult<TOutput, TKey extends string = string> =
  | { readonly success: true; readonly output: TOutput; readonly issues: readonly [] }
  | {
      readonly success: false
      readonly output: undefined
      readonly issues: readonly FormIssue<TKey>[]
    }
